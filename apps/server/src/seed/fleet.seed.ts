import type { AttorneyValues } from '@portal/contract/fleet/attorneys.schemas';
import { DRIVER_FILE_SLOT_NAMES, type DriverValues } from '@portal/contract/fleet/drivers.schemas';
import { todayIso } from '@portal/contract/fleet/fleet-common.schemas';
import { ATTORNEY_STATUS, FLEET_STATUS, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import { VEHICLE_FILE_SLOT_NAMES, type VehicleValues } from '@portal/contract/fleet/vehicles.schemas';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../core/db/database';
import {
  attorneys,
  containers,
  contractors,
  driverDrafts,
  drivers,
  users,
  vehicles,
} from '../db/schema/index';
import { fileGuidColumns } from '../modules/fleet/fleet-files';
import {
  attorneyFor,
  attorneyRow,
  type Carrier,
  type Documents,
  documentsOf,
  withAttorneyScan,
  withDriverDocuments,
  withVehicleDocuments,
} from './fleet/demo-fleet-documents';
import {
  addDays,
  DEMO_DRIVER_STATUSES,
  DEMO_TRAILER_STATUSES,
  DEMO_TRUCK_STATUSES,
  DRIVER_NAMES,
  demoContainerNumber,
  demoDriver,
  demoVehicle,
} from './fleet/demo-fleet-values';
import type { SeedContext } from './seed-files';

const { new: NEW, onCheck: ON_CHECK, verified: VERIFIED, cancelled: CANCELLED } = FLEET_STATUS;

const insertFleet = async (
  tx: Tx,
  carrier: Carrier,
  plan: {
    drivers: FleetStatus[];
    trucks: FleetStatus[];
    trailers: FleetStatus[];
    containers: number;
    offset: number;
    region: string;
  },
  documents?: Documents,
) => {
  const driverValues: DriverValues[] = [];
  for (const [index] of plan.drivers.entries()) {
    const at = plan.offset + index;
    const values = demoDriver(at, DRIVER_NAMES[at % DRIVER_NAMES.length]!);
    driverValues.push(documents ? await withDriverDocuments(documents, at, values) : values);
  }
  const vehicleValues: (VehicleValues & { status: FleetStatus })[] = [];
  for (const [kind, statuses] of [
    ['truck', plan.trucks],
    ['trailer', plan.trailers],
  ] as const)
    for (const [index, status] of statuses.entries()) {
      const values = demoVehicle(plan.offset + index, kind, plan.region);
      vehicleValues.push({
        status,
        ...(documents ? await withVehicleDocuments(documents, values) : values),
      });
    }
  await documents?.insert(tx);
  const driverRows = await tx
    .insert(drivers)
    .values(
      driverValues.map((values, index) => {
        const status = plan.drivers[index]!;
        return {
          ...values,
          ...fileGuidColumns(DRIVER_FILE_SLOT_NAMES, values),
          contractorId: carrier.id,
          status,
          reason: status === CANCELLED ? 'Не прошёл проверку службы безопасности' : null,
        };
      }),
    )
    .returning({ id: drivers.id, status: drivers.status, fullname: drivers.fullname });
  await tx.insert(vehicles).values(
    vehicleValues.map(({ status, model, bodyType, loadingTypes, ...rest }) => ({
      ...rest,
      ...fileGuidColumns(VEHICLE_FILE_SLOT_NAMES, rest),
      contractorId: carrier.id,
      status,
      modelId: model,
      bodyTypeId: bodyType,
      loadingTypeIds: loadingTypes,
      reason: status === CANCELLED ? 'СТС не соответствует данным ТС' : null,
    })),
  );
  if (plan.containers)
    await tx.insert(containers).values(
      Array.from({ length: plan.containers }, (_, index) => ({
        contractorId: carrier.id,
        number: demoContainerNumber(
          ['TGH', 'MSC', 'CSQ'][index % 3]!,
          100_200 + plan.offset * 100 + index * 17,
        ),
        containerTypeId: (index % 3) + 1,
        volume: [33, 67, 76][index % 3]!,
      })),
    );
  return driverRows.map((row, index) => ({ ...row, values: driverValues[index]! }));
};

const carrierOf = async (tx: Tx, login: string): Promise<Carrier | null> => {
  const [row] = await tx
    .select({
      id: contractors.id,
      adminId: users.id,
      inn: contractors.inn,
      ogrn: contractors.ogrn,
      director: users.fullname,
    })
    .from(users)
    .innerJoin(contractors, and(eq(users.ownerType, 'contractor'), eq(contractors.id, users.ownerId)))
    .where(eq(users.username, login));
  return row ?? null;
};

// The demo shipper's other partner carriers that hold flights, with their driver offset and plate region.
const OTHER_CARRIERS = [
  ['admin@volga.demo', 12, '52'],
  ['admin@sibir.demo', 15, '154'],
  ['admin@ural.demo', 18, '66'],
  ['admin@yug.demo', 21, '23'],
  ['admin@kazan.demo', 24, '116'],
] as const;

/**
 * Issue 14's demo fleet: admin@carrier.demo has 12 drivers and 15 vehicles and trailers in every status, with
 * photos and scans, 6 containers, attorneys (with their scans) active (two verified drivers for the next 60
 * days), expired and cancelled, and a pending driver draft; the shipper's other partner carriers with flights
 * have a few each. Runs while there are no drivers at all.
 */
export const seedFleet = async (ctx: SeedContext): Promise<boolean> => {
  const [anyDriver] = await ctx.db.select({ id: drivers.id }).from(drivers).limit(1);
  if (anyDriver) return false;
  return ctx.db.transaction(async (tx) => {
    const demo = await carrierOf(tx, 'admin@carrier.demo');
    if (!demo) return false;
    const today = todayIso();
    const documents = documentsOf(ctx, demo);
    const demoDrivers = await insertFleet(
      tx,
      demo,
      {
        drivers: DEMO_DRIVER_STATUSES,
        trucks: DEMO_TRUCK_STATUSES,
        trailers: DEMO_TRAILER_STATUSES,
        containers: 6,
        offset: 0,
        region: '77',
      },
      documents,
    );
    const verified = demoDrivers.filter((driver) => driver.status === VERIFIED);
    const cancelled = demoDrivers.filter((driver) => driver.status === CANCELLED);
    // Back to back, the expired and the long one cover the demo flights of the past year and the next months.
    const demoAttorneys = [
      attorneyFor(demo, verified[0]!.id, 'Д-2026/001', today, addDays(today, 60)),
      attorneyFor(demo, verified[1]!.id, 'Д-2026/002', today, addDays(today, 60)),
      attorneyFor(demo, verified[2]!.id, 'Д-2026/003', addDays(today, -34), addDays(today, 150)),
      attorneyFor(demo, verified[3]!.id, 'Д-2025/041', addDays(today, -400), addDays(today, -35)),
      attorneyFor(demo, cancelled[0]!.id, 'Д-2025/052', addDays(today, -100), addDays(today, 100)),
    ];
    const scanned: AttorneyValues[] = [];
    for (const values of demoAttorneys) scanned.push(await withAttorneyScan(documents, values));
    await documents.insert(tx);
    await tx.insert(attorneys).values(
      scanned.map((values) => ({
        ...attorneyRow(demo, values),
        status: values.number === 'Д-2025/052' ? ATTORNEY_STATUS.cancelled : ATTORNEY_STATUS.active,
      })),
    );
    const drafted = verified[2]!;
    await tx.insert(driverDrafts).values({
      driverId: drafted.id,
      contractorId: demo.id,
      values: { ...drafted.values, phone: '+7 926 100-20-30', routeKinds: ['auto', 'container'] },
      createdBy: demo.adminId,
    });
    for (const [login, offset, region] of OTHER_CARRIERS) {
      const other = await carrierOf(tx, login);
      if (!other) continue;
      const rows = await insertFleet(tx, other, {
        drivers: [VERIFIED, ON_CHECK, NEW],
        trucks: [VERIFIED, ON_CHECK],
        trailers: [VERIFIED],
        containers: 2,
        offset,
        region,
      });
      // A power of attorney over the year of history behind the demo (13 months) and the next three months.
      await tx
        .insert(attorneys)
        .values(
          attorneyRow(
            other,
            attorneyFor(other, rows[0]!.id, `Д-${offset}/2026`, addDays(today, -400), addDays(today, 90)),
          ),
        );
    }
    return true;
  });
};
