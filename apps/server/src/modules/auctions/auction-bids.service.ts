import {
  AUCTION_STATUS,
  canAuctionAction,
  wrongAuctionStateMessage,
} from '@portal/contract/auctions/auction-status';
import {
  AUCTION_MESSAGES,
  BIDS_PER_SECOND,
  type BidAnswer,
  extensionSeconds,
} from '@portal/contract/auctions/auctions.schemas';
import { endAfterBid, maxAllowedBidKopecks } from '@portal/contract/auctions/bid-rules';
import { formatMoney } from '@portal/contract/format/numbers';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import {
  conflict,
  fieldProblem,
  forbidden,
  HttpProblem,
  notFound,
  unprocessable,
} from '../../core/http/problem';
import { standingOf } from '../../core/procurement/participants';
import { pseudonymOf } from '../../core/procurement/pseudonyms';
import type { Audience } from '../../core/realtime/event-bus';
import { type BatchOutcome, batchPerAuction } from './auction-bid-batches';
import {
  findAuctionForBidder,
  insertBids,
  lockAuctionForBids,
  reserveBidIds,
} from './auction-bids.repository';
import { recordAuctionEvent } from './auction-events';
import { AUCTION_EVENT_TYPES, auctionAudience, publishAuctionEvent } from './auction-live';
import { notifyBidInBackground } from './auction-notifications';
import { wakeAuctionScheduler } from './auction-scheduler';
import { settingsOf, winnerDeadlineFrom } from './auction-settings.service';
import { type AuctionRecord, type BidRecord, findSettings, updateAuctionRow } from './auctions.repository';
import { bidHash, GENESIS_HASH } from './bid-log';

const SECOND_MS = 1000;

// Issue 15: at most BIDS_PER_SECOND bids a second per carrier and auction, in fixed one-second windows of the server's
// clock, counted on the app's limiter (issue 27: in Redis with REDIS_URL, so every process counts the same bids).
const takeBidSlot = async (ctx: AppContext, principal: Principal, auctionId: number): Promise<void> => {
  const key = `bids:${principal.ownerId}:${auctionId}`;
  const { allowed } = await ctx.rateLimiter.take(key, BIDS_PER_SECOND, SECOND_MS);
  if (!allowed) throw new HttpProblem(429, AUCTION_MESSAGES.tooManyBids);
};

/** Refusals a carrier gets before the lock is taken: who it is and whether it may bid or offer here at all. */
export const checkBidder = async (ctx: AppContext, principal: Principal, auctionId: number) => {
  const found = await findAuctionForBidder(ctx.db, auctionId, principal.ownerId);
  if (!found || found.auction.status === AUCTION_STATUS.draft) throw notFound(AUCTION_MESSAGES.notFound);
  if (!found.isInvited) throw forbidden(AUCTION_MESSAGES.notInvited);
  const standing = standingOf(found);
  if (standing === 'not-verified') throw forbidden(AUCTION_MESSAGES.notVerified);
  if (standing !== 'ok') throw forbidden(AUCTION_MESSAGES.blocked);
  return found.auction;
};

/** A bid past the checks before the lock; `seen` is its auction as those checks read it. */
type BidRequest = { principal: Principal; summKopecks: number; seen: AuctionRecord };
type PlacedBid = { auction: AuctionRecord; bid: BidRecord; isExtended: boolean; isWon: boolean };

/**
 * DESIGN 11 bid rules for one bid, against the auction as the bids before it in its batch left it (the locked row
 * plus their changes): the refusal is thrown. The server's clock decides: a bid at or after dateEnd is refused even
 * if the closing job is late. `biddersInOrder` gains the bidder when it is new.
 */
const decideBid = (
  auction: AuctionRecord,
  biddersInOrder: number[],
  settings: ReturnType<typeof settingsOf>,
  { principal, summKopecks }: BidRequest,
  now: Date,
  id: number,
): PlacedBid & { changes: Partial<AuctionRecord> } => {
  if (!canAuctionAction('bid', auction.status)) throw conflict(wrongAuctionStateMessage(auction.status));
  if (now.getTime() >= auction.dateEnd.getTime()) throw conflict(AUCTION_MESSAGES.auctionEnded);
  const max = maxAllowedBidKopecks(auction);
  if (max === null)
    throw unprocessable([`Ставка: ${AUCTION_MESSAGES.bidImpossible}`], AUCTION_MESSAGES.bidImpossible);
  if (summKopecks > max) {
    const message = AUCTION_MESSAGES.bidTooHigh(formatMoney(toRoubles(max)));
    throw unprocessable([fieldProblem(['summ'], message)], message);
  }
  const { dateEnd, isExtended } = endAfterBid(auction, now);
  const seq = auction.lastBidSeq + 1;
  const prevHash = auction.lastBidHash ?? GENESIS_HASH;
  const bidder = pseudonymOf(biddersInOrder, principal.ownerId);
  if (bidder > biddersInOrder.length) biddersInOrder.push(principal.ownerId);
  const hash = bidHash({
    seq,
    bidId: id,
    bidder,
    summ: toRoubles(summKopecks),
    createdOn: now.toISOString(),
    prevHash,
  });
  const bid: BidRecord = {
    id,
    auctionId: auction.id,
    contractorId: principal.ownerId,
    userId: principal.userId,
    summKopecks,
    createdOn: now,
    seq,
    prevHash,
    hash,
    extendedTo: isExtended ? dateEnd : null,
    extendedFrom: isExtended ? auction.dateEnd : null,
    declinedAt: null,
  };
  // DESIGN 11 firstBid: the first bid at the start price wins at once.
  const isWon =
    settings.firstBid && auction.bestSumKopecks === null && summKopecks === auction.startSumKopecks;
  const changes: Partial<AuctionRecord> = {
    bestSumKopecks: summKopecks,
    bidsCount: auction.bidsCount + 1,
    lastBidSeq: seq,
    lastBidHash: hash,
    dateEnd,
    extensionsCount: auction.extensionsCount + (isExtended ? 1 : 0),
    ...(isWon
      ? {
          status: AUCTION_STATUS.hasWinner,
          winnerBidId: id,
          winnerDeadline: winnerDeadlineFrom(now, settings),
        }
      : {}),
  };
  return { auction: { ...auction, ...changes }, bid, isExtended, isWon, changes };
};

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
 * bid order, before any bid of the batch is answered.
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
  const settings = settingsOf(settingsRow);
  const outcomes = await ctx.db.transaction(async (tx) => {
    const locked = await lockAuctionForBids(tx, auctionId);
    if (!locked) throw notFound(AUCTION_MESSAGES.notFound);
    let auction = locked.auction;
    const changes: Partial<AuctionRecord> = {};
    const placed: BidRecord[] = [];
    const decided = requests.map((request, index): BatchOutcome<PlacedBid> => {
      try {
        const { changes: bidChanges, ...bid } = decideBid(
          auction,
          locked.biddersInOrder,
          settings,
          request,
          ctx.clock.now(),
          ids[index]!,
        );
        auction = bid.auction;
        Object.assign(changes, bidChanges);
        placed.push(bid.bid);
        return { ok: true, value: bid };
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error;
        return { ok: false, error };
      }
    });
    if (placed.length > 0) {
      await insertBids(tx, placed);
      await updateAuctionRow(tx, auctionId, changes);
      // Only the first-bid win is an event: an ordinary bid never touches the event counters.
      if (decided.some((outcome) => outcome.ok && outcome.value.isWon))
        await recordAuctionEvent(tx, auction, ctx.clock.now());
    }
    return decided;
  });
  // Every publish starts here in bid order with nothing awaited between them (the hub and Redis take the seq when
  // called); a bid whose event could not leave is answered with that error, as before it was batched.
  return Promise.all(
    outcomes.map((outcome) =>
      outcome.ok
        ? publishPlacedBid(ctx, outcome.value, audience).then(
            () => outcome,
            (error: unknown): BatchOutcome<PlacedBid> => ({ ok: false, error }),
          )
        : outcome,
    ),
  );
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
