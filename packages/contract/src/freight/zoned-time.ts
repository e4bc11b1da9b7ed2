// Flights cross time zones: each time is shown, and a route code's day is read, in the zone of the department
// it belongs to (DESIGN 11). Intl does the zone arithmetic, so the browser and the server agree.

/** The operator's working zone: query date filters (YYYY-MM-DDTHH:mm) are read as Moscow wall time. */
export const WORKING_TIME_ZONE = 'Europe/Moscow';
// Moscow keeps +03:00 all year since 2014.
const MOSCOW_OFFSET = '+03:00';

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormats = new Map<string, Intl.DateTimeFormat>();
const partFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
};

/** Whether Intl knows the IANA zone name. */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    partFormat(timeZone);
    return true;
  } catch {
    return false;
  }
};

export const zonedParts = (instant: Date, timeZone: string): ZonedParts => {
  const parts = Object.fromEntries(
    partFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
};

/** Minutes the zone is ahead of UTC at that instant (Екатеринбург: 300). */
export const zoneOffsetMinutes = (instant: Date, timeZone: string): number => {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const whole = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - whole) / 60_000);
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** The calendar day in the zone, `YYYY-MM-DD`: a route code is unique per customer and this day. */
export const zonedDay = (instant: Date, timeZone: string): string => {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

/** Russian logistics write zones against Moscow: «МСК», «МСК+2», «МСК−1». */
export const moscowZoneLabel = (instant: Date, timeZone: string): string => {
  const hours = (zoneOffsetMinutes(instant, timeZone) - zoneOffsetMinutes(instant, WORKING_TIME_ZONE)) / 60;
  if (hours === 0) return 'МСК';
  const sign = hours > 0 ? '+' : '\u2212';
  return `МСК${sign}${Math.abs(hours)}`;
};

/** `DD.MM.YYYY HH:mm (МСК+2)`: the wall time of the department with its zone. */
export const formatZonedDateTime = (value: string | Date | null | undefined, timeZone: string): string => {
  if (value == null) return '';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const p = zonedParts(instant, timeZone);
  return `${pad(p.day)}.${pad(p.month)}.${p.year} ${pad(p.hour)}:${pad(p.minute)} (${moscowZoneLabel(instant, timeZone)})`;
};

/** The instant of a query filter's Moscow wall time (`2026-05-01T10:00`). */
export const instantOfQueryDateTime = (value: string): Date => new Date(`${value}:00${MOSCOW_OFFSET}`);

/** The instant of a wall time in a zone (the zone's offset at that moment; a skipped hour moves forward). */
export const instantOfZonedWallTime = (wall: ZonedParts, timeZone: string): Date => {
  const guess = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  const first = new Date(guess.getTime() - zoneOffsetMinutes(guess, timeZone) * 60_000);
  return new Date(guess.getTime() - zoneOffsetMinutes(first, timeZone) * 60_000);
};

/** ISO 8601 with the zone's offset: `2026-05-01T10:00:00+05:00`. */
export const isoInZone = (instant: Date, timeZone: string): string => {
  const p = zonedParts(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(instant.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};
