import type { DriverValues } from '@portal/contract/fleet/drivers.schemas';
import { and, count, desc, eq, exists, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import { countRows } from '../../core/db/in-use';
import { containsPattern } from '../../core/db/paging';
import { attorneys, contractors, driverDrafts, drivers, files, routes } from '../../db/schema/index';
import { type FleetScope, scopeWhere } from './fleet-scope';

const photoFiles = alias(files, 'photo_files');
const passportScanFiles = alias(files, 'passport_scan_files');
const licenceScanFiles = alias(files, 'licence_scan_files');

const selectDrivers = (db: Db | Tx) =>
  db
    .select({
      driver: drivers,
      contractorName: contractors.name,
      photo: photoFiles,
      passportScan: passportScanFiles,
      licenceScan: licenceScanFiles,
      hasDraft: exists(
        db
          .select({ id: driverDrafts.id })
          .from(driverDrafts)
          .where(and(eq(driverDrafts.driverId, drivers.id), eq(driverDrafts.status, 0))),
      ).mapWith(Boolean),
    })
    .from(drivers)
    .innerJoin(contractors, eq(contractors.id, drivers.contractorId))
    .leftJoin(photoFiles, eq(photoFiles.guid, drivers.photoFileGuid))
    .leftJoin(passportScanFiles, eq(passportScanFiles.guid, drivers.passportScanFileGuid))
    .leftJoin(licenceScanFiles, eq(licenceScanFiles.guid, drivers.licenceScanFileGuid))
    .$dynamic();

export type DriverRow = Awaited<ReturnType<typeof selectDrivers>>[number];

export type DriverFilter = {
  query?: string | undefined;
  status?: number | undefined;
  contractorId?: number | undefined;
};

const whereOf = (db: Db | Tx, scope: FleetScope, { query, status, contractorId }: DriverFilter) => {
  const pattern = query ? containsPattern(query) : null;
  return and(
    scopeWhere(db, drivers.contractorId, scope, contractorId),
    status === undefined ? undefined : eq(drivers.status, status),
    pattern ? or(ilike(drivers.fullname, pattern), ilike(drivers.phone, pattern)) : undefined,
  );
};

export const findDrivers = async (
  db: Db,
  scope: FleetScope,
  filter: DriverFilter,
  { page, limit }: { page: number; limit: number },
) => {
  const where = whereOf(db, scope, filter);
  const [rows, [totals]] = await Promise.all([
    selectDrivers(db)
      .where(where)
      .orderBy(desc(drivers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(drivers).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findDriver = async (
  db: Db | Tx,
  scope: FleetScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DriverRow | null> => {
  const query = selectDrivers(db).where(and(scopeWhere(db, drivers.contractorId, scope), eq(drivers.id, id)));
  const [row] = await (options.lock ? query.for('update', { of: drivers }) : query);
  return row ?? null;
};

type DriverIdentity = Pick<
  DriverValues,
  'passportType' | 'passportSeries' | 'passportNumber' | 'licenceNumber'
>;

/** Whether another driver of the carrier already has this passport (type, series, number), this licence. */
export const findDriverTwins = async (
  db: Db | Tx,
  contractorId: number,
  identity: DriverIdentity,
  exceptId?: number,
) => {
  const samePassport = (row: DriverIdentity) =>
    row.passportType === identity.passportType &&
    row.passportSeries === identity.passportSeries &&
    row.passportNumber === identity.passportNumber;
  const rows = await db
    .select({
      passportType: drivers.passportType,
      passportSeries: drivers.passportSeries,
      passportNumber: drivers.passportNumber,
      licenceNumber: drivers.licenceNumber,
    })
    .from(drivers)
    .where(
      and(
        eq(drivers.contractorId, contractorId),
        or(
          and(
            eq(drivers.passportType, identity.passportType),
            eq(drivers.passportSeries, identity.passportSeries),
            eq(drivers.passportNumber, identity.passportNumber),
          ),
          eq(drivers.licenceNumber, identity.licenceNumber),
        ),
        exceptId === undefined ? undefined : ne(drivers.id, exceptId),
      ),
    );
  return {
    isPassportTaken: rows.some(samePassport),
    isLicenceTaken: rows.some((row) => row.licenceNumber === identity.licenceNumber),
  };
};

type DriverColumns = Partial<Omit<typeof drivers.$inferInsert, 'id' | 'contractorId'>>;

/** The body's file references ({ file: { guid } } or null) become the guid columns; absent ones stay as they are. */
const columnsOf = ({ photo, passportScan, licenceScan, ...rest }: Partial<DriverValues>): DriverColumns => ({
  ...rest,
  ...(photo === undefined ? {} : { photoFileGuid: photo?.file.guid ?? null }),
  ...(passportScan === undefined ? {} : { passportScanFileGuid: passportScan?.file.guid ?? null }),
  ...(licenceScan === undefined ? {} : { licenceScanFileGuid: licenceScan?.file.guid ?? null }),
});

export const insertDriver = async (tx: Tx, contractorId: number, values: DriverValues): Promise<number> => {
  const [row] = await tx
    .insert(drivers)
    .values({ ...(columnsOf(values) as DriverValues), contractorId })
    .returning({ id: drivers.id });
  return row!.id;
};

export const updateDriver = async (
  tx: Tx,
  id: number,
  values: Partial<DriverValues> & { status?: number; reason?: string | null },
) => {
  await tx
    .update(drivers)
    .set({ ...columnsOf(values), updatedAt: sql`now()` })
    .where(eq(drivers.id, id));
};

/** Issue 21: the flights the driver is assigned to (first or second) and the powers of attorney naming it. */
export const countDriverUses = async (tx: Tx, id: number) => ({
  flights: await countRows(tx, routes, or(eq(routes.firstDriverId, id), eq(routes.secondDriverId, id))),
  attorneys: await countRows(tx, attorneys, eq(attorneys.driverId, id)),
});

export const deleteDriverRow = async (tx: Tx, id: number) => {
  await tx.delete(drivers).where(eq(drivers.id, id));
};
