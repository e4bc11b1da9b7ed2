import { AUCTION_STATUSES } from '@portal/contract/auctions/auction-status';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { findPageOf } from '../../core/db/paging';
import { procurementRows } from '../../core/procurement/procurement-rows';
import {
  type auctionBids,
  auctionParticipants,
  auctionRoutes,
  auctions,
  contractors,
  routes,
  transportationSettings,
} from '../../db/schema/index';

export type AuctionRecord = typeof auctions.$inferSelect;
export type NewAuction = typeof auctions.$inferInsert;
export type BidRecord = typeof auctionBids.$inferSelect;

/** Statuses in which an auction still holds its routes (a route is in at most one such auction). */
export const HOLDING_STATUSES = [0, 1, 2, 3, 4];

const auctionRows = procurementRows(
  auctions,
  auctionParticipants,
  auctionParticipants.auctionId,
  (auctionId, contractorId) => ({
    auctionId,
    contractorId,
  }),
);

/** Ownership lives in the query: another customer's auction is simply not found. */
export const findCustomerAuction = auctionRows.findOwn;
export const findAuctionById = (db: Db | Tx, auctionId: number) => auctionRows.findById(db, auctionId);
export const lockAuction = (tx: Tx, auctionId: number) => auctionRows.findById(tx, auctionId, true);
export const insertAuction = auctionRows.insert;
export const updateAuctionRow = auctionRows.update;
export const deleteAuctionRow = auctionRows.remove;
export const replaceParticipants = auctionRows.replaceParticipants;
export const findParticipants = auctionRows.findParticipants;
/** The carrier's auctions: those it is invited to, never drafts. */
export const findContractorAuctions = auctionRows.findCarrierPage;
export const claimDueAuction = auctionRows.claimDue;

/** An auction the carrier is invited to, except drafts, which no carrier sees. */
export const findParticipantAuction = async (
  db: Db | Tx,
  contractorId: number,
  auctionId: number,
): Promise<AuctionRecord | null> => {
  const [row] = await db
    .select({ auction: auctions })
    .from(auctions)
    .innerJoin(
      auctionParticipants,
      and(eq(auctionParticipants.auctionId, auctions.id), eq(auctionParticipants.contractorId, contractorId)),
    )
    .where(and(eq(auctions.id, auctionId), sql`${auctions.status} <> 0`));
  return row?.auction ?? null;
};

export const replaceAuctionRoutes = async (tx: Tx, auctionId: number, routeIds: number[]) => {
  await tx.delete(auctionRoutes).where(eq(auctionRoutes.auctionId, auctionId));
  await tx.insert(auctionRoutes).values(routeIds.map((routeId) => ({ auctionId, routeId })));
};

/** Locks the customer's routes by id, so two auctions cannot take the same route at once. */
export const lockRoutes = (tx: Tx, customerId: number, routeIds: number[]) =>
  tx
    .select()
    .from(routes)
    .where(and(eq(routes.customerId, customerId), inArray(routes.id, routeIds)))
    .orderBy(asc(routes.id))
    .for('update');

/** Which of these routes another auction still holds (any auction but `exceptAuctionId`). */
export const findHeldRoutes = async (tx: Tx, routeIds: number[], exceptAuctionId: number | null) =>
  tx
    .select({ routeId: auctionRoutes.routeId })
    .from(auctionRoutes)
    .innerJoin(auctions, eq(auctions.id, auctionRoutes.auctionId))
    .where(
      and(
        inArray(auctionRoutes.routeId, routeIds),
        inArray(auctions.status, HOLDING_STATUSES),
        exceptAuctionId === null ? undefined : sql`${auctions.id} <> ${exceptAuctionId}`,
      ),
    );

export const findAuctionRouteIds = async (db: Db | Tx, auctionIds: number[]) => {
  if (auctionIds.length === 0) return [];
  return db
    .select()
    .from(auctionRoutes)
    .where(inArray(auctionRoutes.auctionId, auctionIds))
    .orderBy(asc(auctionRoutes.routeId));
};

export const findContractorRefs = async (db: Db | Tx, ids: number[]) => {
  if (ids.length === 0) return [];
  return db
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(inArray(contractors.id, ids));
};

export const findCustomerAuctions = (db: Db | Tx, conditions: SQL[], page: { page: number; limit: number }) =>
  findPageOf(db, auctions, conditions, page);

/** Per status code, the auctions matching the conditions; every status is present (0 when none). */
export const countAuctionsByStatus = async (db: Db | Tx, conditions: SQL[]) => {
  const rows = await db
    .select({ status: auctions.status, count: count() })
    .from(auctions)
    .where(and(...conditions))
    .groupBy(auctions.status);
  const counts: Record<string, number> = Object.fromEntries(AUCTION_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.count;
  return counts;
};

/** The earliest moment the scheduler has work: a planned start, an active end or a decline deadline. */
export const findNextDueAt = async (db: Db | Tx): Promise<Date | null> => {
  const earliest = async (
    status: number,
    column: typeof auctions.dateEnd | typeof auctions.dateStart | typeof auctions.winnerDeadline,
  ) => {
    const [row] = await db
      .select({ at: column })
      .from(auctions)
      .where(and(eq(auctions.status, status), sql`${column} is not null`))
      .orderBy(asc(column))
      .limit(1);
    return row?.at ?? null;
  };
  const times = [
    await earliest(1, auctions.dateStart),
    await earliest(2, auctions.dateEnd),
    await earliest(4, auctions.winnerDeadline),
  ].filter((at): at is Date => at !== null);
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
};

export const findSettings = async (db: Db | Tx, customerId: number) => {
  const [row] = await db
    .select()
    .from(transportationSettings)
    .where(eq(transportationSettings.customerId, customerId));
  return row ?? null;
};

export const upsertSettings = async (
  db: Db | Tx,
  customerId: number,
  values: { firstBid: boolean; timeToCancel: number },
) => {
  await db
    .insert(transportationSettings)
    .values({ customerId, ...values })
    .onConflictDoUpdate({
      target: transportationSettings.customerId,
      set: { ...values, updatedAt: new Date() },
    });
};

export const assignRoute = async (
  tx: Tx,
  routeId: number,
  contractorId: number,
  freightSumKopecks: number,
) => {
  await tx
    .update(routes)
    .set({ contractorId, freightSumKopecks, updatedAt: new Date() })
    .where(eq(routes.id, routeId));
};
