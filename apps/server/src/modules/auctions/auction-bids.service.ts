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
import { participantStanding } from '../../core/procurement/participants';
import { pseudonymOf } from '../../core/procurement/pseudonyms';
import { findBiddersInOrder, insertBid, setBidHash } from './auction-bids.repository';
import { recordAuctionEvent } from './auction-events';
import { AUCTION_EVENT_TYPES, auctionAudience, publishAuctionEvent } from './auction-live';
import { notifyBidInBackground } from './auction-notifications';
import { wakeAuctionScheduler } from './auction-scheduler';
import { settingsOf, winnerDeadlineFrom } from './auction-settings.service';
import {
  type AuctionRecord,
  type BidRecord,
  findAuctionById,
  findSettings,
  isParticipant,
  lockAuction,
  updateAuctionRow,
} from './auctions.repository';
import { bidHash, GENESIS_HASH } from './bid-log';

// Issue 15: at most BIDS_PER_SECOND bids a second per carrier and auction, counted in this process on the server's
// clock (a burst arrives on one connection; the database lock serialises the rest anyway). Counted per app, so two
// apps in one process (tests share their modules) never count each other's bids.
const recentBidsOfApp = new WeakMap<AppContext, Map<string, number[]>>();
const takeBidSlot = (ctx: AppContext, key: string, nowMs: number): boolean => {
  let recentBids = recentBidsOfApp.get(ctx);
  if (!recentBids) {
    recentBids = new Map();
    recentBidsOfApp.set(ctx, recentBids);
  }
  const window = (recentBids.get(key) ?? []).filter((at) => nowMs - at < 1000);
  if (window.length >= BIDS_PER_SECOND) {
    recentBids.set(key, window);
    return false;
  }
  window.push(nowMs);
  recentBids.set(key, window);
  if (recentBids.size > 10_000)
    for (const [k, v] of recentBids) if (v.every((at) => nowMs - at >= 1000)) recentBids.delete(k);
  return true;
};

/** Refusals a carrier gets before the lock is taken: who it is and whether it may bid or offer here at all. */
export const checkBidder = async (ctx: AppContext, principal: Principal, auctionId: number) => {
  const auction = await findAuctionById(ctx.db, auctionId);
  if (!auction || auction.status === AUCTION_STATUS.draft) throw notFound(AUCTION_MESSAGES.notFound);
  if (!(await isParticipant(ctx.db, auctionId, principal.ownerId)))
    throw forbidden(AUCTION_MESSAGES.notInvited);
  const standing = await participantStanding(ctx.db, auction.customerId, principal.ownerId);
  if (standing === 'not-verified') throw forbidden(AUCTION_MESSAGES.notVerified);
  if (standing !== 'ok') throw forbidden(AUCTION_MESSAGES.blocked);
  return auction;
};

/**
 * DESIGN 11 bid rules under the auction's row lock: every bid of an auction is decided one after another, so two
 * equal bids at the same moment give one accepted bid and the accepted bids are strictly decreasing. The server's
 * clock decides: a bid at or after dateEnd is refused even if the closing job is late. The answer and the live
 * event leave only after the commit.
 */
export const placeBid = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  summ: number,
): Promise<BidAnswer> => {
  const seen = await checkBidder(ctx, principal, auctionId);
  if (!takeBidSlot(ctx, `${principal.ownerId}:${auctionId}`, ctx.clock.now().getTime()))
    throw new HttpProblem(429, AUCTION_MESSAGES.tooManyBids);
  const summKopecks = toKopecks(summ);
  // Read before the lock: an auction open to bids is past editing, so its participants stay as read.
  const audience = await auctionAudience(ctx.db, seen);
  const { auction, bid, isExtended, isWon } = await ctx.db.transaction(async (tx) => {
    const locked = await lockAuction(tx, auctionId);
    if (!locked) throw notFound(AUCTION_MESSAGES.notFound);
    const now = ctx.clock.now();
    if (!canAuctionAction('bid', locked.status)) throw conflict(wrongAuctionStateMessage(locked.status));
    if (now.getTime() >= locked.dateEnd.getTime()) throw conflict(AUCTION_MESSAGES.auctionEnded);
    const max = maxAllowedBidKopecks(locked);
    if (max === null)
      throw unprocessable([`Ставка: ${AUCTION_MESSAGES.bidImpossible}`], AUCTION_MESSAGES.bidImpossible);
    if (summKopecks > max) {
      const message = AUCTION_MESSAGES.bidTooHigh(formatMoney(toRoubles(max)));
      throw unprocessable([fieldProblem(['summ'], message)], message);
    }
    const settings = settingsOf(await findSettings(tx, locked.customerId));
    const { dateEnd, isExtended } = endAfterBid(locked, now);
    const seq = locked.lastBidSeq + 1;
    const prevHash = locked.lastBidHash ?? GENESIS_HASH;
    const bidder = pseudonymOf(await findBiddersInOrder(tx, auctionId), principal.ownerId);
    // The id is needed in the hash: take it from the sequence first, then write the row whole.
    const bid = await insertBid(tx, {
      auctionId,
      contractorId: principal.ownerId,
      userId: principal.userId,
      summKopecks,
      createdOn: now,
      seq,
      prevHash,
      hash: 'pending',
      extendedTo: isExtended ? dateEnd : null,
      extendedFrom: isExtended ? locked.dateEnd : null,
    });
    const hash = bidHash({
      seq,
      bidId: bid.id,
      bidder,
      summ: toRoubles(summKopecks),
      createdOn: now.toISOString(),
      prevHash,
    });
    await setBidHash(tx, bid.id, hash);
    // DESIGN 11 firstBid: the first bid at the start price wins at once.
    const isWon =
      settings.firstBid && locked.bestSumKopecks === null && summKopecks === locked.startSumKopecks;
    const values: Partial<AuctionRecord> = {
      bestSumKopecks: summKopecks,
      bidsCount: locked.bidsCount + 1,
      lastBidSeq: seq,
      lastBidHash: hash,
      dateEnd,
      extensionsCount: locked.extensionsCount + (isExtended ? 1 : 0),
      ...(isWon
        ? {
            status: AUCTION_STATUS.hasWinner,
            winnerBidId: bid.id,
            winnerDeadline: winnerDeadlineFrom(now, settings),
          }
        : {}),
    };
    await updateAuctionRow(tx, auctionId, values);
    // Only the first-bid win is an event: an ordinary bid never touches the event counters.
    if (isWon) await recordAuctionEvent(tx, { ...locked, ...values } as AuctionRecord, now);
    return {
      auction: { ...locked, ...values } as AuctionRecord,
      bid: { ...bid, hash } as BidRecord,
      isExtended,
      isWon,
    };
  });
  await publishAuctionEvent(ctx, auction, AUCTION_EVENT_TYPES.bid, bid, audience);
  if (isExtended) await publishAuctionEvent(ctx, auction, AUCTION_EVENT_TYPES.extended, bid, audience);
  if (isWon) {
    wakeAuctionScheduler(ctx, auction);
    await publishAuctionEvent(ctx, auction, AUCTION_EVENT_TYPES.winner, bid, audience);
  }
  notifyBidInBackground(ctx, auction, bid, isExtended);
  return {
    id: bid.id,
    summ: toRoubles(bid.summKopecks),
    createdOn: bid.createdOn.toISOString(),
    // An accepted bid is below every earlier one: it is the best, first place.
    rank: 1,
    bestSumm: toRoubles(summKopecks),
    dateEnd: auction.dateEnd.toISOString(),
    extendedBySeconds:
      bid.extendedTo && bid.extendedFrom ? extensionSeconds(bid.extendedFrom, bid.extendedTo) : null,
  };
};
