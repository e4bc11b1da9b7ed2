import {
  AUCTION_STATUS,
  canAuctionAction,
  wrongAuctionStateMessage,
} from '@portal/contract/auctions/auction-status';
import { AUCTION_MESSAGES, type TransportationSettings } from '@portal/contract/auctions/auctions.schemas';
import { endAfterBid, maxAllowedBidKopecks } from '@portal/contract/auctions/bid-rules';
import { formatMoney } from '@portal/contract/format/numbers';
import { toRoubles } from '@portal/contract/validation/money';
import type { Principal } from '../../core/auth/principal';
import { conflict, fieldProblem, HttpProblem, unprocessable } from '../../core/http/problem';
import { pseudonymOf } from '../../core/procurement/pseudonyms';
import type { BatchOutcome } from './auction-bid-batches';
import { winnerDeadlineFrom } from './auction-settings.service';
import type { AuctionRecord, BidRecord } from './auctions.repository';
import { bidHash, GENESIS_HASH } from './bid-log';

// The decisions of a batch of bids under the auction's row lock, without the database: DESIGN 11's bid rules.

/** A bid past the checks before the lock; `seen` is its auction as those checks read it. */
export type BidRequest = { principal: Principal; summKopecks: number; seen: AuctionRecord };
export type PlacedBid = { auction: AuctionRecord; bid: BidRecord; isExtended: boolean; isWon: boolean };

/**
 * DESIGN 11 bid rules for one bid, against the auction as the bids before it in its batch left it (the locked row
 * plus their changes): the refusal is thrown. The server's clock decides: a bid at or after dateEnd is refused even
 * if the closing job is late. `biddersInOrder` gains the bidder when it is new.
 */
const decideBid = (
  auction: AuctionRecord,
  biddersInOrder: number[],
  settings: TransportationSettings,
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

/**
 * The order a batch's bids are decided in: from the highest sum down, equal sums in their order of arrival. Bids that
 * reach the lock together have no order of their own (the order their checks happened to finish in), and this one
 * refuses none of them only for being decided after a lower bid of the same batch; the best is the same either way.
 */
const decisionOrder = (requests: BidRequest[]) =>
  requests.map((_, index) => index).sort((a, b) => requests[b]!.summKopecks - requests[a]!.summKopecks);

/** A batch's bids as decided, in decision order, with what the accepted ones write: their rows and the auction's changes. */
export const decideBatch = (
  locked: { auction: AuctionRecord; biddersInOrder: number[] },
  settings: TransportationSettings,
  requests: BidRequest[],
  now: Date,
  ids: number[],
) => {
  let auction = locked.auction;
  const changes: Partial<AuctionRecord> = {};
  const placed: BidRecord[] = [];
  type Decided = { requestIndex: number; outcome: BatchOutcome<PlacedBid> };
  const decided = decisionOrder(requests).map((requestIndex): Decided => {
    try {
      const { changes: bidChanges, ...bid } = decideBid(
        auction,
        locked.biddersInOrder,
        settings,
        requests[requestIndex]!,
        now,
        ids[placed.length]!,
      );
      auction = bid.auction;
      Object.assign(changes, bidChanges);
      placed.push(bid.bid);
      return { requestIndex, outcome: { ok: true, value: bid } };
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      return { requestIndex, outcome: { ok: false, error } };
    }
  });
  return { decided, placed, changes, auction };
};
