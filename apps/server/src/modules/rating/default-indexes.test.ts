import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ratingIndexes } from '../../db/schema/index';
import { DEFAULT_INDEXES } from './default-indexes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIGRATION = new URL('../../../drizzle/0019_rating_formulas_in_russian.sql', import.meta.url);

describe('the default rating formulas', () => {
  it('speak Russian, not field names', () => {
    for (const index of DEFAULT_INDEXES) expect(index.formula).not.toMatch(/[A-Za-z]/);
    expect(DEFAULT_INDEXES.find((index) => index.code === 'onTime')?.formula).toBe(
      'доля рейсов без опозданий = закрытые рейсы без опозданий ÷ все закрытые рейсы × 100 %',
    );
  });

  it('replace the stored formulas of the field names, keeping those an admin wrote', async () => {
    const db = t.app.ctx.db;
    const customer = await createCustomer(db);
    const index = (code: string, formula: string, position: number) => ({
      customerId: customer.id,
      code,
      name: code,
      formula,
      koeff: 1,
      position,
    });
    await db
      .insert(ratingIndexes)
      .values([
        index('onTime', 'Доля закрытых рейсов без опозданий: countNoDelayed / countRoutes × 100 %', 1),
        index('routes', 'Свой расчёт администратора', 2),
      ]);
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const formulaOf = async (code: string) =>
      (
        await db
          .select({ formula: ratingIndexes.formula })
          .from(ratingIndexes)
          .where(and(eq(ratingIndexes.customerId, customer.id), eq(ratingIndexes.code, code)))
      )[0]?.formula;
    expect(await formulaOf('onTime')).toBe(DEFAULT_INDEXES[0]!.formula);
    expect(await formulaOf('routes')).toBe('Свой расчёт администратора');
  });
});
