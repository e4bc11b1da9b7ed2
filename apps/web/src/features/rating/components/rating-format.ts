import { formatNumber } from '@portal/contract/format/numbers';
import { indexValueOf } from '@portal/contract/rating/rating.rules';
import type { IndexValue } from '@portal/contract/rating/rating.schemas';

/** A calendar day `YYYY-MM-DD` as ДД.ММ.ГГГГ, without passing through a time zone. */
export const formatDay = (day: string): string => day.split('-').reverse().join('.');

export const formatPeriod = (row: { dateFrom: string; dateTo: string }): string =>
  `${formatDay(row.dateFrom)} – ${formatDay(row.dateTo)}`;

/** SPEC 2.3: the on-time percent, else the auction count, else the route count. */
export const formatIndexValue = (value: Pick<IndexValue, 'calculation'>): string =>
  value.calculation.countNoDelayed !== null
    ? `${formatNumber(indexValueOf(value.calculation))} %`
    : formatNumber(indexValueOf(value.calculation));

export const formatPoints = (points: number): string => formatNumber(points);

export const formatSigned = (points: number): string =>
  points > 0 ? `+${formatNumber(points)}` : formatNumber(points);
