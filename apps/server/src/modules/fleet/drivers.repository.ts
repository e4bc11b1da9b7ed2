import type { DriverValues } from '@portal/contract/fleet/drivers.schemas';
import { and, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { contractors, driverDrafts, drivers } from '../../db/schema/index';
import { type FleetScope, scopeWhere } from './fleet-scope';

const selectDrivers = (db: Db | Tx) =>
  db
    .select({
      driver: drivers,
      contractorName: contractors.name,
      hasDraft: exists(
        db
          .select({ id: driverDrafts.id })
          .from(driverDrafts)
          .where(and(eq(driverDrafts.driverId, drivers.id), eq(driverDrafts.status, 0))),
      ).mapWith(Boolean),
    })
    .from(drivers)
    .innerJoin(contractors, eq(contractors.id, drivers.contractorId))
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

export const insertDriver = async (tx: Tx, contractorId: number, values: DriverValues): Promise<number> => {
  const [row] = await tx
    .insert(drivers)
    .values({ ...values, contractorId })
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
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(drivers.id, id));
};

export const deleteDriverRow = async (tx: Tx, id: number) => {
  await tx.delete(drivers).where(eq(drivers.id, id));
};
