import { colorName } from '@portal/contract/format/colors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customers, transportationNames } from '../db/schema/index';
import { DEMO_TRANSPORTATION_NAMES, seedTransportationNames } from './transportation-names.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedTransportationNames', () => {
  it('adds nothing without the demo customer, then its kinds of cargo in distinct colours once', async () => {
    const db = t.app.ctx.db;
    expect(await seedTransportationNames(t.app.ctx)).toBe(false);
    const [customer] = await db
      .insert(customers)
      .values({ name: 'АО «СеверТрансГрупп»', inn: '7708123450' })
      .returning();
    expect(await seedTransportationNames(t.app.ctx)).toBe(true);
    const rows = await db.select().from(transportationNames);
    expect(rows).toHaveLength(DEMO_TRANSPORTATION_NAMES.length);
    expect(new Set(rows.map((row) => row.customerId))).toEqual(new Set([customer!.id]));
    expect(new Set(rows.map((row) => row.color)).size).toBe(rows.length);
    // Two kinds of cargo never share one colour name (the API's rule, issue 22).
    expect(new Set(rows.map((row) => colorName(row.color))).size).toBe(rows.length);
    for (const row of rows) expect(row.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(await seedTransportationNames(t.app.ctx)).toBe(false);
    expect(await db.select().from(transportationNames)).toHaveLength(rows.length);
  });
});
