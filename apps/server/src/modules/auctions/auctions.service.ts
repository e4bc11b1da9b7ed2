import {
  AUCTION_STATUS,
  type AuctionAction,
  canAuctionAction,
  wrongAuctionStateMessage,
} from '@portal/contract/auctions/auction-status';
import {
  AUCTION_MESSAGES,
  type AuctionBody,
  type AuctionDatesBody,
  type CustomerAuction,
  type CustomerAuctionListItem,
  type CustomerAuctionListQuery,
} from '@portal/contract/auctions/auctions.schemas';
import type { Page } from '@portal/contract/pagination';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import { toKopecks } from '@portal/contract/validation/money';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound, unprocessable } from '../../core/http/problem';
import { resolveParticipants } from '../../core/procurement/participants';
import { auctions, routes } from '../../db/schema/index';
import { findRoutesByConditions, routesForAuctionsConditions } from '../freight/routes.repository';
import { AUCTION_EVENT_TYPES, publishAuctionEvent } from './auction-live';
import { winnerDeadlineFrom } from './auction-settings.service';
import {
  loadAuctionParts,
  presentCustomerAuction,
  presentCustomerAuctionListItem,
} from './auctions.presenter';
import {
  type AuctionRecord,
  deleteAuctionRow,
  findBid,
  findCustomerAuction,
  findCustomerAuctions,
  findHeldRoutes,
  findSettings,
  insertAuction,
  lockRoutes,
  replaceAuctionRoutes,
  replaceParticipants,
  updateAuctionRow,
} from './auctions.repository';

export const AUCTION_AUDIT_ENTITY = 'auction';

export const auctionNotFound = () => notFound(AUCTION_MESSAGES.notFound);

const field = (name: string, message: string) => `${FIELD_LABELS[name] ?? name}: ${message}`;

export const requireAuctionAction = (action: AuctionAction, auction: AuctionRecord) => {
  if (!canAuctionAction(action, auction.status)) throw conflict(wrongAuctionStateMessage(auction.status));
};

export const lockOwnAuction = async (tx: Tx, principal: Principal, auctionId: number) => {
  const auction = await findCustomerAuction(tx, principal.ownerId, auctionId, true);
  if (!auction) throw auctionNotFound();
  return auction;
};

export const listCustomerAuctions = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, status }: CustomerAuctionListQuery,
): Promise<Page<CustomerAuctionListItem>> => {
  const conditions: SQL[] = [eq(auctions.customerId, principal.ownerId)];
  if (status !== undefined) conditions.push(eq(auctions.status, status));
  const { rows, total } = await findCustomerAuctions(ctx.db, conditions, { page, limit });
  const parts = await loadAuctionParts(ctx.db, rows);
  const now = ctx.clock.now();
  const items = [];
  for (const row of rows) items.push(await presentCustomerAuctionListItem(ctx.db, row, parts, now));
  return pageAnswer(items, total, { page, limit });
};

export const getCustomerAuction = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
): Promise<CustomerAuction> => {
  const auction = await findCustomerAuction(ctx.db, principal.ownerId, auctionId);
  if (!auction) throw auctionNotFound();
  return presentCustomerAuction(ctx.db, auction, ctx.clock.now());
};

/**
 * The body checked against the database: the routes are the customer's ready flights without a carrier, not held
 * by another auction (their rows are locked, so two auctions cannot take one route at once), the participants
 * are its accredited, verified partners.
 */
const checkedValues = async (
  tx: Tx,
  principal: Principal,
  body: AuctionBody,
  now: Date,
  exceptAuctionId: number | null,
) => {
  const errors: string[] = [];
  await lockRoutes(tx, principal.ownerId, body.routes);
  const available = await findRoutesByConditions(
    tx,
    [...routesForAuctionsConditions(principal.ownerId, undefined, now), inArray(routes.id, body.routes)],
    body.routes.length,
  );
  const availableIds = new Set(available.map((row) => row.route.id));
  for (const id of body.routes)
    if (!availableIds.has(id)) errors.push(field('routes', AUCTION_MESSAGES.routeNotAvailable(id)));
  const held = new Set((await findHeldRoutes(tx, body.routes, exceptAuctionId)).map((row) => row.routeId));
  for (const row of available)
    if (held.has(row.route.id))
      errors.push(field('routes', AUCTION_MESSAGES.routeInAuction(row.route.routeCode)));

  const startSumKopecks =
    body.startSum === undefined
      ? available.reduce((sum, row) => sum + row.route.initialSumKopecks, 0)
      : toKopecks(body.startSum);
  const stepKopecks = toKopecks(body.step);
  if (available.length && stepKopecks > startSumKopecks)
    errors.push(field('step', AUCTION_MESSAGES.stepAboveStart));
  const dateEnd = new Date(body.dateEnd);
  if (dateEnd.getTime() <= now.getTime()) errors.push(field('dateEnd', AUCTION_MESSAGES.endInPast));

  const participants = await resolveParticipants(tx, principal.ownerId, body);
  if (participants.kind === 'list-not-found')
    errors.push(field('contractorList', AUCTION_MESSAGES.listNotFound));
  if (participants.kind === 'refused') {
    for (const id of participants.unknownIds)
      errors.push(field('contractors', AUCTION_MESSAGES.contractorNotFound(id)));
    for (const name of participants.refusedNames)
      errors.push(field('contractors', AUCTION_MESSAGES.contractorNotPartner(name)));
  }
  if (errors.length || participants.kind !== 'ok') throw unprocessable(errors);
  return {
    row: {
      dateStart: body.dateStart ? new Date(body.dateStart) : null,
      dateEnd,
      startSumKopecks,
      stepKopecks,
      extensionMinutes: body.extensionMinutes,
      maxExtensions: body.maxExtensions ?? null,
      contractorListId: participants.contractorListId,
      comment: body.comment ?? null,
    },
    contractorIds: participants.contractorIds,
  };
};

const auditDetails = (row: Awaited<ReturnType<typeof checkedValues>>['row'], body: AuctionBody) => ({
  routes: body.routes,
  dateStart: row.dateStart?.toISOString() ?? null,
  dateEnd: row.dateEnd.toISOString(),
  startSumKopecks: row.startSumKopecks,
  stepKopecks: row.stepKopecks,
  extensionMinutes: row.extensionMinutes,
  maxExtensions: row.maxExtensions,
  contractorListId: row.contractorListId,
});

export const createAuction = async (
  ctx: AppContext,
  principal: Principal,
  body: AuctionBody,
): Promise<CustomerAuction> => {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { row, contractorIds } = await checkedValues(tx, principal, body, now, null);
    const auctionId = await insertAuction(tx, {
      customerId: principal.ownerId,
      status: AUCTION_STATUS.draft,
      createdBy: principal.userId,
      ...row,
    });
    await replaceAuctionRoutes(tx, auctionId, body.routes);
    await replaceParticipants(tx, auctionId, contractorIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUCTION_AUDIT_ENTITY,
      entityId: auctionId,
      action: 'create',
      toState: AUCTION_STATUS.draft,
      details: { ...auditDetails(row, body), contractors: contractorIds },
    });
    const created = await findCustomerAuction(tx, principal.ownerId, auctionId);
    return presentCustomerAuction(tx, created!, now);
  });
};

export const updateAuction = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  body: AuctionBody,
): Promise<CustomerAuction> => {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockOwnAuction(tx, principal, auctionId);
    requireAuctionAction('edit', before);
    const { row, contractorIds } = await checkedValues(tx, principal, body, now, auctionId);
    await updateAuctionRow(tx, auctionId, row);
    await replaceAuctionRoutes(tx, auctionId, body.routes);
    await replaceParticipants(tx, auctionId, contractorIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUCTION_AUDIT_ENTITY,
      entityId: auctionId,
      action: 'update',
      details: { ...auditDetails(row, body), contractors: contractorIds },
    });
    const updated = await findCustomerAuction(tx, principal.ownerId, auctionId);
    return presentCustomerAuction(tx, updated!, now);
  });
};

/** SPEC 7 full CRUD: only a draft is deleted; its routes become free for another auction. */
export const deleteAuction = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
): Promise<CustomerAuction> => {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockOwnAuction(tx, principal, auctionId);
    requireAuctionAction('delete', before);
    const answer = await presentCustomerAuction(tx, before, now);
    await deleteAuctionRow(tx, auctionId);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUCTION_AUDIT_ENTITY,
      entityId: auctionId,
      action: 'delete',
      fromState: before.status,
    });
    return answer;
  });
};

/** The dates a run starts with: an absent or past start means now; the end must still be ahead. */
const runDates = (dateStart: Date | null, dateEnd: Date, now: Date) => {
  if (dateEnd.getTime() <= now.getTime()) throw unprocessable([field('dateEnd', AUCTION_MESSAGES.endInPast)]);
  const start = dateStart && dateStart.getTime() > now.getTime() ? dateStart : now;
  const status = start.getTime() > now.getTime() ? AUCTION_STATUS.planned : AUCTION_STATUS.active;
  return { dateStart: start, dateEnd, status };
};

type Change = { values: Partial<AuctionRecord>; comment?: string | null };

/** One lifecycle action: lock, check the source state, change, audit, answer; publish after the commit. */
const changeAuction = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  action: AuctionAction,
  decide: (auction: AuctionRecord, tx: Tx, now: Date) => Promise<Change>,
): Promise<CustomerAuction> => {
  const now = ctx.clock.now();
  const { answer, after } = await ctx.db.transaction(async (tx) => {
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
      },
    });
    const after = (await findCustomerAuction(tx, principal.ownerId, auctionId))!;
    return { answer: await presentCustomerAuction(tx, after, now), after };
  });
  await publishAuctionEvent(
    ctx,
    after,
    action === 'set_winner'
      ? AUCTION_EVENT_TYPES.winner
      : action === 'change_dates' && after.status === AUCTION_STATUS.active
        ? AUCTION_EVENT_TYPES.extended
        : AUCTION_EVENT_TYPES.status,
  );
  return answer;
};

export const runAuction = (ctx: AppContext, principal: Principal, auctionId: number) =>
  changeAuction(ctx, principal, auctionId, 'run', async (auction, _tx, now) => ({
    values: runDates(auction.dateStart, auction.dateEnd, now),
  }));

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
  changeAuction(ctx, principal, auctionId, 'clear_run', async (_auction, _tx, now) => ({
    values: {
      ...runDates(body.dateStart ? new Date(body.dateStart) : null, new Date(body.dateEnd), now),
      extensionsCount: 0,
      winnerBidId: null,
      winnerDeadline: null,
    },
  }));

/** The customer chooses the winning bid; the chosen carrier gets its own decline window. */
export const setAuctionWinner = (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  body: { bid: number },
) =>
  changeAuction(ctx, principal, auctionId, 'set_winner', async (auction, tx, now) => {
    const bid = await findBid(tx, auction.id, body.bid);
    if (!bid || bid.declinedAt !== null)
      throw unprocessable([field('bid', AUCTION_MESSAGES.bidNotFound.toLowerCase())]);
    const settings = await findSettings(tx, auction.customerId);
    return {
      values: {
        status: AUCTION_STATUS.hasWinner,
        winnerBidId: bid.id,
        winnerDeadline: winnerDeadlineFrom(now, settings),
      },
    };
  });
