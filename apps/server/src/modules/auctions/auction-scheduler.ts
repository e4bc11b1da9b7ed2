import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { splitInProportion } from '@portal/contract/auctions/bid-rules';
import { and, eq, lte, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { type NextDueWork, startNextDueWork } from '../../core/next-due-work';
import { auctions } from '../../db/schema/index';
import { recordRouteEvent } from '../freight/route-events';
import { publishRouteChange } from '../freight/route-live';
import { recordAuctionEvent } from './auction-events';
import { AUCTION_EVENT_TYPES, publishAuctionEvent } from './auction-live';
import { notifyAuctionStatus, notifyWinPassed } from './auction-notifications';
import { findWinning } from './auction-offers.repository';
import { winnerDeadlineFrom } from './auction-settings.service';
import { findBestWinnableBid, findWinRefusals } from './auction-win-refusals';
import {
  type AuctionRecord,
  assignRoute,
  claimDueAuction,
  findAuctionRouteIds,
  findNextDueAt,
  findSettings,
  lockRoutes,
  updateAuctionRow,
} from './auctions.repository';

/**
 * Issue 15 scheduler. Each due auction is claimed with `FOR UPDATE SKIP LOCKED` (ProZorro's chronograph pattern,
 * docs/decisions.md «Auction scheduler»), handled and committed in its own transaction, so two server processes on
 * one database never handle it twice and a restart finds the overdue work still due (it runs at start). Between
 * runs it sleeps until the earliest due moment (a start, an end, a decline deadline), re-armed by each change that
 * makes something due sooner, and at most SCHEDULER_MAX_SLEEP_MS: an auction closes as its end comes.
 */
export const SCHEDULER_MAX_SLEEP_MS = 5000;

/** Each app's running scheduler; tests stop it to call runDueAuctionWork themselves at a chosen time. */
export const RUNNING_SCHEDULERS = new WeakMap<AppContext, NextDueWork>();

export const stopAuctionScheduler = async (ctx: AppContext): Promise<void> => {
  await RUNNING_SCHEDULERS.get(ctx)?.stop();
  RUNNING_SCHEDULERS.delete(ctx);
};

/** When the scheduler next has work for this auction: its start, its end or its winner's decline deadline. */
const dueAtOf = (auction: AuctionRecord): Date | null => {
  if (auction.status === AUCTION_STATUS.planned) return auction.dateStart;
  if (auction.status === AUCTION_STATUS.active) return auction.dateEnd;
  if (auction.status === AUCTION_STATUS.hasWinner) return auction.winnerDeadline;
  return null;
};

/** After a change committed: the scheduler wakes at the auction's next due moment if that is sooner. */
export const wakeAuctionScheduler = (ctx: AppContext, auction: AuctionRecord): void => {
  const due = dueAtOf(auction);
  if (due) RUNNING_SCHEDULERS.get(ctx)?.wakeAt(due);
};

export const startAuctionScheduler = (ctx: AppContext): void => {
  RUNNING_SCHEDULERS.set(
    ctx,
    startNextDueWork({
      name: 'auction scheduler',
      work: () => runDueAuctionWork(ctx),
      nextDueAt: () => findNextDueAt(ctx.db),
      maxSleepMs: SCHEDULER_MAX_SLEEP_MS,
      // Read at each use: tests replace ctx.clock after the start.
      clock: { now: () => ctx.clock.now() },
      log: ctx.log,
    }),
  );
};

type Done = {
  auction: AuctionRecord;
  event: (typeof AUCTION_EVENT_TYPES)[keyof typeof AUCTION_EVENT_TYPES];
  routes?: RouteAssigned[];
  /** The win went on to the next carrier, which is told as after a decline. */
  isWinPassed?: boolean;
};
type RouteAssigned = { routeId: number; routeCode: string; customerId: number; contractorId: number };

const SYSTEM = null;

const audit = (
  tx: Tx,
  auction: AuctionRecord,
  action: string,
  to: number,
  details?: Record<string, unknown>,
) =>
  writeAudit(tx, {
    actorUserId: SYSTEM,
    entity: 'auction',
    entityId: auction.id,
    action,
    fromState: auction.status,
    toState: to,
    ...(details ? { details } : {}),
  });

/** A won auction's result, or none: the lowest bid of a carrier that may win (auction-win-refusals.ts). */
export const decideWinner = async (
  tx: Tx,
  auction: AuctionRecord,
  now: Date,
): Promise<Partial<AuctionRecord>> => {
  const best = await findBestWinnableBid(tx, auction);
  if (!best)
    return { status: AUCTION_STATUS.noWinner, winnerBidId: null, winnerOfferId: null, winnerDeadline: null };
  const settings = await findSettings(tx, auction.customerId);
  return {
    status: AUCTION_STATUS.hasWinner,
    winnerBidId: best.id,
    winnerOfferId: null,
    winnerDeadline: winnerDeadlineFrom(now, settings),
  };
};

const startPlanned = async (tx: Tx, auction: AuctionRecord): Promise<Done> => {
  await updateAuctionRow(tx, auction.id, { status: AUCTION_STATUS.active });
  await audit(tx, auction, 'start', AUCTION_STATUS.active);
  return { auction: { ...auction, status: AUCTION_STATUS.active }, event: AUCTION_EVENT_TYPES.status };
};

const closeActive = async (tx: Tx, auction: AuctionRecord, now: Date): Promise<Done> => {
  const values = await decideWinner(tx, auction, now);
  await updateAuctionRow(tx, auction.id, values);
  await audit(tx, auction, 'close', values.status!, { winnerBidId: values.winnerBidId ?? null });
  return {
    auction: { ...auction, ...values },
    event:
      values.status === AUCTION_STATUS.hasWinner ? AUCTION_EVENT_TYPES.winner : AUCTION_EVENT_TYPES.status,
  };
};

/**
 * After the decline window: the routes go to the winner at the winning price (its bid's or its accepted offer's),
 * split by their initial sums.
 */
const assignWinner = async (tx: Tx, auction: AuctionRecord, now: Date): Promise<Done> => {
  const links = await findAuctionRouteIds(tx, [auction.id]);
  const routeRows = await lockRoutes(
    tx,
    auction.customerId,
    links.map((link) => link.routeId),
  );
  const winning = await findWinning(tx, auction);
  if (!winning) {
    await updateAuctionRow(tx, auction.id, { status: AUCTION_STATUS.noWinner, winnerDeadline: null });
    await audit(tx, auction, 'close', AUCTION_STATUS.noWinner);
    return { auction: { ...auction, status: AUCTION_STATUS.noWinner }, event: AUCTION_EVENT_TYPES.status };
  }
  // A winner the customer blocked, or that lost its verification, during the window gets no flights: the win passes
  // on as after a decline (auction-win-refusals.ts).
  const refusals = await findWinRefusals(tx, auction, [winning.contractorId]);
  const refusal = refusals.get(winning.contractorId);
  if (refusal) {
    const values = await decideWinner(tx, auction, now);
    await updateAuctionRow(tx, auction.id, values);
    await audit(tx, auction, 'pass_win', values.status!, {
      contractorId: winning.contractorId,
      reason: refusal,
      nextWinnerBidId: values.winnerBidId ?? null,
    });
    const passed = values.status === AUCTION_STATUS.hasWinner;
    return {
      auction: { ...auction, ...values },
      event: passed ? AUCTION_EVENT_TYPES.winner : AUCTION_EVENT_TYPES.status,
      isWinPassed: passed,
    };
  }
  const shares = splitInProportion(
    winning.summKopecks,
    routeRows.map((route) => route.initialSumKopecks),
  );
  const assigned: RouteAssigned[] = [];
  for (const [index, route] of routeRows.entries()) {
    await assignRoute(tx, route.id, winning.contractorId, shares[index]!);
    await recordRouteEvent(tx, route.id, 'route.assigned', now);
    await writeAudit(tx, {
      actorUserId: SYSTEM,
      entity: 'route',
      entityId: route.id,
      action: 'auction_assign',
      details: {
        auctionId: auction.id,
        contractorId: winning.contractorId,
        freightSumKopecks: shares[index]!,
      },
    });
    assigned.push({
      routeId: route.id,
      routeCode: route.routeCode,
      customerId: auction.customerId,
      contractorId: winning.contractorId,
    });
  }
  await updateAuctionRow(tx, auction.id, { status: AUCTION_STATUS.closed });
  await audit(tx, auction, 'assign', AUCTION_STATUS.closed, { contractorId: winning.contractorId });
  return {
    auction: { ...auction, status: AUCTION_STATUS.closed },
    event: AUCTION_EVENT_TYPES.status,
    routes: assigned,
  };
};

type Step = { due: (now: Date) => SQL; handle: (tx: Tx, auction: AuctionRecord, now: Date) => Promise<Done> };

const STEPS: Step[] = [
  {
    due: (now) => and(eq(auctions.status, AUCTION_STATUS.planned), lte(auctions.dateStart, now))!,
    handle: (tx, auction) => startPlanned(tx, auction),
  },
  {
    due: (now) => and(eq(auctions.status, AUCTION_STATUS.active), lte(auctions.dateEnd, now))!,
    handle: closeActive,
  },
  {
    due: (now) => and(eq(auctions.status, AUCTION_STATUS.hasWinner), lte(auctions.winnerDeadline, now))!,
    handle: assignWinner,
  },
];

/** Does all work due now, one auction per transaction; answers how many auctions it moved. */
export const runDueAuctionWork = async (ctx: AppContext): Promise<number> => {
  let moved = 0;
  for (const step of STEPS) {
    for (;;) {
      const now = ctx.clock.now();
      const done = await ctx.db.transaction(async (tx) => {
        const auction = await claimDueAuction(tx, step.due(now));
        if (!auction) return null;
        const done = await step.handle(tx, auction, now);
        await recordAuctionEvent(tx, done.auction, now);
        return { ...done, fromStatus: auction.status };
      });
      if (!done) break;
      moved += 1;
      await publishAuctionEvent(ctx, done.auction, done.event);
      for (const route of done.routes ?? []) await publishRouteChange(ctx, route, true);
      await notifyAuctionStatus(ctx, done.fromStatus, done.auction);
      if (done.isWinPassed) await notifyWinPassed(ctx, done.auction);
    }
  }
  return moved;
};
