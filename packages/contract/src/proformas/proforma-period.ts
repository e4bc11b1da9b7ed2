// DESIGN 12: a proforma's period is YYYY-MM-DD, both days inclusive, at most 3 calendar months.

export const PROFORMA_PERIOD_MONTHS_MAX = 3;

/** The day `months` calendar months after a day (31 January + 1 month rolls over into March, as Date does). */
export const addMonths = (day: string, months: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
};

/** Whether [from, to] fits in 3 calendar months: 01.01–31.03 does, 01.01–01.04 does not. */
export const isPeriodWithinMonths = (
  from: string,
  to: string,
  months = PROFORMA_PERIOD_MONTHS_MAX,
): boolean => to < addMonths(from, months);

/** The first and last days of the calendar month before the day's month (the scheduler's period). */
export const previousMonthOf = (day: string): { dateFrom: string; dateTo: string } => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  return { dateFrom: first, dateTo: last };
};

/** The day `days` days after a day (the due date: the acceptance day plus the payment term). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
