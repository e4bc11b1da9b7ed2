// DESIGN 12 «Statistics»: a figure belongs to the period holding its day (Moscow); every period of the range is in
// `series`, empty ones with zeros. A period is named by its first day, `YYYY-MM-DD`: the day itself, the Monday
// of its ISO week, or the first of its month. Calendar arithmetic is UTC on `YYYY-MM-DD`, so no zone shifts a day.

export const STATISTICS_GROUPINGS = ['day', 'week', 'month'] as const;
export type StatisticsGrouping = (typeof STATISTICS_GROUPINGS)[number];

export const STATISTICS_GROUPING_LABELS: Record<StatisticsGrouping, string> = {
  day: 'По дням',
  week: 'По неделям',
  month: 'По месяцам',
};

const DAY_MS = 86_400_000;
const toUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The first day of the period holding `day`. */
export const periodStart = (day: string, groupBy: StatisticsGrouping): string => {
  switch (groupBy) {
    case 'day':
      return day;
    case 'week': {
      const date = toUtc(day);
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return toDay(new Date(date.getTime() - sinceMonday * DAY_MS));
    }
    case 'month':
      return `${day.slice(0, 7)}-01`;
  }
};

const nextPeriod = (start: string, groupBy: StatisticsGrouping): string => {
  const date = toUtc(start);
  switch (groupBy) {
    case 'day':
      return toDay(new Date(date.getTime() + DAY_MS));
    case 'week':
      return toDay(new Date(date.getTime() + 7 * DAY_MS));
    case 'month':
      return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  }
};

/** Every period touching the inclusive range, in order. */
export const periodsOf = (dateFrom: string, dateTo: string, groupBy: StatisticsGrouping): string[] => {
  const periods: string[] = [];
  for (let start = periodStart(dateFrom, groupBy); start <= dateTo; start = nextPeriod(start, groupBy))
    periods.push(start);
  return periods;
};

/** Calendar days between two days, both counted. */
export const daysBetween = (dateFrom: string, dateTo: string): number =>
  Math.round((toUtc(dateTo).getTime() - toUtc(dateFrom).getTime()) / DAY_MS) + 1;

/** The day three calendar years after `day` minus one: the last day a range starting on `day` may reach. */
export const lastDayWithinYears = (day: string, years: number): string => {
  const date = toUtc(day);
  const later = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
  return toDay(new Date(later.getTime() - DAY_MS));
};

const MONTHS_SHORT = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** A period as the screen names it: «05.03.2027», «неделя с 01.03.2027», «мар 2027». */
export const periodLabel = (start: string, groupBy: StatisticsGrouping): string => {
  const [y, m, d] = start.split('-') as [string, string, string];
  switch (groupBy) {
    case 'day':
      return `${d}.${m}.${y}`;
    case 'week':
      return `неделя с ${d}.${m}.${y}`;
    case 'month':
      return `${MONTHS_SHORT[Number(m) - 1]} ${y}`;
  }
};
