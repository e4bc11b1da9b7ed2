import { attorneyBodySchema } from '@portal/contract/fleet/attorneys.schemas';
import { containerBodySchema } from '@portal/contract/fleet/containers.schemas';
import { driverBodySchema } from '@portal/contract/fleet/drivers.schemas';
import { vehicleBodySchema } from '@portal/contract/fleet/vehicles.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { attorneys, containers, driverDrafts, drivers, users, vehicles } from '../db/schema/index';
import { seedDemo } from './demo-seed';
import { seedFleet } from './fleet.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
}, 60_000);
afterAll(() => t.close());

describe('seedFleet', () => {
  it('gives the demo carrier drivers and vehicles in every status, containers, attorneys and a draft, once', async () => {
    const db = t.app.ctx.db;
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin@carrier.demo'));
    const carrierId = admin!.ownerId;
    const mine = <T extends { contractorId: number }>(rows: T[]) =>
      rows.filter((row) => row.contractorId === carrierId);
    const driverRows = mine(await db.select().from(drivers));
    const vehicleRows = mine(await db.select().from(vehicles));
    expect(driverRows).toHaveLength(12);
    expect(vehicleRows).toHaveLength(15);
    expect(new Set(driverRows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(vehicleRows.map((row) => `${row.kind}:${row.status}`)).size).toBeGreaterThanOrEqual(7);
    expect(mine(await db.select().from(containers))).toHaveLength(6);
    const attorneyRows = mine(await db.select().from(attorneys));
    expect(new Set(attorneyRows.map((row) => row.status))).toEqual(new Set([0, 1]));
    expect(mine(await db.select().from(driverDrafts))).toHaveLength(1);
    expect(await seedFleet(t.app.ctx)).toBe(false);
  });

  it('seeds only values the API itself would accept', async () => {
    const db = t.app.ctx.db;
    for (const row of await db.select().from(drivers))
      expect(driverBodySchema.safeParse(row).error, row.fullname).toBeUndefined();
    for (const row of await db.select().from(vehicles))
      expect(
        vehicleBodySchema.safeParse({
          ...row,
          model: row.modelId,
          bodyType: row.bodyTypeId,
          loadingTypes: row.loadingTypeIds,
        }).error,
        row.plateNumber,
      ).toBeUndefined();
    for (const row of await db.select().from(containers))
      expect(
        containerBodySchema.safeParse({ number: row.number, containerType: row.containerTypeId }).error,
      ).toBeUndefined();
    for (const row of await db.select().from(attorneys))
      expect(
        attorneyBodySchema.safeParse({ ...row, driver: row.driverId }).error,
        row.number,
      ).toBeUndefined();
    for (const row of await db.select().from(driverDrafts))
      expect(driverBodySchema.safeParse(row.values).error).toBeUndefined();
  });
});
