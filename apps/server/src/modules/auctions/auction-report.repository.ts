import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import {
  auctionBids,
  auctionOffers,
  auctionParticipants,
  auctionRoutes,
  auctions,
  contractors,
  routes,
} from '../../db/schema/index';

const winnerBid = alias(auctionBids, 'winner_bid');
const winnerOffer = alias(auctionOffers, 'winner_offer');
const winnerContractor = alias(contractors, 'winner_contractor');

/** Carriers that declined a win of the auction: through their bids or their offer. */
const declinesOf = sql<number>`(select count(*) from (
  select ${auctionBids.contractorId} from ${auctionBids}
    where ${auctionBids.auctionId} = ${auctions.id} and ${auctionBids.declinedAt} is not null
  union
  select ${auctionOffers.contractorId} from ${auctionOffers}
    where ${auctionOffers.auctionId} = ${auctions.id} and ${auctionOffers.status} = 2
) as declined)`;

const resultKopecks = sql<string | null>`coalesce(${winnerBid.summKopecks}, ${winnerOffer.summKopecks})`;

const reportBase = (db: Db | Tx) => ({
  select: <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(auctions)
      .leftJoin(winnerBid, eq(winnerBid.id, auctions.winnerBidId))
      .leftJoin(winnerOffer, eq(winnerOffer.id, auctions.winnerOfferId))
      .leftJoin(
        winnerContractor,
        eq(winnerContractor.id, sql`coalesce(${winnerBid.contractorId}, ${winnerOffer.contractorId})`),
      ),
});

export const findReportRows = async (
  db: Db | Tx,
  conditions: SQL[],
  page: { page: number; limit: number } | null,
) => {
  const query = reportBase(db)
    .select({
      auction: auctions,
      winnerId: winnerContractor.id,
      winnerName: winnerContractor.name,
      resultKopecks,
      declines: declinesOf,
    })
    .where(and(...conditions))
    .orderBy(desc(auctions.id));
  const rows = (page ? await query.limit(page.limit).offset((page.page - 1) * page.limit) : await query) as {
    auction: typeof auctions.$inferSelect;
    winnerId: number | null;
    winnerName: string | null;
    resultKopecks: string | number | null;
    declines: string | number;
  }[];
  return rows;
};

export const sumReport = async (db: Db | Tx, conditions: SQL[]) => {
  const [row] = (await reportBase(db)
    .select({
      count: count(),
      startKopecks: sql<string>`coalesce(sum(${auctions.startSumKopecks}), 0)`,
      resultKopecks: sql<string>`coalesce(sum(${resultKopecks}), 0)`,
      startWithResultKopecks: sql<string>`coalesce(sum(case when ${resultKopecks} is not null then ${auctions.startSumKopecks} end), 0)`,
      bidsCount: sql<string>`coalesce(sum(${auctions.bidsCount}), 0)`,
      extensionsCount: sql<string>`coalesce(sum(${auctions.extensionsCount}), 0)`,
      declinesCount: sql<string>`coalesce(sum(${declinesOf}), 0)`,
    })
    .where(and(...conditions))) as Record<string, string | number>[];
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)])) as Record<
    | 'count'
    | 'startKopecks'
    | 'resultKopecks'
    | 'startWithResultKopecks'
    | 'bidsCount'
    | 'extensionsCount'
    | 'declinesCount',
    number
  >;
};

export const countParticipants = async (db: Db | Tx, auctionIds: number[]) => {
  if (auctionIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ auctionId: auctionParticipants.auctionId, count: count() })
    .from(auctionParticipants)
    .where(inArray(auctionParticipants.auctionId, auctionIds))
    .groupBy(auctionParticipants.auctionId);
  return new Map(rows.map((row) => [row.auctionId, row.count]));
};

export const findRouteCodes = async (db: Db | Tx, auctionIds: number[]) => {
  if (auctionIds.length === 0) return [];
  return db
    .select({ auctionId: auctionRoutes.auctionId, routeCode: routes.routeCode })
    .from(auctionRoutes)
    .innerJoin(routes, eq(routes.id, auctionRoutes.routeId))
    .where(inArray(auctionRoutes.auctionId, auctionIds))
    .orderBy(asc(routes.routeCode));
};
