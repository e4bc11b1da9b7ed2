import { AUCTION_STATUS, type AuctionAction } from '@portal/contract/auctions/auction-status';
import {
  AUCTION_MESSAGES,
  type AuctionDatesBody,
  BID_WIN_REFUSALS,
  type CustomerAuction,
} from '@portal/contract/auctions/auctions.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { unprocessable } from '../../core/http/problem';
import { findBid } from './auction-bids.repository';
import { recordAuctionEvent } from './auction-events';
import { AUCTION_EVENT_TYPES, publishAuctionEvent } from './auction-live';
import { notifyAuctionStatus } from './auction-notifications';
import { wakeAuctionScheduler } from './auction-scheduler';
import { winnerDeadlineFrom } from './auction-settings.service';
import { findWinRefusals } from './auction-win-refusals';
import { presentCustomerAuction } from './auctions.presenter';
import {
  type AuctionRecord,
  findAuctionRouteIds,
  findCustomerAuction,
  findSettings,
  updateAuctionRow,
} from './auctions.repository';
import {
  AUCTION_AUDIT_ENTITY,
  checkAuctionRoutes,
  field,
  lockOwnAuction,
  requireAuctionAction,
} from './auctions.service';

// The lifecycle actions of DESIGN 11 (`PATCH …/<action>`): run, change_dates, draft, cancel, clear_run, set_winner.

/** The dates a run starts with: an absent or past start means now; the end must still be ahead. */
const runDates = (dateStart: Date | null, dateEnd: Date, now: Date) => {
  if (dateEnd.getTime() <= now.getTime()) throw unprocessable([field('dateEnd', AUCTION_MESSAGES.endInPast)]);
  const start = dateStart && dateStart.getTime() > now.getTime() ? dateStart : now;
  const status = start.getTime() > now.getTime() ? AUCTION_STATUS.planned : AUCTION_STATUS.active;
  return { dateStart: start, dateEnd, status };
};

/**
 * Run and clear_run open the bidding again: the flights must still be ones an auction may take, checked as at
 * creation (a flight cancelled, given a carrier or past its date since then is refused with the same 422).
 */
const requireRoutesAvailable = async (tx: Tx, auction: AuctionRecord, now: Date) => {
  const links = await findAuctionRouteIds(tx, [auction.id]);
  const { errors } = await checkAuctionRoutes(
    tx,
    auction.customerId,
    links.map((link) => link.routeId),
    now,
    auction.id,
  );
  if (errors.length) throw unprocessable(errors);
};

type Change = { values: Partial<AuctionRecord>; comment?: string | null };

/** One lifecycle action: lock, check the source state, change, audit, answer; publish after the commit. */
export const changeAuction = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  action: AuctionAction,
  decide: (auction: AuctionRecord, tx: Tx, now: Date) => Promise<Change>,
): Promise<CustomerAuction> => {
  const now = ctx.clock.now();
  const { answer, after, fromStatus } = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnAuction(tx, principal, auctionId);
    requireAuctionAction(action, before);
    const { values, comment } = await decide(before, tx, now);
    await updateAuctionRow(tx, auctionId, values);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUCTION_AUDIT_ENTITY,
      entityId: auctionId,
      action,
      fromState: before.status,
      toState: values.status ?? before.status,
      comment: comment ?? null,
      details: {
        dateStart: (values.dateStart ?? before.dateStart)?.toISOString() ?? null,
        dateEnd: (values.dateEnd ?? before.dateEnd).toISOString(),
        ...(values.winnerBidId ? { winnerBidId: values.winnerBidId } : {}),
        ...(values.winnerOfferId ? { winnerOfferId: values.winnerOfferId } : {}),
      },
    });
    const after = (await findCustomerAuction(tx, principal.ownerId, auctionId))!;
    await recordAuctionEvent(tx, after, now, action === 'change_dates' ? 'auction.dates_changed' : undefined);
    return { answer: await presentCustomerAuction(tx, after, now), after, fromStatus: before.status };
  });
  await publishAuctionEvent(
    ctx,
    after,
    action === 'set_winner' || action === 'accept_offer'
      ? AUCTION_EVENT_TYPES.winner
      : action === 'change_dates' && after.status === AUCTION_STATUS.active
        ? AUCTION_EVENT_TYPES.extended
        : AUCTION_EVENT_TYPES.status,
  );
  wakeAuctionScheduler(ctx, after);
  await notifyAuctionStatus(ctx, fromStatus, after);
  return answer;
};

export const runAuction = (ctx: AppContext, principal: Principal, auctionId: number) =>
  changeAuction(ctx, principal, auctionId, 'run', async (auction, tx, now) => {
    const values = runDates(auction.dateStart, auction.dateEnd, now);
    await requireRoutesAvailable(tx, auction, now);
    return { values };
  });

export const changeAuctionDates = (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  body: AuctionDatesBody,
) =>
  changeAuction(ctx, principal, auctionId, 'change_dates', async (auction, _tx, now) => {
    const dateEnd = new Date(body.dateEnd);
    // A running auction keeps its start: only its end moves.
    if (auction.status === AUCTION_STATUS.active) {
      if (dateEnd.getTime() <= now.getTime())
        throw unprocessable([field('dateEnd', AUCTION_MESSAGES.endInPast)]);
      return { values: { dateEnd } };
    }
    return { values: runDates(body.dateStart ? new Date(body.dateStart) : null, dateEnd, now) };
  });

export const draftAuction = (ctx: AppContext, principal: Principal, auctionId: number) =>
  changeAuction(ctx, principal, auctionId, 'draft', async () => ({
    values: { status: AUCTION_STATUS.draft },
  }));

export const cancelAuction = (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  body: { comment?: string | undefined },
) =>
  changeAuction(ctx, principal, auctionId, 'cancel', async () => ({
    values: { status: AUCTION_STATUS.cancelled, winnerDeadline: null },
    comment: body.comment ?? null,
  }));

/**
 * Restarts an auction that ended with no winner. Its bids stay in the log and the best price stays, so the
 * accepted bids of the auction keep strictly decreasing; carriers that declined stay out of the win.
 */
export const clearRunAuction = (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  body: AuctionDatesBody,
) =>
  changeAuction(ctx, principal, auctionId, 'clear_run', async (auction, tx, now) => {
    const dates = runDates(body.dateStart ? new Date(body.dateStart) : null, new Date(body.dateEnd), now);
    await requireRoutesAvailable(tx, auction, now);
    return {
      values: { ...dates, extensionsCount: 0, winnerBidId: null, winnerOfferId: null, winnerDeadline: null },
    };
  });

/**
 * The customer chooses the winning bid; the chosen carrier gets its own decline window. A carrier that declined
 * the win or may no longer take part is refused by name of the reason (auction-win-refusals.ts).
 */
export const setAuctionWinner = (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  body: { bid: number },
) =>
  changeAuction(ctx, principal, auctionId, 'set_winner', async (auction, tx, now) => {
    const bid = await findBid(tx, auction.id, body.bid);
    if (!bid) throw unprocessable([field('bid', AUCTION_MESSAGES.bidNotFound.toLowerCase())]);
    const refusal = (await findWinRefusals(tx, auction, [bid.contractorId])).get(bid.contractorId);
    if (refusal) {
      const message = BID_WIN_REFUSALS[refusal];
      throw unprocessable([field('bid', message.toLowerCase())], message);
    }
    const settings = await findSettings(tx, auction.customerId);
    return {
      values: {
        status: AUCTION_STATUS.hasWinner,
        winnerBidId: bid.id,
        winnerOfferId: null,
        winnerDeadline: winnerDeadlineFrom(now, settings),
      },
    };
  });
