import { latenessSeconds } from '@portal/contract/freight/route-code';
import {
  pointKindOf,
  ROUTE_STATE,
  routeLifecycleOf,
  routeStateAfter,
} from '@portal/contract/freight/route-states';
import {
  type CustomerRoute,
  type MovementPointBody,
  ROUTE_MESSAGES,
  type RouteEvent,
  type RouteEventBody,
} from '@portal/contract/freight/routes.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { ROUTE_AUDIT_ENTITY } from './customer-routes.service';
import { recordRouteEvent } from './route-events';
import { publishCustomerRouteChange, publishRouteChange } from './route-live';
import {
  findMovementPoints,
  insertRouteEvent,
  type MovementPointRow,
  updateMovementPointRow,
} from './route-parts.repository';
import { readCustomerRoute, routeNotFound } from './route-reads';
import { presentRouteEvent } from './routes.presenter';
import { isHeldByAuction, lockRoute, type RouteRecord, updateRouteRow } from './routes.repository';

const fieldError = (field: string, message: string) => unprocessable([fieldProblem([field], message)]);

const lockOwnRoute = async (tx: Tx, principal: Principal, routeId: number): Promise<RouteRecord> => {
  const route = await lockRoute(tx, { customerId: principal.ownerId }, routeId);
  if (!route) throw routeNotFound();
  return route;
};

/** Facts are recorded only on a ready route with a carrier: it is the carrier's vehicle that arrives. */
const requireUnderWay = (route: RouteRecord) => {
  if (routeLifecycleOf(route) !== 'ready' || route.contractorId === null)
    throw conflict(ROUTE_MESSAGES.notUnderWay);
};

/** Arrivals go in order: after the previous point's, before the next point's if it is recorded. */
const checkFactOrder = (points: MovementPointRow[], index: number, fact: Date, now: Date) => {
  if (fact.getTime() > now.getTime()) throw fieldError('factDateArrival', ROUTE_MESSAGES.inFuture);
  const previous = points[index - 1];
  if (previous && !previous.factDateArrival) throw conflict(ROUTE_MESSAGES.previousPointFirst);
  if (previous?.factDateArrival && fact < previous.factDateArrival)
    throw fieldError('factDateArrival', ROUTE_MESSAGES.beforePreviousFact);
  const next = points[index + 1];
  if (next?.factDateArrival && fact > next.factDateArrival)
    throw fieldError('factDateArrival', ROUTE_MESSAGES.afterNextFact);
};

/** Planned arrivals go in order too: after the previous point's plan, before the next point's. */
const checkPlanOrder = (points: MovementPointRow[], index: number, plan: Date) => {
  const previous = points[index - 1];
  if (previous && plan < previous.planDateArrival)
    throw fieldError('planDateArrival', ROUTE_MESSAGES.planBeforePrevious);
  const next = points[index + 1];
  if (next && plan > next.planDateArrival) throw fieldError('planDateArrival', ROUTE_MESSAGES.planAfterNext);
};

/** The route's state and total lateness follow its recorded arrivals. */
const stateOf = (route: RouteRecord, points: MovementPointRow[]) => {
  const arrived = points.filter((point) => point.factDateArrival !== null);
  const latest = arrived[arrived.length - 1];
  return {
    currentState: routeStateAfter(
      latest
        ? { kind: pointKindOf(latest.position, points.length), factDateArrival: latest.factDateArrival! }
        : null,
      route.planDateLoading,
    ),
    lateness: arrived.reduce((total, point) => total + (point.interval ?? 0), 0),
  };
};

/**
 * PATCH …/movement_points/{pointId}: the customer's staff record the actual arrival (lateness against the plan,
 * the state moves on) and may set the planned arrival by hand.
 */
export const recordMovementPoint = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
  pointId: number,
  body: MovementPointBody,
): Promise<CustomerRoute> => {
  const route = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnRoute(tx, principal, routeId);
    if (before.isCancel) throw conflict(ROUTE_MESSAGES.notUnderWay);
    // A closed flight's lateness is settled: the rating and the proformas' penalties are counted from it.
    if (before.currentState === ROUTE_STATE.closed) throw conflict(ROUTE_MESSAGES.closedPoints);
    // The plan is what carriers bid on while an auction holds the flight, as a full edit is refused then.
    if (body.planDateArrival && (await isHeldByAuction(tx, routeId)))
      throw conflict(ROUTE_MESSAGES.inAuction);
    const points = await findMovementPoints(tx, [routeId]);
    const index = points.findIndex((point) => point.id === pointId);
    const point = points[index];
    if (!point) throw notFound(ROUTE_MESSAGES.pointNotFound);
    const plan = body.planDateArrival ? new Date(body.planDateArrival) : point.planDateArrival;
    const fact = body.factDateArrival ? new Date(body.factDateArrival) : point.factDateArrival;
    if (body.planDateArrival) checkPlanOrder(points, index, plan);
    if (body.factDateArrival) {
      requireUnderWay(before);
      checkFactOrder(points, index, fact!, ctx.clock.now());
    }
    const changed = {
      planDateArrival: plan,
      isPlanManual: point.isPlanManual || body.planDateArrival !== undefined,
      factDateArrival: fact,
      interval: fact ? latenessSeconds(plan, fact) : null,
    };
    await updateMovementPointRow(tx, pointId, changed);
    points[index] = { ...point, ...changed };
    const after = stateOf(before, points);
    await updateRouteRow(tx, routeId, after);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: ROUTE_AUDIT_ENTITY,
      entityId: routeId,
      action: body.factDateArrival ? 'movement_point' : 'plan_movement_point',
      fromState: before.currentState,
      toState: after.currentState,
      details: {
        position: point.position,
        department: point.department.name,
        planDateArrival: plan.toISOString(),
        factDateArrival: fact?.toISOString() ?? null,
        interval: changed.interval,
      },
    });
    if (body.factDateArrival) {
      await recordRouteEvent(tx, routeId, 'route.arrived', ctx.clock.now());
      if (after.currentState === ROUTE_STATE.closed && before.currentState !== ROUTE_STATE.closed)
        await recordRouteEvent(tx, routeId, 'route.closed', ctx.clock.now());
    }
    return readCustomerRoute(tx, principal.ownerId, routeId);
  });
  await publishCustomerRouteChange(ctx, principal.ownerId, route);
  return route;
};

/** POST …/events: a road accident or a theft on a route with a carrier; the rating counts it against that carrier. */
export const addRouteEvent = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
  body: RouteEventBody,
): Promise<RouteEvent> => {
  const { event, route } = await ctx.db.transaction(async (tx) => {
    const route = await lockOwnRoute(tx, principal, routeId);
    requireUnderWay(route);
    const eventDate = new Date(body.eventDate);
    if (eventDate.getTime() > Date.now()) throw fieldError('eventDate', ROUTE_MESSAGES.inFuture);
    const event = await insertRouteEvent(tx, {
      routeId,
      type: body.type,
      eventDate,
      comment: body.comment,
      contractorId: route.contractorId,
      createdBy: principal.userId,
    });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: ROUTE_AUDIT_ENTITY,
      entityId: routeId,
      action: 'event',
      comment: body.comment,
      details: { type: body.type, eventDate: eventDate.toISOString(), contractorId: route.contractorId },
    });
    return { event, route };
  });
  await publishRouteChange(ctx, {
    routeId,
    routeCode: route.routeCode,
    customerId: principal.ownerId,
    contractorId: route.contractorId,
  });
  return presentRouteEvent(event);
};
