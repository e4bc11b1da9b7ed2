import { TENDER_STATUS, type TenderAction } from '@portal/contract/tenders/tender-status';
import {
  type CustomerTender,
  TENDER_MESSAGES,
  type TenderBody,
  type TenderDatesBody,
} from '@portal/contract/tenders/tenders.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { notFound, unprocessable } from '../../core/http/problem';
import { publishRouteChange, type RouteChange } from '../freight/route-live';
import { acceptLot } from './tender-acceptance';
import { recordTenderEvent } from './tender-events';
import { publishTenderEvent, TENDER_EVENT_TYPES } from './tender-live';
import { notifyTenderPublished, notifyTenderResult } from './tender-notifications';
import { presentCustomerTender } from './tenders.presenter';
import {
  findBid,
  findBids,
  findCustomerTender,
  findLots,
  type TenderRecord,
  updateLotRow,
  updateTenderRow,
} from './tenders.repository';
import {
  field,
  insertDraftTender,
  lockOwnTender,
  requireTenderAction,
  TENDER_AUDIT_ENTITY,
} from './tenders.service';

type Change = { values: Partial<TenderRecord>; comment?: string | null; details?: Record<string, unknown> };
type Effects = { routes: RouteChange[]; results?: Map<number, { won: string[]; lost: string[] }> };

/** The dates a run starts with: an absent or past start means now; the end must still be ahead. */
const runDates = (dateStart: Date | null, dateEnd: Date, now: Date) => {
  if (dateEnd.getTime() <= now.getTime()) throw unprocessable([field('dateEnd', TENDER_MESSAGES.endInPast)]);
  const start = dateStart && dateStart.getTime() > now.getTime() ? dateStart : now;
  const status = start.getTime() > now.getTime() ? TENDER_STATUS.planned : TENDER_STATUS.active;
  return { dateStart: start, dateEnd, status, notifiedDayBefore: false, notifiedHourBefore: false };
};

const isPublished = (before: number, after: number) =>
  before === TENDER_STATUS.draft && (after === TENDER_STATUS.planned || after === TENDER_STATUS.active);

/** One lifecycle action: lock, check the source state, change, audit, answer; publish and notify after commit. */
const changeTender = async (
  ctx: AppContext,
  principal: Principal,
  target: number | ((tx: Tx) => Promise<number>),
  action: TenderAction,
  decide: (tender: TenderRecord, tx: Tx, now: Date, effects: Effects) => Promise<Change>,
): Promise<CustomerTender> => {
  const now = ctx.clock.now();
  const effects: Effects = { routes: [] };
  const { answer, before, after } = await ctx.db.transaction(async (tx) => {
    const tenderId = typeof target === 'number' ? target : await target(tx);
    const before = await lockOwnTender(tx, principal, tenderId);
    requireTenderAction(action, before);
    const { values, comment, details } = await decide(before, tx, now, effects);
    await updateTenderRow(tx, tenderId, values);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: TENDER_AUDIT_ENTITY,
      entityId: tenderId,
      action,
      fromState: before.status,
      toState: values.status ?? before.status,
      comment: comment ?? null,
      details: {
        dateStart: (values.dateStart ?? before.dateStart)?.toISOString() ?? null,
        dateEnd: (values.dateEnd ?? before.dateEnd).toISOString(),
        ...details,
      },
    });
    const after = (await findCustomerTender(tx, principal.ownerId, tenderId))!;
    // Choosing a lot's winner keeps the status and is not an event: the acceptance is.
    if (action !== 'setwinner')
      await recordTenderEvent(tx, after, now, action === 'change_dates' ? 'tender.dates_changed' : undefined);
    return { answer: await presentCustomerTender(tx, after, now), before, after };
  });
  await publishTenderEvent(
    ctx,
    after,
    action === 'setwinner' || action === 'acceptwinner'
      ? TENDER_EVENT_TYPES.winner
      : TENDER_EVENT_TYPES.status,
  );
  for (const route of effects.routes) await publishRouteChange(ctx, route, true);
  if (isPublished(before.status, after.status)) await notifyTenderPublished(ctx, after);
  if (effects.results) await notifyTenderResult(ctx, after, effects.results);
  return answer;
};

export const runTender = (ctx: AppContext, principal: Principal, tenderId: number) =>
  changeTender(ctx, principal, tenderId, 'run', async (tender, _tx, now) => ({
    values: runDates(tender.dateStart, tender.dateEnd, now),
  }));

/** POST create_and_run: the draft and its run in one transaction, so a refused run leaves nothing behind. */
export const createAndRunTender = (ctx: AppContext, principal: Principal, body: TenderBody) =>
  changeTender(
    ctx,
    principal,
    (tx) => insertDraftTender(tx, principal, body, ctx.clock.now()),
    'run',
    async (tender, _tx, now) => ({ values: runDates(tender.dateStart, tender.dateEnd, now) }),
  );

export const changeTenderDates = (
  ctx: AppContext,
  principal: Principal,
  tenderId: number,
  body: TenderDatesBody,
) =>
  changeTender(ctx, principal, tenderId, 'change_dates', async (tender, _tx, now) => {
    const dateEnd = new Date(body.dateEnd);
    // A running tender keeps its start: only its end moves.
    if (tender.status === TENDER_STATUS.active) {
      if (dateEnd.getTime() <= now.getTime())
        throw unprocessable([field('dateEnd', TENDER_MESSAGES.endInPast)]);
      return { values: { dateEnd, notifiedDayBefore: false, notifiedHourBefore: false } };
    }
    return { values: runDates(body.dateStart ? new Date(body.dateStart) : null, dateEnd, now) };
  });

export const toDraftTender = (ctx: AppContext, principal: Principal, tenderId: number) =>
  changeTender(ctx, principal, tenderId, 'todraft', async () => ({
    values: { status: TENDER_STATUS.draft },
  }));

export const cancelTender = (
  ctx: AppContext,
  principal: Principal,
  tenderId: number,
  body: { comment?: string | undefined },
) =>
  changeTender(ctx, principal, tenderId, 'cancel', async () => ({
    values: { status: TENDER_STATUS.cancelled },
    comment: body.comment ?? null,
  }));

/** Closes bidding now: the tender goes to evaluation with the bids it has. */
export const endTender = (ctx: AppContext, principal: Principal, tenderId: number) =>
  changeTender(ctx, principal, tenderId, 'end', async (_tender, _tx, now) => ({
    values: { status: TENDER_STATUS.ended, dateEnd: now },
  }));

/** Restarts an ended tender with new dates; its bids stay and the winners chosen so far are forgotten. */
export const clearRunTender = (
  ctx: AppContext,
  principal: Principal,
  tenderId: number,
  body: TenderDatesBody,
) =>
  changeTender(ctx, principal, tenderId, 'clear_run', async (tender, tx, now) => {
    for (const lot of await findLots(tx, [tender.id])) await updateLotRow(tx, lot.id, { winnerBidId: null });
    return {
      values: runDates(body.dateStart ? new Date(body.dateStart) : null, new Date(body.dateEnd), now),
    };
  });

/** The customer chooses a lot's winner by its bid (any standing bid, not only the lowest). */
export const setTenderWinner = (ctx: AppContext, principal: Principal, tenderId: number, bidId: number) =>
  changeTender(ctx, principal, tenderId, 'setwinner', async (tender, tx) => {
    const bid = await findBid(tx, tender.id, bidId);
    if (!bid || bid.declinedAt !== null) throw notFound(TENDER_MESSAGES.bidNotFound);
    await updateLotRow(tx, bid.routeTemplateId, { winnerBidId: bid.id });
    return { values: {}, details: { routeTemplateId: bid.routeTemplateId, winnerBidId: bid.id } };
  });

/**
 * Accepts the winners: for every lot the chosen bid, else the lowest, wins; its price becomes the lane's tariff
 * and its flights are generated. Every carrier that bid hears whether it won or lost each lot.
 */
export const acceptTenderWinners = (ctx: AppContext, principal: Principal, tenderId: number) =>
  changeTender(ctx, principal, tenderId, 'acceptwinner', async (tender, tx, now, effects) => {
    const lots = await findLots(tx, [tender.id]);
    const bids = await findBids(tx, [tender.id]);
    const results = new Map<number, { won: string[]; lost: string[] }>();
    const winners: Record<number, number | null> = {};
    for (const lot of lots) {
      const chosen = lot.winnerBidId === null ? null : await findBid(tx, tender.id, lot.winnerBidId);
      const { winner, routes } = await acceptLot(tx, tender, lot, chosen, principal.userId, now);
      winners[lot.id] = winner?.id ?? null;
      effects.routes.push(...routes);
      const label = `№ ${lot.position + 1}`;
      for (const row of bids.filter((candidate) => candidate.bid.routeTemplateId === lot.id)) {
        const entry = results.get(row.contractor.id) ?? { won: [], lost: [] };
        (row.contractor.id === winner?.contractorId ? entry.won : entry.lost).push(label);
        results.set(row.contractor.id, entry);
      }
    }
    effects.results = results;
    return { values: { status: TENDER_STATUS.accepted }, details: { winners } };
  });
