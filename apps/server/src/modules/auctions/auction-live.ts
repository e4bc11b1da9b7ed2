import type { AuctionStatus } from '@portal/contract/auctions/auction-status';
import {
  AUCTION_EVENT_TYPES,
  type AuctionEventPayload,
  type AuctionEventType,
} from '@portal/contract/auctions/auctions.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/database';
import type { Audience } from '../../core/realtime/event-bus';
import type { AuctionRecord, BidRecord } from './auctions.repository';
import { findParticipants } from './auctions.repository';

export { AUCTION_EVENT_TYPES };

/** Who hears of an auction: its customer, and its invited carriers once it is no longer a draft. */
export const auctionAudience = async (
  db: Db | Tx,
  auction: Pick<AuctionRecord, 'id' | 'customerId' | 'status'>,
): Promise<Audience> => {
  const participants = auction.status === 0 ? [] : await findParticipants(db, [auction.id]);
  return {
    kind: 'any',
    audiences: [
      { kind: 'company', ownerType: 'customer', ownerId: auction.customerId },
      ...participants.map((participant) => ({
        kind: 'company' as const,
        ownerType: 'contractor' as const,
        ownerId: participant.id,
      })),
    ],
  };
};

/**
 * DESIGN 7: one event per change on the `auctions` channel with the id `auction-{id}`, so its seq grows by exactly
 * 1 per change and a page that sees a gap refetches. One payload serves both sides: it names no carrier. Called
 * only after the transaction that made the change committed. A caller racing others on the same auction (bids)
 * passes the audience it read before its transaction: with nothing awaited between the commit and the publish,
 * the events leave in the order of the commits, so no event shows a best price older than the one before it.
 */
export const publishAuctionEvent = async (
  ctx: AppContext,
  auction: AuctionRecord,
  type: AuctionEventType,
  bid: BidRecord | null = null,
  audience?: Audience,
): Promise<void> => {
  const to = audience ?? (await auctionAudience(ctx.db, auction));
  const payload: AuctionEventPayload = {
    auctionId: auction.id,
    status: auction.status as AuctionStatus,
    bestSumm: auction.bestSumKopecks === null ? null : toRoubles(auction.bestSumKopecks),
    bidsCount: auction.bidsCount,
    dateEnd: auction.dateEnd.toISOString(),
    bid: bid
      ? { id: bid.id, summ: toRoubles(bid.summKopecks), createdOn: bid.createdOn.toISOString() }
      : null,
  };
  await ctx.bus.publish({ channel: 'auctions', type, id: `auction-${auction.id}`, payload, audience: to });
};
