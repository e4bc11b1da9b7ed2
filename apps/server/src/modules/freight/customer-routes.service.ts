import {
  defaultPlanDateLoading,
  plannedArrivalAt,
  routeCodeOf,
  withRouteCodeSuffix,
} from '@portal/contract/freight/route-code';
import {
  canRouteAction,
  type RouteAction,
  routeLifecycleOf,
  wrongRouteStateMessage,
} from '@portal/contract/freight/route-states';
import {
  type CustomerRoute,
  type CustomerRouteListItem,
  flightTooFarAhead,
  ROUTE_MESSAGES,
  type RouteBody,
  type RouteListQuery,
} from '@portal/contract/freight/routes.schemas';
import { zonedDay } from '@portal/contract/freight/zoned-time';
import type { EventType } from '@portal/contract/integration/event-types';
import type { Page } from '@portal/contract/pagination';
import { toKopecks } from '@portal/contract/validation/money';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { lockCustomer } from '../../core/db/customer-lock';
import type { Tx } from '../../core/db/database';
import { cappedPageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, unprocessable } from '../../core/http/problem';
import { recordRouteEvent } from './route-events';
import { publishCustomerRouteChange } from './route-live';
import { type NewMovementPoint, replaceMovementPoints } from './route-parts.repository';
import { readCustomerRoute, routeNotFound } from './route-reads';
import { type ResolvedReferences, resolveRouteReferences } from './route-references';
import { presentCustomerRouteListItem } from './routes.presenter';
import {
  findRouteCodesOfDay,
  findRoutes,
  insertRoute,
  isHeldByAuction,
  lockRoute,
  type RouteRecord,
  routeConditions,
  updateRouteRow,
} from './routes.repository';

export const ROUTE_AUDIT_ENTITY = 'route';

export const listCustomerRoutes = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: RouteListQuery,
): Promise<Page<CustomerRouteListItem>> => {
  const { rows, total } = await findRoutes(
    ctx.db,
    routeConditions({ customerId: principal.ownerId }, filter),
    {
      page,
      limit,
    },
  );
  return cappedPageAnswer(rows.map(presentCustomerRouteListItem), total, { page, limit });
};

export const getCustomerRoute = (ctx: AppContext, principal: Principal, routeId: number) =>
  readCustomerRoute(ctx.db, principal.ownerId, routeId);

/** DESIGN 11: the code's day is read in the first department's zone; a taken code of the day gets a suffix. */
export const freeRouteCode = async (
  tx: Tx,
  customerId: number,
  refs: ResolvedReferences,
  planDateArrival: Date,
  exceptRouteId?: number,
): Promise<{ routeCode: string; routeDay: string }> => {
  const timeZone = refs.points[0]!.department.timezone;
  const base = routeCodeOf(planDateArrival, timeZone, refs.routeWay.code);
  const routeDay = zonedDay(planDateArrival, timeZone);
  const taken = await findRouteCodesOfDay(tx, customerId, routeDay, base, exceptRouteId);
  return { routeCode: withRouteCodeSuffix(base, taken), routeDay };
};

export const plannedPoints = (
  routeId: number,
  refs: ResolvedReferences,
  planDateArrival: Date,
): NewMovementPoint[] =>
  refs.points.map((point) => ({
    routeId,
    position: point.position,
    departmentId: point.department.id,
    distance: point.distance,
    planDateArrival: plannedArrivalAt(planDateArrival, point.distance),
  }));

/**
 * The body's values, with the defaults of DESIGN 8: loading an hour after arrival, the sum from the tariff.
 * Issue 22: an arrival more than FLIGHT_YEARS_AHEAD years ahead of `now` is refused.
 */
const routeValues = (body: RouteBody, refs: ResolvedReferences, now: Date) => {
  const initialSumKopecks =
    body.initialSum === undefined ? refs.routeWay.tariffKopecks : toKopecks(body.initialSum);
  if (initialSumKopecks === null)
    throw unprocessable([fieldProblem(['initialSum'], ROUTE_MESSAGES.noTariff)]);
  const planDateArrival = new Date(body.planDateArrival);
  const tooFar = flightTooFarAhead(planDateArrival, now);
  if (tooFar)
    throw unprocessable([fieldProblem(['planDateArrival'], tooFar.message, tooFar.code, tooFar.params)]);
  return {
    routeWayId: refs.routeWay.id,
    transportationId: body.transportation,
    organizationId: body.organization,
    firstDepartmentId: refs.points[0]!.department.id,
    lastDepartmentId: refs.points[refs.points.length - 1]!.department.id,
    planDateArrival,
    planDateLoading: body.planDateLoading
      ? new Date(body.planDateLoading)
      : defaultPlanDateLoading(planDateArrival),
    initialSumKopecks,
    routeOwnerId: body.routeOwner ?? null,
    managerId: body.manager ?? null,
    comment: body.comment ?? null,
  };
};

const auditValues = (values: ReturnType<typeof routeValues> & { routeCode: string }) => ({
  ...values,
  planDateArrival: values.planDateArrival.toISOString(),
  planDateLoading: values.planDateLoading.toISOString(),
});

/**
 * Inserts a customer's flight inside the caller's transaction: a draft, or a ready one when `isDraft` is false
 * (routes-auction puts it straight into its auction). Answers the new id; the caller publishes after its commit.
 */
export const insertCustomerRoute = async (
  tx: Tx,
  principal: Principal,
  body: RouteBody,
  now: Date,
  isDraft = true,
): Promise<number> => {
  const refs = await resolveRouteReferences(tx, principal.ownerId, body);
  const values = routeValues(body, refs, now);
  await lockCustomer(tx, principal.ownerId);
  const code = await freeRouteCode(tx, principal.ownerId, refs, values.planDateArrival);
  const routeId = await insertRoute(tx, {
    customerId: principal.ownerId,
    ...values,
    ...code,
    isDraft,
  });
  await replaceMovementPoints(tx, routeId, plannedPoints(routeId, refs, values.planDateArrival));
  await writeAudit(tx, {
    actorUserId: principal.userId,
    entity: ROUTE_AUDIT_ENTITY,
    entityId: routeId,
    action: 'create',
    toState: isDraft ? 'draft' : 'ready',
    details: auditValues({ ...values, routeCode: code.routeCode }),
  });
  await recordRouteEvent(tx, routeId, 'route.created', now);
  return routeId;
};

export const createCustomerRoute = async (
  ctx: AppContext,
  principal: Principal,
  body: RouteBody,
): Promise<CustomerRoute> => {
  const route = await ctx.db.transaction(async (tx) =>
    readCustomerRoute(tx, principal.ownerId, await insertCustomerRoute(tx, principal, body, ctx.clock.now())),
  );
  await publishCustomerRouteChange(ctx, principal.ownerId, route);
  return route;
};

const lockOwnRoute = async (tx: Tx, principal: Principal, routeId: number): Promise<RouteRecord> => {
  const route = await lockRoute(tx, { customerId: principal.ownerId }, routeId);
  if (!route) throw routeNotFound();
  return route;
};

// DESIGN 8: no route is edited, returned to the drafts or cancelled while an auction holds it (issue 15).
const refuseWhileInAuction = async (tx: Tx, routeId: number) => {
  if (await isHeldByAuction(tx, routeId)) throw conflict(ROUTE_MESSAGES.inAuction);
};

const requireAction = (action: RouteAction, route: RouteRecord) => {
  if (!canRouteAction(action, route)) throw conflict(wrongRouteStateMessage(route));
};

/** DESIGN 8: only a draft is edited in full; its points are planned again from the new arrival. */
export const updateCustomerRoute = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
  body: RouteBody,
): Promise<CustomerRoute> => {
  const route = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnRoute(tx, principal, routeId);
    requireAction('edit', before);
    await refuseWhileInAuction(tx, routeId);
    const refs = await resolveRouteReferences(tx, principal.ownerId, body);
    const values = routeValues(body, refs, ctx.clock.now());
    await lockCustomer(tx, principal.ownerId);
    const code = await freeRouteCode(tx, principal.ownerId, refs, values.planDateArrival, routeId);
    // Its own code is not counted as taken, so an unchanged day and way keep the code they had.
    const { routeCode } = code;
    await updateRouteRow(tx, routeId, { ...values, routeCode, routeDay: code.routeDay });
    await replaceMovementPoints(tx, routeId, plannedPoints(routeId, refs, values.planDateArrival));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: ROUTE_AUDIT_ENTITY,
      entityId: routeId,
      action: 'update',
      details: {
        before: {
          routeCode: before.routeCode,
          routeWayId: before.routeWayId,
          planDateArrival: before.planDateArrival.toISOString(),
          planDateLoading: before.planDateLoading.toISOString(),
          initialSumKopecks: before.initialSumKopecks,
        },
        after: auditValues({ ...values, routeCode }),
      },
    });
    return readCustomerRoute(tx, principal.ownerId, routeId);
  });
  await publishCustomerRouteChange(ctx, principal.ownerId, route);
  return route;
};

type Lifecycle = 'set_ready' | 'set_draft' | 'cancel' | 'uncancel';

const LIFECYCLE_CHANGES: Record<Lifecycle, { isDraft?: boolean; isCancel?: boolean }> = {
  set_ready: { isDraft: false },
  set_draft: { isDraft: true },
  cancel: { isCancel: true },
  uncancel: { isCancel: false },
};

const LIFECYCLE_EVENTS: Record<Lifecycle, EventType> = {
  set_ready: 'route.ready',
  set_draft: 'route.draft',
  cancel: 'route.cancelled',
  uncancel: 'route.uncancelled',
};

/** Rules beyond the source state: a flight with a carrier stays out of the drafts, one under way is not cancelled. */
const checkLifecycle = (action: Lifecycle, route: RouteRecord) => {
  if (action === 'set_draft' && route.contractorId !== null) throw conflict(ROUTE_MESSAGES.assigned);
  if (action === 'cancel' && route.currentState !== 0) throw conflict(ROUTE_MESSAGES.underWay);
};

export const changeRouteLifecycle = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
  action: Lifecycle,
): Promise<CustomerRoute> => {
  const route = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnRoute(tx, principal, routeId);
    requireAction(action, before);
    checkLifecycle(action, before);
    if (action === 'set_draft' || action === 'cancel') await refuseWhileInAuction(tx, routeId);
    const change = LIFECYCLE_CHANGES[action];
    await updateRouteRow(tx, routeId, change);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: ROUTE_AUDIT_ENTITY,
      entityId: routeId,
      action,
      fromState: routeLifecycleOf(before),
      toState: routeLifecycleOf({ ...before, ...change }),
    });
    await recordRouteEvent(tx, routeId, LIFECYCLE_EVENTS[action], ctx.clock.now());
    return readCustomerRoute(tx, principal.ownerId, routeId);
  });
  await publishCustomerRouteChange(ctx, principal.ownerId, route);
  return route;
};
