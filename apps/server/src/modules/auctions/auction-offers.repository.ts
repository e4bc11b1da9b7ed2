import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { auctionOffers, contractors } from '../../db/schema/index';
import { findBid } from './auction-bids.repository';
import type { AuctionRecord } from './auctions.repository';

export type OfferRecord = typeof auctionOffers.$inferSelect;

export const findOffer = async (db: Db | Tx, auctionId: number, offerId: number, lock = false) => {
  const query = db
    .select()
    .from(auctionOffers)
    .where(and(eq(auctionOffers.auctionId, auctionId), eq(auctionOffers.id, offerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const findCarrierOffer = async (db: Db | Tx, auctionId: number, contractorId: number) => {
  const [row] = await findCarrierOffers(db, [auctionId], contractorId);
  return row ?? null;
};

export const findCarrierOffers = async (db: Db | Tx, auctionIds: number[], contractorId: number) => {
  if (auctionIds.length === 0) return [];
  return db
    .select()
    .from(auctionOffers)
    .where(and(inArray(auctionOffers.auctionId, auctionIds), eq(auctionOffers.contractorId, contractorId)));
};

/** The offers of an auction with their carriers, oldest first. */
export const findOffersWithCarriers = (db: Db | Tx, auctionId: number) =>
  db
    .select({ offer: auctionOffers, contractor: { id: contractors.id, name: contractors.name } })
    .from(auctionOffers)
    .innerJoin(contractors, eq(contractors.id, auctionOffers.contractorId))
    .where(eq(auctionOffers.auctionId, auctionId))
    .orderBy(asc(auctionOffers.id));

export const insertOffer = async (
  tx: Tx,
  values: typeof auctionOffers.$inferInsert,
): Promise<OfferRecord> => {
  const [row] = await tx.insert(auctionOffers).values(values).returning();
  return row!;
};

export const updateOfferRow = async (
  tx: Tx,
  offerId: number,
  values: Partial<typeof auctionOffers.$inferInsert>,
): Promise<OfferRecord> => {
  const [row] = await tx.update(auctionOffers).set(values).where(eq(auctionOffers.id, offerId)).returning();
  return row!;
};

export type Winning = {
  contractorId: number;
  summKopecks: number;
  bidId: number | null;
  offerId: number | null;
};

/** What the auction's win stands on: the winning bid, or the accepted offer; null without a winner. */
export const findWinning = async (db: Db | Tx, auction: AuctionRecord): Promise<Winning | null> => {
  if (auction.winnerOfferId !== null) {
    const offer = await findOffer(db, auction.id, auction.winnerOfferId);
    return offer
      ? { contractorId: offer.contractorId, summKopecks: offer.summKopecks, bidId: null, offerId: offer.id }
      : null;
  }
  if (auction.winnerBidId === null) return null;
  const bid = await findBid(db, auction.id, auction.winnerBidId);
  return bid
    ? { contractorId: bid.contractorId, summKopecks: bid.summKopecks, bidId: bid.id, offerId: null }
    : null;
};
