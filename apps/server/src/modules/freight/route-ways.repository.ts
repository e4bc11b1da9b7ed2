import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { departments, routeTariffs, routeWayPoints, routeWays, users } from '../../db/schema/index';

export type RouteWayRow = typeof routeWays.$inferSelect & { tariffKopecks: number | null };
export type RouteWayFilter = { query?: string | undefined; transportation?: number | undefined };

/**
 * The newest tariff of the way, in kopecks. Written with qualified names: drizzle leaves the columns of a
 * one-table select unqualified, which would tie the subquery's route_way_id to its own id.
 */
const currentTariff = sql<
  number | null
>`(select t.summ_kopecks from route_tariffs t where t.route_way_id = "route_ways"."id" order by t.id desc limit 1)`.mapWith(
  (value) => (value === null ? null : Number(value)),
);

const selectWays = (db: Db | Tx) =>
  db
    .select({
      id: routeWays.id,
      customerId: routeWays.customerId,
      code: routeWays.code,
      name: routeWays.name,
      transportationType: routeWays.transportationType,
      createdAt: routeWays.createdAt,
      updatedAt: routeWays.updatedAt,
      tariffKopecks: currentTariff,
    })
    .from(routeWays)
    .$dynamic();

// Ownership lives in the query: another customer's route way is simply not found.
const whereOf = (customerId: number, { query, transportation }: RouteWayFilter): SQL =>
  and(
    eq(routeWays.customerId, customerId),
    query
      ? or(ilike(routeWays.code, containsPattern(query)), ilike(routeWays.name, containsPattern(query)))
      : undefined,
    transportation === undefined ? undefined : eq(routeWays.transportationType, transportation),
  )!;

export const findRouteWays = async (
  db: Db,
  customerId: number,
  filter: RouteWayFilter,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: RouteWayRow[]; total: number }> => {
  const where = whereOf(customerId, filter);
  const [rows, [totals]] = await Promise.all([
    selectWays(db)
      .where(where)
      .orderBy(asc(routeWays.code), asc(routeWays.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(routeWays).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findRouteWay = async (
  db: Db | Tx,
  customerId: number,
  routeWayId: number,
): Promise<RouteWayRow | null> => {
  const [row] = await selectWays(db).where(and(whereOf(customerId, {}), eq(routeWays.id, routeWayId)));
  return row ?? null;
};

/** Locks the way's row, so its points and tariff change in one order. */
export const lockRouteWay = async (tx: Tx, customerId: number, routeWayId: number): Promise<boolean> => {
  const rows = await tx
    .select({ id: routeWays.id })
    .from(routeWays)
    .where(and(eq(routeWays.customerId, customerId), eq(routeWays.id, routeWayId)))
    .for('update');
  return rows.length > 0;
};

export type RouteWayPointRow = {
  routeWayId: number;
  position: number;
  distance: number;
  department: { id: number; name: string; timezone: string };
};

export const findRouteWayPoints = async (
  db: Db | Tx,
  routeWayIds: readonly number[],
): Promise<RouteWayPointRow[]> =>
  routeWayIds.length === 0
    ? []
    : db
        .select({
          routeWayId: routeWayPoints.routeWayId,
          position: routeWayPoints.position,
          distance: routeWayPoints.distance,
          department: { id: departments.id, name: departments.name, timezone: departments.timezone },
        })
        .from(routeWayPoints)
        .innerJoin(departments, eq(departments.id, routeWayPoints.departmentId))
        .where(inArray(routeWayPoints.routeWayId, [...routeWayIds]))
        .orderBy(asc(routeWayPoints.routeWayId), asc(routeWayPoints.position));

export const isRouteWayCodeTaken = async (
  db: Db | Tx,
  customerId: number,
  code: string,
  exceptRouteWayId?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: routeWays.id })
    .from(routeWays)
    .where(
      and(
        eq(routeWays.customerId, customerId),
        sql`lower(${routeWays.code}) = lower(${code})`,
        exceptRouteWayId === undefined ? undefined : ne(routeWays.id, exceptRouteWayId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

type RouteWayValues = { code: string; name: string; transportationType: number };

export const insertRouteWay = async (tx: Tx, customerId: number, values: RouteWayValues): Promise<number> => {
  const [row] = await tx
    .insert(routeWays)
    .values({ customerId, ...values })
    .returning({ id: routeWays.id });
  return row!.id;
};

export const updateRouteWayRow = async (
  tx: Tx,
  customerId: number,
  routeWayId: number,
  values: RouteWayValues,
): Promise<void> => {
  await tx
    .update(routeWays)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(routeWays.customerId, customerId), eq(routeWays.id, routeWayId)));
};

export const replaceRouteWayPoints = async (
  tx: Tx,
  routeWayId: number,
  points: readonly { department: number; distance: number }[],
): Promise<void> => {
  await tx.delete(routeWayPoints).where(eq(routeWayPoints.routeWayId, routeWayId));
  await tx.insert(routeWayPoints).values(
    points.map((point, position) => ({
      routeWayId,
      position,
      departmentId: point.department,
      distance: point.distance,
    })),
  );
};

export type TariffRow = {
  id: number;
  summKopecks: number;
  source: number;
  tenderId: number | null;
  createdAt: Date;
  createdBy: { id: number; fullname: string } | null;
};

export const findTariffs = async (db: Db | Tx, routeWayId: number): Promise<TariffRow[]> => {
  const rows = await db
    .select({
      id: routeTariffs.id,
      summKopecks: routeTariffs.summKopecks,
      source: routeTariffs.source,
      tenderId: routeTariffs.tenderId,
      createdAt: routeTariffs.createdAt,
      creatorId: users.id,
      creatorName: users.fullname,
    })
    .from(routeTariffs)
    .leftJoin(users, eq(users.id, routeTariffs.createdBy))
    .where(eq(routeTariffs.routeWayId, routeWayId))
    .orderBy(desc(routeTariffs.id));
  return rows.map(({ creatorId, creatorName, ...row }) => ({
    ...row,
    createdBy: creatorId === null || creatorName === null ? null : { id: creatorId, fullname: creatorName },
  }));
};

export const insertTariff = async (
  tx: Tx,
  values: {
    routeWayId: number;
    summKopecks: number;
    source: number;
    tenderId?: number | null;
    createdBy: number | null;
  },
): Promise<void> => {
  await tx.insert(routeTariffs).values(values);
};

export const findRouteWayOptions = (db: Db, customerId: number, query: string | undefined, limit: number) =>
  selectWays(db)
    .where(whereOf(customerId, { query }))
    .orderBy(asc(routeWays.code), asc(routeWays.id))
    .limit(limit);
