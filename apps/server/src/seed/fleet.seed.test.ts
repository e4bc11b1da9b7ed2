import { buffer } from 'node:stream/consumers';
import { attorneyBodySchema } from '@portal/contract/fleet/attorneys.schemas';
import { containerBodySchema } from '@portal/contract/fleet/containers.schemas';
import { driverBodySchema } from '@portal/contract/fleet/drivers.schemas';
import { vehicleBodySchema } from '@portal/contract/fleet/vehicles.schemas';
import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { detectKind } from '../core/files/file-kind';
import {
  attorneys,
  containers,
  contractors,
  driverDrafts,
  drivers,
  files,
  routes,
  users,
  vehicles,
} from '../db/schema/index';
import { seedDemo } from './demo-seed';
import { seedFleet } from './fleet.seed';
import { seedFlightFleet } from './flight-fleet.seed';

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

  it('gives the demo carrier’s drivers a photo and scans, its vehicles and attorneys scans: small real files it owns', async () => {
    const db = t.app.ctx.db;
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin@carrier.demo'));
    const carrierId = admin!.ownerId;
    const driverRows = await db.select().from(drivers).where(eq(drivers.contractorId, carrierId));
    const vehicleRows = await db.select().from(vehicles).where(eq(vehicles.contractorId, carrierId));
    const attorneyRows = await db.select().from(attorneys).where(eq(attorneys.contractorId, carrierId));
    const guids = [
      ...driverRows.flatMap((row) => [row.photoFileGuid, row.passportScanFileGuid, row.licenceScanFileGuid]),
      ...vehicleRows.map((row) => row.registrationScanFileGuid),
      ...vehicleRows.filter((row) => row.ownership === 'leased').map((row) => row.leaseScanFileGuid),
      ...attorneyRows.map((row) => row.scanFileGuid),
    ];
    expect(guids.every((guid) => guid !== null)).toBe(true);
    expect(new Set(guids).size).toBe(guids.length);
    const rows = await db
      .select()
      .from(files)
      .where(inArray(files.guid, guids as string[]));
    expect(rows).toHaveLength(guids.length);
    for (const row of rows) {
      expect(row).toMatchObject({ ownerType: 'contractor', ownerId: carrierId, uploadedBy: admin!.id });
      const content = await buffer(await t.app.ctx.storage.stream(row.storageKey));
      expect(content.length).toBe(row.size);
      expect(row.size).toBeLessThan(4 * 1024);
      expect(detectKind(content)).toBe(row.mimeType === 'image/png' ? 'png' : 'pdf');
    }
    const photos = rows.filter((row) => row.mimeType === 'image/png');
    expect(photos).toHaveLength(driverRows.length);
    // The pending draft proposes a new phone, not the removal of the driver's files.
    const [draft] = await db.select().from(driverDrafts);
    const drafted = driverRows.find((row) => row.id === draft!.driverId)!;
    expect(draft!.values).toMatchObject({ photo: { file: { guid: drafted.photoFileGuid } } });
  });

  it('puts a verified truck, trailer and driver with an active power of attorney on every assigned flight, once', async () => {
    const db = t.app.ctx.db;
    const assigned = await db
      .select()
      .from(routes)
      .where(and(isNotNull(routes.contractorId), eq(routes.isCancel, false), eq(routes.isDraft, false)));
    expect(new Set(assigned.map((route) => route.contractorId)).size).toBeGreaterThan(3);
    for (const route of assigned) {
      expect(route.vehicleId, route.routeCode).not.toBeNull();
      expect(route.trailerId, route.routeCode).not.toBeNull();
      const day = route.planDateArrival.toISOString().slice(0, 10);
      const cover = await db
        .select()
        .from(attorneys)
        .innerJoin(drivers, eq(drivers.id, attorneys.driverId))
        .where(
          and(
            eq(attorneys.driverId, route.firstDriverId!),
            eq(drivers.contractorId, route.contractorId!),
            eq(drivers.status, 2),
            eq(attorneys.status, 0),
            lte(attorneys.dateFrom, day),
            gte(attorneys.dateTo, day),
          ),
        );
      expect(cover.length, route.routeCode).toBeGreaterThan(0);
    }
    expect(await seedFlightFleet(t.app.ctx)).toBe(false);
  });

  it('gives every partner carrier of the demo shipper that holds flights a few drivers and vehicles', async () => {
    const db = t.app.ctx.db;
    const holders = await db
      .selectDistinct({ id: routes.contractorId })
      .from(routes)
      .where(isNotNull(routes.contractorId));
    for (const { id } of holders) {
      const [carrier] = await db.select().from(contractors).where(eq(contractors.id, id!));
      const own = await db.select().from(drivers).where(eq(drivers.contractorId, id!));
      expect(own.length, carrier!.name).toBeGreaterThanOrEqual(3);
    }
    const names = (await db.select().from(drivers)).map((row) => row.fullname);
    expect(new Set(names).size).toBe(names.length);
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
