import { dimensionBodySchema } from '@portal/contract/fleet/dimensions.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customers, dimensions, routeWayDimensions, routeWays } from '../db/schema/index';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import { seedDemo } from './demo-seed';
import { seedDimensions } from './dimensions.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
}, 60_000);
afterAll(() => t.close());

describe('seedDimensions', () => {
  it('gives the demo shipper valid dimensions with one default, a route-way dimension per way, once', async () => {
    const db = t.app.ctx.db;
    const [shipper] = await db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
    const rows = await db.select().from(dimensions).where(eq(dimensions.customerId, shipper!.id));
    expect(rows.length).toBe(5);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    for (const { name, weight, volume, volumeFrom, volumeTo, percentage, isDefault } of rows)
      expect(
        dimensionBodySchema.safeParse({ name, weight, volume, volumeFrom, volumeTo, percentage, isDefault })
          .success,
      ).toBe(true);
    const ways = await db.select().from(routeWays).where(eq(routeWays.customerId, shipper!.id));
    const records = await db
      .select()
      .from(routeWayDimensions)
      .where(eq(routeWayDimensions.customerId, shipper!.id));
    expect(records).toHaveLength(ways.length);
    expect(await seedDimensions(t.app.ctx)).toBe(false);
  });
});
