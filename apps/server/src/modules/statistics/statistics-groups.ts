import type { StatisticsKey } from '@portal/contract/statistics/statistics.schemas';
import type { StatisticsGrouping } from '@portal/contract/statistics/statistics-periods';
import { periodsOf } from '@portal/contract/statistics/statistics-periods';
import { sql } from 'drizzle-orm';

/** A row of `group by grouping sets ((), (period), (key_id))`: the sums of the set, a period or a key. */
export type GroupedRow = { grp: number; period: string | Date | null; key_id: number | null } & Record<
  string,
  unknown
>;

// grouping(period, key_id): a bit per column left out of the group, period first.
const TOTAL = 3;
export const BY_PERIOD = 1;
const BY_KEY = 2;

export const groupingSetsOf = () => sql`grouping(period, key_id)::int as grp, period, key_id`;

/** A bigint or numeric sum as a number (pg answers them as text). */
export const numberOf = (value: unknown): number => (value == null ? 0 : Number(value));

const dayOf = (period: string | Date): string =>
  typeof period === 'string' ? period.slice(0, 10) : period.toISOString().slice(0, 10);

export type Figures = Record<string, number | null>;

export type Assembled<F extends Figures> = {
  totals: F;
  series: (F & { period: string })[];
  rows: (F & { key: StatisticsKey })[];
};

/**
 * DESIGN 12 answer shape from grouped rows: the totals, every period of the range (empty ones from `empty`), and
 * one row per key named by `names` (a key without a name, e.g. no manager, reads `unnamed`).
 */
export const assemble = <F extends Figures>(
  grouped: readonly GroupedRow[],
  figuresOf: (row: GroupedRow | undefined) => F,
  range: { dateFrom: string; dateTo: string; groupBy: StatisticsGrouping },
  names: ReadonlyMap<number, string>,
  unnamed: string,
): Assembled<F> => {
  const byPeriod = new Map(
    grouped
      .filter((row) => row.grp === BY_PERIOD && row.period !== null)
      .map((row) => [dayOf(row.period!), row]),
  );
  return {
    totals: figuresOf(grouped.find((row) => row.grp === TOTAL)),
    series: periodsOf(range.dateFrom, range.dateTo, range.groupBy).map((period) => ({
      period,
      ...figuresOf(byPeriod.get(period)),
    })),
    rows: grouped
      .filter((row) => row.grp === BY_KEY)
      .map((row) => ({
        key: { id: row.key_id, name: row.key_id === null ? unnamed : (names.get(row.key_id) ?? '') },
        ...figuresOf(row),
      }))
      .sort((a, b) => a.key.name.localeCompare(b.key.name, 'ru')),
  };
};
