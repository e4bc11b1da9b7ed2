import { DEFAULT_RATING_PERIOD_OPTION } from '../constants';

// DESIGN 11: GET /api/ratingperiods → 1 month (the default), 2 quarter, 3 half-year, 4 year.
export const RATING_PERIODS = [
  { id: 1, name: 'Месяц', months: 1 },
  { id: 2, name: 'Квартал', months: 3 },
  { id: 3, name: 'Полугодие', months: 6 },
  { id: 4, name: 'Год', months: 12 },
] as const;
export type RatingPeriodId = (typeof RATING_PERIODS)[number]['id'];
export const RATING_PERIOD_IDS = RATING_PERIODS.map((period) => period.id) as RatingPeriodId[];
export const DEFAULT_RATING_PERIOD = DEFAULT_RATING_PERIOD_OPTION as RatingPeriodId;

/** Dates are `YYYY-MM-DD` (calendar days in Moscow, the operator's working zone). */
export type PeriodRange = { dateFrom: string; dateTo: string };

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/** The period of the given kind that holds a calendar day (`YYYY-MM-DD`). */
export const periodHolding = (periodId: RatingPeriodId, isoDay: string): PeriodRange => {
  const months = RATING_PERIODS.find((period) => period.id === periodId)!.months;
  const [year, month] = isoDay.split('-').map(Number) as [number, number];
  const start = Math.floor((month - 1) / months) * months;
  return { dateFrom: day(year, start, 1), dateTo: day(year, start + months, 0) };
};
