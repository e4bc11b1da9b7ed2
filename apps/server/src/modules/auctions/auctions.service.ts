import {
  AUCTION_STATUS,
  type AuctionAction,
  canAuctionAction,
  wrongAuctionStateMessage,
} from '@portal/contract/auctions/auction-status';
import {
  AUCTION_MESSAGES,
  type AuctionBody,
  type CustomerAuction,
  type CustomerAuctionListQuery,
  type CustomerAuctionPage,
  type RoutesAuctionBody,
} from '@portal/contract/auctions/auctions.schemas';
import type { FieldProblem } from '@portal/contract/problem/field-problem';
import { toKopecks } from '@portal/contract/validation/money';
import { inArray } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { cappedPageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { resolveParticipants } from '../../core/procurement/participants';
import { routes } from '../../db/schema/index';
import { insertCustomerRoute } from '../freight/customer-routes.service';
import { publishCustomerRouteChange } from '../freight/route-live';
import { readCustomerRoute } from '../freight/route-reads';
import { findRoutesByConditions, routesForAuctionsConditions } from '../freight/routes.repository';
import { recordAuctionEvent } from './auction-events';
import { auctionConditions } from './auction-filters';
import {
  loadAuctionParts,
  presentCustomerAuction,
  presentCustomerAuctionListItem,
} from './auctions.presenter';
import {
  type AuctionRecord,
  countAuctionsByStatus,
  deleteAuctionRow,
  findCustomerAuction,
  findCustomerAuctions,
  findHeldRoutes,
  insertAuction,
  lockRoutes,
  replaceAuctionRoutes,
  replaceParticipants,
  updateAuctionRow,
} from './auctions.repository';

export const AUCTION_AUDIT_ENTITY = 'auction';

export const auctionNotFound = () => notFound(AUCTION_MESSAGES.notFound);

export const field = (name: string, message: string) => fieldProblem([name], message);

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
  { page, limit, ...filter }: CustomerAuctionListQuery,
): Promise<CustomerAuctionPage> => {
  const [{ rows, total }, counts] = await Promise.all([
    findCustomerAuctions(ctx.db, auctionConditions(principal.ownerId, filter), { page, limit }),
    countAuctionsByStatus(ctx.db, auctionConditions(principal.ownerId, filter, false)),
  ]);
  const parts = await loadAuctionParts(ctx.db, rows);
  const now = ctx.clock.now();
  const items = [];
  for (const row of rows) items.push(await presentCustomerAuctionListItem(ctx.db, row, parts, now));
  return { ...cappedPageAnswer(items, total, { page, limit }), counts };
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
 * The flights an auction takes, checked against the database (creation, edit, run and clear_run): the customer's
 * flights as routes_for_auctions offers them, not held by another auction. Their rows are locked, so two auctions
 * cannot take one flight at once.
 */
export const checkAuctionRoutes = async (
  tx: Tx,
  customerId: number,
  routeIds: number[],
  now: Date,
  exceptAuctionId: number | null,
) => {
  const errors: FieldProblem[] = [];
  await lockRoutes(tx, customerId, routeIds);
  const available = await findRoutesByConditions(
    tx,
    [...routesForAuctionsConditions(customerId, undefined, now), inArray(routes.id, routeIds)],
    routeIds.length,
  );
  const availableIds = new Set(available.map((row) => row.route.id));
  for (const id of routeIds)
    if (!availableIds.has(id)) errors.push(field('routes', AUCTION_MESSAGES.routeNotAvailable(id)));
  const held = new Set((await findHeldRoutes(tx, routeIds, exceptAuctionId)).map((row) => row.routeId));
  for (const row of available)
    if (held.has(row.route.id))
      errors.push(field('routes', AUCTION_MESSAGES.routeInAuction(row.route.routeCode)));
  return { available, errors };
};

/** The body checked against the database: its flights (checkAuctionRoutes) and its participants. */
const checkedValues = async (
  tx: Tx,
  principal: Principal,
  body: AuctionBody,
  now: Date,
  exceptAuctionId: number | null,
) => {
  const { available, errors } = await checkAuctionRoutes(
    tx,
    principal.ownerId,
    body.routes,
    now,
    exceptAuctionId,
  );

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
  if (participants.kind === 'list-empty')
    errors.push(field('contractorList', AUCTION_MESSAGES.listHasNoParticipants));
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

/** Inserts a draft auction inside the caller's transaction (create, and routes-auction with its new flight). */
const insertDraftAuction = async (tx: Tx, principal: Principal, body: AuctionBody, now: Date) => {
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
  await recordAuctionEvent(
    tx,
    { id: auctionId, customerId: principal.ownerId, status: AUCTION_STATUS.draft },
    now,
    'auction.created',
  );
  const created = await findCustomerAuction(tx, principal.ownerId, auctionId);
  return presentCustomerAuction(tx, created!, now);
};

export const createAuction = async (
  ctx: AppContext,
  principal: Principal,
  body: AuctionBody,
): Promise<CustomerAuction> => {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => insertDraftAuction(tx, principal, body, now));
};

/**
 * DESIGN 11 routes-auction: a ready flight (the freight module's own creation) and a draft auction over it, in one
 * transaction, so a refused auction leaves no flight behind. The flight's change is published after the commit.
 */
export const createRouteAndAuction = async (
  ctx: AppContext,
  principal: Principal,
  body: RoutesAuctionBody,
): Promise<CustomerAuction> => {
  const now = ctx.clock.now();
  const { auction, route } = await ctx.db.transaction(async (tx) => {
    const routeId = await insertCustomerRoute(tx, principal, body.route, now, false);
    const auction = await insertDraftAuction(tx, principal, { ...body.auction, routes: [routeId] }, now);
    return { auction, route: await readCustomerRoute(tx, principal.ownerId, routeId) };
  });
  await publishCustomerRouteChange(ctx, principal.ownerId, route);
  return auction;
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
