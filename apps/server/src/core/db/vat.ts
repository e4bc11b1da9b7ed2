import { FIXED_VAT_RATES, GENERAL_VAT_TABLE, type VatRegime } from '@portal/contract/proformas/vat';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// DESIGN 12 «VAT» in SQL, for totals summed over rows a page does not hold. Built from the contract's table and
// rates, so the dates and the percents live only there; the results equal `vatRate` and `lineVat` row by row.

/** A whole percent from the contract, written into the statement as a literal (it is never user input). */
const percent = (rate: number): SQL => {
  if (!Number.isInteger(rate)) throw new Error(`A VAT rate must be a whole percent: ${rate}`);
  return sql.raw(String(rate));
};

/** The first day PostgreSQL takes as a date: an entry from before it (the table's first, 0000-01-01) holds always. */
const FIRST_SQL_DAY = '0001-01-01';

/**
 * The general rate of a day column, as `vatRate(day, 'general')`: each entry's start compared as a date, newest first
 * (comparing the day as text cost a quarter of a second more per 100,000 rows on PostgreSQL).
 */
const generalRateSql = (day: SQLWrapper): SQL => {
  const entries = [...GENERAL_VAT_TABLE].reverse();
  return sql`(case ${sql.join(
    entries.map(
      (entry) =>
        sql`when ${entry.from < FIRST_SQL_DAY ? sql`true` : sql`${day} >= ${entry.from}::date`} then ${percent(entry.rate)}`,
    ),
    sql` `,
  )} else 0 end)`;
};

/**
 * The VAT rate in percent of a day and a regime, as `vatRate(day, regime)`: the regime is a contract value or a
 * column of regimes (null, a route without a carrier, takes the general rate).
 */
export const vatRateSql = (day: SQLWrapper, regime: VatRegime | SQLWrapper): SQL<number> => {
  if (regime === 'general') return generalRateSql(day) as SQL<number>;
  if (typeof regime === 'string') return percent(FIXED_VAT_RATES[regime]) as SQL<number>;
  const fixed = Object.entries(FIXED_VAT_RATES).map(
    ([name, rate]) => sql`when ${name} then ${percent(rate)}`,
  );
  return sql<number>`(case ${regime} ${sql.join(fixed, sql` `)} else ${generalRateSql(day)} end)`;
};

/**
 * A gross sum of kopecks without its VAT, as `lineVat(gross, rate).sumWithoutVat`: VAT = gross × rate ÷ (100 +
 * rate) rounded half-up to the kopeck in integer arithmetic (the division truncates, the floor of a non-negative
 * quotient), a negative sum mirroring the positive one; null stays null.
 */
export const withoutVatSql = (grossKopecks: SQLWrapper, rate: SQL<number>): SQL<number> => {
  const vatOfPositive = sql`((2 * abs(${grossKopecks}) * ${rate} + 100 + ${rate}) / (2 * (100 + ${rate})))`;
  return sql<number>`(${grossKopecks} - case when ${grossKopecks} < 0 then -${vatOfPositive} else ${vatOfPositive} end)`;
};
