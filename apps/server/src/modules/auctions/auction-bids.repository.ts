import { and, asc, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { auctionBids, contractors } from '../../db/schema/index';
import type { BidRecord } from './auctions.repository';

// The bids of an auction: the locked insert's reads and writes, the chain's hashes, standings and ranks.

export const setBidHash = async (tx: Tx, bidId: number, hash: string) => {
  await tx.update(auctionBids).set({ hash }).where(eq(auctionBids.id, bidId));
};

/** The bids of an auction with their carriers, in bid order. */
export const findBids = (db: Db | Tx, auctionId: number) =>
  db
    .select({ bid: auctionBids, contractor: { id: contractors.id, name: contractors.name } })
    .from(auctionBids)
    .innerJoin(contractors, eq(contractors.id, auctionBids.contractorId))
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(asc(auctionBids.seq));

export const findBid = async (db: Db | Tx, auctionId: number, bidId: number) => {
  const [row] = await db
    .select()
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auctionId), eq(auctionBids.id, bidId)));
  return row ?? null;
};

/** The bid with this place in the auction's bid order (seq), or null. */
export const findBidBySeq = async (db: Db | Tx, auctionId: number, seq: number) => {
  const [row] = await db
    .select()
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auctionId), eq(auctionBids.seq, seq)));
  return row ?? null;
};

/** The carriers that have bid in the auction, in the order of their first bid (the log's pseudonyms). */
export const findBiddersInOrder = async (db: Db | Tx, auctionId: number): Promise<number[]> =>
  (
    await db
      .select({ contractorId: auctionBids.contractorId })
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
      .groupBy(auctionBids.contractorId)
      .orderBy(sql`min(${auctionBids.seq})`)
  ).map((row) => row.contractorId);

/** The carriers that have bid in the auction. */
export const findBidderIds = async (db: Db | Tx, auctionId: number): Promise<number[]> =>
  (
    await db
      .selectDistinct({ contractorId: auctionBids.contractorId })
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
  ).map((row) => row.contractorId);

export const insertBid = async (tx: Tx, values: typeof auctionBids.$inferInsert): Promise<BidRecord> => {
  const [row] = await tx.insert(auctionBids).values(values).returning();
  return row!;
};

/** The lowest bid not declined, except those of carriers that declined this auction's win. */
export const findBestStandingBid = async (db: Db | Tx, auctionId: number) => {
  const declined = db
    .select({ id: auctionBids.contractorId })
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auctionId), sql`${auctionBids.declinedAt} is not null`));
  const [row] = await db
    .select()
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.auctionId, auctionId),
        isNull(auctionBids.declinedAt),
        notInArray(auctionBids.contractorId, declined),
      ),
    )
    .orderBy(asc(auctionBids.summKopecks), asc(auctionBids.seq))
    .limit(1);
  return row ?? null;
};

export const markContractorBidsDeclined = async (
  tx: Tx,
  auctionId: number,
  contractorId: number,
  at: Date,
) => {
  await tx
    .update(auctionBids)
    .set({ declinedAt: at })
    .where(and(eq(auctionBids.auctionId, auctionId), eq(auctionBids.contractorId, contractorId)));
};

/**
 * A carrier's best bid and its place among the carriers' best bids (1 = the lowest; equal sums by time, the earlier
 * first, so a place is never shared). Bids of a declined win stand no more: the carrier the win passed to is
 * first, and the one that declined has no place.
 */
export const findStanding = async (db: Db | Tx, auctionId: number, contractorId: number) => {
  const standingFilter = sql`filter (where ${auctionBids.declinedAt} is null)`;
  const best = db
    .select({
      contractorId: auctionBids.contractorId,
      summ: sql<number>`min(${auctionBids.summKopecks})`.as('summ'),
      standing: sql<number | null>`min(${auctionBids.summKopecks}) ${standingFilter}`.as('standing'),
      standingSeq: sql<
        number | null
      >`(array_agg(${auctionBids.seq} order by ${auctionBids.summKopecks}, ${auctionBids.seq}) ${standingFilter})[1]`.as(
        'standing_seq',
      ),
    })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .groupBy(auctionBids.contractorId)
    .as('best');
  const [mine] = await db
    .select({ summ: best.summ, standing: best.standing, standingSeq: best.standingSeq })
    .from(best)
    .where(eq(best.contractorId, contractorId));
  if (!mine) return { myBestKopecks: null, myRank: null };
  const myBestKopecks = Number(mine.summ);
  if (mine.standing === null) return { myBestKopecks, myRank: null };
  const standing = Number(mine.standing);
  const [ahead] = await db
    .select({ count: count() })
    .from(best)
    .where(
      sql`${best.standing} < ${standing} or (${best.standing} = ${standing} and ${best.standingSeq} < ${Number(mine.standingSeq)})`,
    );
  return { myBestKopecks, myRank: (ahead?.count ?? 0) + 1 };
};
