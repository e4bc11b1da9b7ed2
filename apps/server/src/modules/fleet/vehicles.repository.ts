import { VEHICLE_FILE_SLOT_NAMES, type VehicleValues } from '@portal/contract/fleet/vehicles.schemas';
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import { countRows } from '../../core/db/in-use';
import { containsPattern } from '../../core/db/paging';
import { contractors, files, routes, vehicles } from '../../db/schema/index';
import { fileGuidColumns } from './fleet-files';
import { type FleetScope, scopeWhere } from './fleet-scope';

const registrationScanFiles = alias(files, 'registration_scan_files');
const leaseScanFiles = alias(files, 'lease_scan_files');

const selectVehicles = (db: Db | Tx) =>
  db
    .select({
      vehicle: vehicles,
      contractorName: contractors.name,
      registrationScan: registrationScanFiles,
      leaseScan: leaseScanFiles,
    })
    .from(vehicles)
    .innerJoin(contractors, eq(contractors.id, vehicles.contractorId))
    .leftJoin(registrationScanFiles, eq(registrationScanFiles.guid, vehicles.registrationScanFileGuid))
    .leftJoin(leaseScanFiles, eq(leaseScanFiles.guid, vehicles.leaseScanFileGuid))
    .$dynamic();

export type VehicleRow = Awaited<ReturnType<typeof selectVehicles>>[number];

export type VehicleFilter = {
  query?: string | undefined;
  status?: number | undefined;
  contractorId?: number | undefined;
  kind?: string | undefined;
};

export const findVehicles = async (
  db: Db,
  scope: FleetScope,
  { query, status, contractorId, kind }: VehicleFilter,
  { page, limit }: { page: number; limit: number },
) => {
  const pattern = query ? containsPattern(query) : null;
  const where = and(
    scopeWhere(db, vehicles.contractorId, scope, contractorId),
    status === undefined ? undefined : eq(vehicles.status, status),
    kind === undefined ? undefined : eq(vehicles.kind, kind),
    pattern ? or(ilike(vehicles.plateNumber, pattern), ilike(vehicles.vin, pattern)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectVehicles(db)
      .where(where)
      .orderBy(desc(vehicles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(vehicles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findVehicle = async (
  db: Db | Tx,
  scope: FleetScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<VehicleRow | null> => {
  const query = selectVehicles(db).where(
    and(scopeWhere(db, vehicles.contractorId, scope), eq(vehicles.id, id)),
  );
  const [row] = await (options.lock ? query.for('update', { of: vehicles }) : query);
  return row ?? null;
};

const columnsOf = ({
  model,
  bodyType,
  loadingTypes,
  registrationScan,
  leaseScan,
  ...rest
}: VehicleValues) => ({
  ...rest,
  ...fileGuidColumns(VEHICLE_FILE_SLOT_NAMES, { registrationScan, leaseScan }),
  modelId: model,
  bodyTypeId: bodyType,
  loadingTypeIds: loadingTypes,
});

/** Whether another vehicle of the carrier already has this plate, this VIN. */
export const findVehicleTwins = async (
  db: Db | Tx,
  contractorId: number,
  { plateNumber, vin }: Pick<VehicleValues, 'plateNumber' | 'vin'>,
  exceptId?: number,
) => {
  const rows = await db
    .select({ plateNumber: vehicles.plateNumber, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.contractorId, contractorId),
        or(eq(vehicles.plateNumber, plateNumber), eq(vehicles.vin, vin)),
        exceptId === undefined ? undefined : ne(vehicles.id, exceptId),
      ),
    );
  return {
    isPlateTaken: rows.some((row) => row.plateNumber === plateNumber),
    isVinTaken: rows.some((row) => row.vin === vin),
  };
};

export const insertVehicle = async (tx: Tx, contractorId: number, values: VehicleValues): Promise<number> => {
  const [row] = await tx
    .insert(vehicles)
    .values({ ...columnsOf(values), contractorId })
    .returning({ id: vehicles.id });
  return row!.id;
};

export const updateVehicle = async (tx: Tx, id: number, values: VehicleValues) => {
  await tx
    .update(vehicles)
    .set({ ...columnsOf(values), updatedAt: sql`now()` })
    .where(eq(vehicles.id, id));
};

export const setVehicleStatus = async (tx: Tx, id: number, status: number, reason: string | null) => {
  await tx.update(vehicles).set({ status, reason, updatedAt: sql`now()` }).where(eq(vehicles.id, id));
};

/** Issue 21: the flights that carry the vehicle as their truck or their trailer. */
export const countVehicleUses = async (tx: Tx, id: number) => ({
  flights: await countRows(tx, routes, or(eq(routes.vehicleId, id), eq(routes.trailerId, id))),
});

export const deleteVehicleRow = async (tx: Tx, id: number) => {
  await tx.delete(vehicles).where(eq(vehicles.id, id));
};
