import { GENERAL_VAT_TABLE, lineVat, VAT_REGIMES, vatRate } from '@portal/contract/proformas/vat';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from './database';
import { vatRateSql, withoutVatSql } from './vat';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

// Each start of the general table but the first (no date PostgreSQL takes), the day before it, and a day long ago.
const days = [
  '1999-06-15',
  ...GENERAL_VAT_TABLE.slice(1).flatMap((entry) => [dayBefore(entry.from), entry.from]),
];

describe('vatRateSql', () => {
  it('answers the contract’s rate for each day around the table’s starts and each regime, as a value or a column', async () => {
    for (const day of days)
      for (const regime of VAT_REGIMES) {
        const dayValue = sql`${day}::date`;
        const result = await database.db.execute(
          sql`select ${vatRateSql(dayValue, regime)} as of_value, ${vatRateSql(dayValue, sql`${regime}::varchar`)} as of_column`,
        );
        const expected = vatRate(day, regime);
        expect(result.rows[0], `${day} ${regime}`).toEqual({ of_value: expected, of_column: expected });
      }
  });

  it('takes the general rate when there is no regime (a route without a carrier)', async () => {
    for (const day of days) {
      const result = await database.db.execute(
        sql`select ${vatRateSql(sql`${day}::date`, sql`null::varchar`)} as rate`,
      );
      expect(result.rows[0]).toEqual({ rate: vatRate(day, 'general') });
    }
  });
});

describe('withoutVatSql', () => {
  it('equals lineVat’s sum without VAT to the kopeck, halves rounded up and negatives mirrored', async () => {
    // Halves: 3 kopecks at 20 % hold 0.5, 600 003 hold 100 000.5; the rest cover every rate's other remainders.
    const grosses = [1, 2, 3, 9, 100, 123_457, 600_003, 100_001, 1_000_000_000_001, -3, -600_003, 0];
    for (const gross of grosses)
      for (const rate of [0, 5, 7, 20, 22]) {
        const result = await database.db.execute(
          sql`select (${withoutVatSql(sql`${gross}::bigint`, sql<number>`${rate}::integer`)})::text as without_vat`,
        );
        expect(result.rows[0], `${gross} at ${rate} %`).toEqual({
          without_vat: String(lineVat(gross, rate).sumWithoutVat),
        });
      }
  });
});
