import { OFFER_STATUS } from '@portal/contract/auctions/auction-offers.schemas';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { eligibility } from '../../core/procurement/participants';
import {
  auctionBids,
  auctionOffers,
  auctionParticipants,
  auctions,
  contractors,
} from '../../db/schema/index';
import type { BidRecord } from './auctions.repository';

// The bids of an auction: the locked insert's reads and writes, the chain's hashes, standings and ranks.

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

/** The bids with these places in the auction's bid order (seq). */
export const findBidsBySeq = async (db: Db | Tx, auctionId: number, seqs: readonly number[]) =>
  seqs.length === 0
    ? []
    : db
        .select()
        .from(auctionBids)
        .where(and(eq(auctionBids.auctionId, auctionId), inArray(auctionBids.seq, [...seqs])))
        .orderBy(asc(auctionBids.seq));

/** The carriers that have bid in the auction. */
export const findBidderIds = async (db: Db | Tx, auctionId: number): Promise<number[]> =>
  (
    await db
      .selectDistinct({ contractorId: auctionBids.contractorId })
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
  ).map((row) => row.contractorId);

/**
 * An auction with what the checks before its carriers' bids need: whether each carrier is invited, whether it is
 * verified and its partner status with the auction's customer (a carrier not found has no entry).
 */
export const findAuctionForBidders = async (db: Db, auctionId: number, contractorIds: readonly number[]) => {
  const ids = [...new Set(contractorIds)];
  const [[auction], invited] = await Promise.all([
    db.select().from(auctions).where(eq(auctions.id, auctionId)),
    db
      .select({ id: auctionParticipants.contractorId })
      .from(auctionParticipants)
      .where(
        and(eq(auctionParticipants.auctionId, auctionId), inArray(auctionParticipants.contractorId, ids)),
      ),
  ]);
  if (!auction) return null;
  const invitedIds = new Set(invited.map((row) => row.id));
  const rows = await eligibility(db, auction.customerId, ids);
  return {
    auction,
    bidders: new Map(rows.map((row) => [row.id, { ...row, isInvited: invitedIds.has(row.id) }])),
  };
};

/**
 * Ids for bids not yet written: a bid's hash holds its id, so the ids are taken before the auction is locked and
 * each row is written whole. A refused bid leaves a gap, as a rolled-back insert always did.
 */
export const reserveBidIds = async (db: Db, count: number): Promise<number[]> => {
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('auction_bids', 'id'))::int as id from generate_series(1, ${count})`,
  );
  return result.rows.map((row) => Number(row.id));
};

/**
 * The auction's row locked, with the carriers that have bid in it in the order of their first bid (the log's
 * pseudonyms), in one round trip: what the lock is held for is the bids' time.
 */
export const lockAuctionForBids = async (tx: Tx, auctionId: number) => {
  const firstBids = sql`(select contractor_id, min(seq) as first_seq from ${auctionBids}
    where ${auctionBids.auctionId} = ${auctionId} group by contractor_id)`;
  const [row] = await tx
    .select({
      auction: auctions,
      bidders: sql<number[]>`(select coalesce(array_agg(b.contractor_id order by b.first_seq), '{}')
        from ${firstBids} as b)`,
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .for('update');
  return row ? { auction: row.auction, biddersInOrder: row.bidders.map(Number) } : null;
};

/** The bids of one batch, written whole in one statement. */
export const insertBids = async (tx: Tx, rows: (typeof auctionBids.$inferInsert)[]): Promise<BidRecord[]> =>
  tx.insert(auctionBids).values(rows).returning();

/** Each carrier's lowest bid, lowest first (equal sums in bid order). */
export const findBestBidPerCarrier = async (db: Db | Tx, auctionId: number): Promise<BidRecord[]> => {
  const best = await db
    .selectDistinctOn([auctionBids.contractorId])
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(asc(auctionBids.contractorId), asc(auctionBids.summKopecks), asc(auctionBids.seq));
  return best.sort((a, b) => a.summKopecks - b.summKopecks || a.seq - b.seq);
};

/** The carriers that declined this auction's win: by their bids, marked declined, or by a declined offer. */
export const findDeclinedContractorIds = async (db: Db | Tx, auctionId: number): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ id: auctionBids.contractorId })
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auctionId), isNotNull(auctionBids.declinedAt)))
    .union(
      db
        .selectDistinct({ id: auctionOffers.contractorId })
        .from(auctionOffers)
        .where(and(eq(auctionOffers.auctionId, auctionId), eq(auctionOffers.status, OFFER_STATUS.declined))),
    );
  return rows.map((row) => row.id);
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
