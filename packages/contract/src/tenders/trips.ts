// Issue 16: a lot runs on the weekdays of its period (dates inclusive, weekdays 1 Monday … 7 Sunday). Calendar days
// are counted in UTC arithmetic on `YYYY-MM-DD`, so no zone or DST can shift a day; the flight's time of day is
// placed in its department's zone by the server.

const DAY_MS = 86_400_000;
/** A lot longer than this is refused: about two years of daily trips. */
export const TRIP_DAYS_MAX = 731;

const dayNumber = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** The ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string): number =>
  ((new Date(dayNumber(day) * DAY_MS).getUTCDay() + 6) % 7) + 1;

/** Days between two calendar days, both counted. */
export const periodDays = (dateFrom: string, dateTo: string): number =>
  dayNumber(dateTo) - dayNumber(dateFrom) + 1;

/** Every day of the period whose weekday is in the pattern, in order. */
export const tripDates = (dateFrom: string, dateTo: string, weekdays: readonly number[]): string[] => {
  const wanted = new Set(weekdays);
  const days: string[] = [];
  for (let n = dayNumber(dateFrom); n <= dayNumber(dateTo); n += 1) {
    const day = new Date(n * DAY_MS).toISOString().slice(0, 10);
    if (wanted.has(isoWeekday(day))) days.push(day);
  }
  return days;
};

export const tripsCountOf = (dateFrom: string, dateTo: string, weekdays: readonly number[]): number =>
  tripDates(dateFrom, dateTo, weekdays).length;

export const WEEKDAY_SHORT_LABELS: Record<number, string> = {
  1: 'Пн',
  2: 'Вт',
  3: 'Ср',
  4: 'Чт',
  5: 'Пт',
  6: 'Сб',
  7: 'Вс',
};
