import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import {
  AUCTION_MESSAGES,
  BIDS_PER_SECOND,
  type BidAnswer,
  extensionSeconds,
} from '@portal/contract/auctions/auctions.schemas';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { forbidden, HttpProblem, notFound } from '../../core/http/problem';
import { standingOf } from '../../core/procurement/participants';
import type { Audience } from '../../core/realtime/event-bus';
import { type BatchOutcome, batchPerAuction, untilTurnEnds, untilWorkSettles } from './auction-bid-batches';
import { type BidRequest, decideBatch, type PlacedBid } from './auction-bid-decisions';
import {
  findAuctionForBidders,
  insertBids,
  lockAuctionForBids,
  reserveBidIds,
} from './auction-bids.repository';
import { recordAuctionEvent } from './auction-events';
import { AUCTION_EVENT_TYPES, auctionAudience, publishAuctionEvent } from './auction-live';
import { notifyBidInBackground } from './auction-notifications';
import { wakeAuctionScheduler } from './auction-scheduler';
import { settingsOf } from './auction-settings.service';
import { type AuctionRecord, findSettings, updateAuctionRow } from './auctions.repository';

const SECOND_MS = 1000;

// Issue 15: at most BIDS_PER_SECOND bids a second per carrier and auction, in fixed one-second windows of the server's
// clock, counted on the app's limiter (issue 27: in Redis with REDIS_URL, so every process counts the same bids).
const takeBidSlot = async (ctx: AppContext, principal: Principal, auctionId: number): Promise<void> => {
  const key = `bids:${principal.ownerId}:${auctionId}`;
  const { allowed } = await ctx.rateLimiter.take(key, BIDS_PER_SECOND, SECOND_MS);
  if (!allowed) throw new HttpProblem(429, AUCTION_MESSAGES.tooManyBids);
};

/** Refusals a carrier gets before the lock is taken: who it is and whether it may bid or offer here at all. */
const refusalBeforeLock = (
  found: Awaited<ReturnType<typeof findAuctionForBidders>>,
  contractorId: number,
): AuctionRecord => {
  const bidder = found?.bidders.get(contractorId);
  // Not invited answers as a missing auction does, so ids cannot be probed (decisions «Access as 404»).
  if (!found || found.auction.status === AUCTION_STATUS.draft || !bidder?.isInvited)
    throw notFound(AUCTION_MESSAGES.notFound);
  const standing = standingOf(bidder);
  if (standing === 'not-verified') throw forbidden(AUCTION_MESSAGES.notVerified);
  if (standing !== 'ok') throw forbidden(AUCTION_MESSAGES.blocked);
  return found.auction;
};

/** The checks of one auction's carriers gathered together (bids and offers alike), in two reads for all of them. */
const checkBidders = async (
  ctx: AppContext,
  auctionId: number,
  principals: Principal[],
): Promise<BatchOutcome<AuctionRecord>[]> => {
  const found = await findAuctionForBidders(
    ctx.db,
    auctionId,
    principals.map((principal) => principal.ownerId),
  );
  return principals.map((principal) => {
    try {
      return { ok: true, value: refusalBeforeLock(found, principal.ownerId) };
    } catch (error) {
      return { ok: false, error };
    }
  });
};

const checkInBatch = batchPerAuction(checkBidders, (ctx) =>
  ctx.database.driver === 'pglite' ? untilTurnEnds() : untilWorkSettles(),
);

/** A carrier's checks before its bid or offer; answers the auction as they read it. */
export const checkBidder = (ctx: AppContext, principal: Principal, auctionId: number) =>
  checkInBatch(ctx, auctionId, principal);

/** The live events of an accepted bid, all started before this returns. */
const publishPlacedBid = (ctx: AppContext, { auction, bid, isExtended, isWon }: PlacedBid, to: Audience) => {
  const events = [publishAuctionEvent(ctx, auction, AUCTION_EVENT_TYPES.bid, bid, to)];
  if (isExtended) events.push(publishAuctionEvent(ctx, auction, AUCTION_EVENT_TYPES.extended, bid, to));
  if (isWon) {
    wakeAuctionScheduler(ctx, auction);
    events.push(publishAuctionEvent(ctx, auction, AUCTION_EVENT_TYPES.winner, bid, to));
  }
  return Promise.all(events);
};

/**
 * A batch of one auction's bids under its row lock (issue 27 group commit): every bid is decided one after another,
 * so two equal bids at the same moment give one accepted bid and the accepted bids are strictly decreasing; the
 * accepted ones are written in one insert and the row in one update. The live events leave after the commit, in
 * bid order, before any bid of the batch is answered. Outcomes come back in the requests' order.
 */
const commitBids = async (
  ctx: AppContext,
  auctionId: number,
  requests: BidRequest[],
): Promise<BatchOutcome<PlacedBid>[]> => {
  const { seen } = requests[0]!;
  // Read before the lock, once a batch: an auction open to bids is past editing, so its participants stay as read.
  const [ids, settingsRow, audience] = await Promise.all([
    reserveBidIds(ctx.db, requests.length),
    findSettings(ctx.db, seen.customerId),
    auctionAudience(ctx.db, seen),
  ]);
  const outcomesInOrder = await ctx.db.transaction(async (tx) => {
    const locked = await lockAuctionForBids(tx, auctionId);
    if (!locked) throw notFound(AUCTION_MESSAGES.notFound);
    const batch = decideBatch(locked, settingsOf(settingsRow), requests, ctx.clock.now(), ids);
    if (batch.placed.length > 0) {
      await insertBids(tx, batch.placed);
      await updateAuctionRow(tx, auctionId, batch.changes);
      // Only the first-bid win is an event: an ordinary bid never touches the event counters.
      if (batch.decided.some(({ outcome }) => outcome.ok && outcome.value.isWon))
        await recordAuctionEvent(tx, batch.auction, ctx.clock.now());
    }
    return batch.decided;
  });
  // Every publish starts here in bid order with nothing awaited between them (the hub and Redis take the seq when
  // called); a bid whose event could not leave is answered with that error, as before it was batched.
  const published = await Promise.all(
    outcomesInOrder.map(({ outcome }) =>
      outcome.ok
        ? publishPlacedBid(ctx, outcome.value, audience).then(
            () => outcome,
            (error: unknown): BatchOutcome<PlacedBid> => ({ ok: false, error }),
          )
        : outcome,
    ),
  );
  const outcomes: BatchOutcome<PlacedBid>[] = [];
  for (const [position, { requestIndex }] of outcomesInOrder.entries())
    outcomes[requestIndex] = published[position]!;
  return outcomes;
};

const placeInBatch = batchPerAuction(commitBids);

/** A carrier's bid: refusals before the lock, then decided in the auction's next batch; answered after its commit. */
export const placeBid = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  summ: number,
): Promise<BidAnswer> => {
  const seen = await checkBidder(ctx, principal, auctionId);
  // Before the bid joins its auction's batch: a refused bid never waits for the lock.
  await takeBidSlot(ctx, principal, auctionId);
  const { auction, bid, isExtended } = await placeInBatch(ctx, auctionId, {
    principal,
    summKopecks: toKopecks(summ),
    seen,
  });
  notifyBidInBackground(ctx, auction, bid, isExtended);
  return {
    id: bid.id,
    summ: toRoubles(bid.summKopecks),
    createdOn: bid.createdOn.toISOString(),
    // An accepted bid is below every earlier one: it is the best, first place.
    rank: 1,
    bestSumm: toRoubles(bid.summKopecks),
    dateEnd: auction.dateEnd.toISOString(),
    extendedBySeconds:
      bid.extendedTo && bid.extendedFrom ? extensionSeconds(bid.extendedFrom, bid.extendedTo) : null,
  };
};
