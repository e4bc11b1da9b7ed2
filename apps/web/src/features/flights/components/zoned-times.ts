import { parseDateInput } from '@portal/contract/format/date-input';
import { instantOfZonedWallTime, isoInZone, zonedParts } from '@portal/contract/freight/zoned-time';

const pad = (value: number): string => String(value).padStart(2, '0');

/** ДД.ММ.ГГГГ ЧЧ:мм of an instant as the clock on the wall of a department in `timeZone` shows it. */
export const wallTimeInput = (instant: Date, timeZone: string): string => {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.day)}.${pad(p.month)}.${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
};

/**
 * The ISO 8601 instant (with the zone's offset) of a ДД.ММ.ГГГГ ЧЧ:мм typed in the department's zone, or null
 * when the text is not a complete real date and time. The browser's own zone plays no part.
 */
export const wallTimeToIso = (typed: string, timeZone: string): string | null => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(typed.trim());
  // parseDateInput checks that the day and the time exist; the numbers are taken as typed, not as local time.
  if (!match || !parseDateInput(typed)) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return isoInZone(instantOfZonedWallTime({ year, month, day, hour, minute }, timeZone), timeZone);
};

/** Lateness in seconds as people say it: «В срок», «45 мин», «2 ч 5 мин», «1 д 3 ч». */
export const formatLateness = (seconds: number | null): string => {
  if (seconds === null) return '—';
  if (seconds <= 0) return 'В срок';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${Math.max(minutes, 1)} мин`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} д ${hours} ч` : `${days} д`;
  return rest > 0 ? `${hours} ч ${rest} мин` : `${hours} ч`;
};
