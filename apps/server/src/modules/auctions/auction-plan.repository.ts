import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { auctionPlans, auctionRoutes, auctions, routes, routeWays } from '../../db/schema/index';

export type AuctionPlanRecord = typeof auctionPlans.$inferSelect;

/** A month `YYYY-MM` as the stored first day, and back. */
export const monthDate = (month: string) => `${month}-01`;
export const monthOf = (date: string) => date.slice(0, 7);

/** The auctions that count as held: run at least once and not cancelled. */
const HELD = [
  AUCTION_STATUS.planned,
  AUCTION_STATUS.active,
  AUCTION_STATUS.noWinner,
  AUCTION_STATUS.hasWinner,
  AUCTION_STATUS.closed,
];

const planColumns = {
  plan: auctionPlans,
  routeWay: {
    id: routeWays.id,
    code: routeWays.code,
    name: routeWays.name,
    transportationType: routeWays.transportationType,
  },
};

export const planConditions = (
  customerId: number,
  filter: { routeWay?: number | undefined; month_from?: string | undefined; month_to?: string | undefined },
): SQL[] => {
  const conditions: SQL[] = [eq(auctionPlans.customerId, customerId)];
  if (filter.routeWay !== undefined) conditions.push(eq(auctionPlans.routeWayId, filter.routeWay));
  if (filter.month_from) conditions.push(gte(auctionPlans.month, monthDate(filter.month_from)));
  if (filter.month_to) conditions.push(lte(auctionPlans.month, monthDate(filter.month_to)));
  return conditions;
};

export const findPlans = async (
  db: Db | Tx,
  conditions: SQL[],
  { page, limit }: { page: number; limit: number },
) => {
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(planColumns)
      .from(auctionPlans)
      .innerJoin(routeWays, eq(routeWays.id, auctionPlans.routeWayId))
      .where(where)
      .orderBy(asc(auctionPlans.month), asc(routeWays.code), asc(auctionPlans.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ count: count() }).from(auctionPlans).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
};

export const findPlan = async (db: Db | Tx, customerId: number, planId: number) => {
  const [row] = await db
    .select(planColumns)
    .from(auctionPlans)
    .innerJoin(routeWays, eq(routeWays.id, auctionPlans.routeWayId))
    .where(and(eq(auctionPlans.customerId, customerId), eq(auctionPlans.id, planId)));
  return row ?? null;
};

export const findPlanByKey = async (tx: Tx, customerId: number, routeWayId: number, month: string) => {
  const [row] = await tx
    .select({ id: auctionPlans.id })
    .from(auctionPlans)
    .where(
      and(
        eq(auctionPlans.customerId, customerId),
        eq(auctionPlans.routeWayId, routeWayId),
        eq(auctionPlans.month, monthDate(month)),
      ),
    );
  return row ?? null;
};

export const isOwnRouteWay = async (db: Db | Tx, customerId: number, routeWayId: number) => {
  const [row] = await db
    .select({ id: routeWays.id })
    .from(routeWays)
    .where(and(eq(routeWays.id, routeWayId), eq(routeWays.customerId, customerId)));
  return row !== undefined;
};

export const insertPlan = async (tx: Tx, values: typeof auctionPlans.$inferInsert) => {
  const [row] = await tx.insert(auctionPlans).values(values).returning({ id: auctionPlans.id });
  return row!.id;
};

export const updatePlanRow = async (
  tx: Tx,
  planId: number,
  values: Partial<typeof auctionPlans.$inferInsert>,
) => {
  await tx.update(auctionPlans).set(values).where(eq(auctionPlans.id, planId));
};

/**
 * The actual figures per route way and month (`YYYY-MM`, Moscow time of the auction's start): the held auctions
 * holding a flight of that route way, and the initial sums of those flights.
 */
export const findActuals = async (db: Db | Tx, customerId: number, routeWayIds: number[]) => {
  if (routeWayIds.length === 0) return [];
  const month = sql<string>`to_char(${auctions.dateStart} at time zone 'Europe/Moscow', 'YYYY-MM')`;
  const rows = await db
    .select({
      routeWayId: routes.routeWayId,
      month,
      auctionsCount: sql<number>`count(distinct ${auctions.id})`,
      summKopecks: sql<string>`coalesce(sum(${routes.initialSumKopecks}), 0)`,
    })
    .from(auctions)
    .innerJoin(auctionRoutes, eq(auctionRoutes.auctionId, auctions.id))
    .innerJoin(routes, eq(routes.id, auctionRoutes.routeId))
    .where(
      and(
        eq(auctions.customerId, customerId),
        inArray(auctions.status, HELD),
        sql`${auctions.dateStart} is not null`,
        inArray(routes.routeWayId, routeWayIds),
      ),
    )
    .groupBy(routes.routeWayId, month);
  return rows.map((row) => ({
    routeWayId: row.routeWayId,
    month: row.month,
    auctionsCount: Number(row.auctionsCount),
    summKopecks: Number(row.summKopecks),
  }));
};
