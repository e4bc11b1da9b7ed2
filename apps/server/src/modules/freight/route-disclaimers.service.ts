import {
  DISCLAIMER_ACTIONS,
  DISCLAIMER_STATUS,
  DISCLAIMER_STATUS_LABELS,
  type DisclaimerAction,
  type DisclaimerStatus,
  routeLifecycleOf,
  wrongRouteStateMessage,
} from '@portal/contract/freight/route-states';
import {
  type ContractorRoute,
  type CustomerRoute,
  type DisclaimerBody,
  ROUTE_MESSAGES,
} from '@portal/contract/freight/routes.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { conflict } from '../../core/http/problem';
import { ROUTE_AUDIT_ENTITY } from './customer-routes.service';
import { recordRouteEvent } from './route-events';
import { publishRouteChange } from './route-live';
import { notifyDisclaimerCreated, notifyDisclaimerDecided } from './route-notifications';
import {
  decideDisclaimer,
  findDisclaimers,
  insertDisclaimer,
  lockOpenDisclaimer,
  replaceRouteContainers,
} from './route-parts.repository';
import { readContractorRoute, readCustomerRoute, routeNotFound } from './route-reads';
import { lockRoute, updateRouteRow } from './routes.repository';

/**
 * PATCH /api/contractors/{id}/routes/{routeId}/create_disclaimer: the carrier asks to be released from a route
 * that has not started (no arrival recorded); one open request per carrier and route.
 */
export const createDisclaimer = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
  body: DisclaimerBody,
): Promise<ContractorRoute> => {
  const contractorId = principal.ownerId;
  const { route, managerId, customerId } = await ctx.db.transaction(async (tx) => {
    const locked = await lockRoute(tx, { contractorId }, routeId);
    if (!locked) throw routeNotFound();
    if (routeLifecycleOf(locked) !== 'ready' || locked.currentState !== 0)
      throw conflict(wrongRouteStateMessage(locked));
    if (await lockOpenDisclaimer(tx, routeId)) throw conflict(ROUTE_MESSAGES.disclaimerOpen);
    const disclaimerId = await insertDisclaimer(tx, {
      routeId,
      contractorId,
      comment: body.comment,
      createdBy: principal.userId,
    });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: ROUTE_AUDIT_ENTITY,
      entityId: routeId,
      action: 'create_disclaimer',
      toState: DISCLAIMER_STATUS.new,
      comment: body.comment,
      details: { disclaimerId, contractorId },
    });
    await recordRouteEvent(tx, routeId, 'route.disclaimer_created', ctx.clock.now());
    return {
      route: await readContractorRoute(tx, contractorId, routeId),
      managerId: locked.managerId,
      customerId: locked.customerId,
    };
  });
  await publishRouteChange(ctx, { routeId, routeCode: route.routeCode, customerId, contractorId });
  await notifyDisclaimerCreated(
    ctx,
    { id: routeId, routeCode: route.routeCode, customerId, managerId },
    route.contractor?.name ?? '',
    body.comment,
  );
  return route;
};

/**
 * The customer decides on the open disclaimer. Approval takes the carrier, its drivers, vehicle and trailer off the
 * route (DESIGN 8), which stays ready and free for a new auction.
 */
export const decideRouteDisclaimer = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
  action: DisclaimerAction,
): Promise<CustomerRoute> => {
  const { route, contractorId, managerId } = await ctx.db.transaction(async (tx) => {
    const locked = await lockRoute(tx, { customerId: principal.ownerId }, routeId);
    if (!locked) throw routeNotFound();
    const open = await lockOpenDisclaimer(tx, routeId);
    const rule = DISCLAIMER_ACTIONS[action];
    if (!open || !(rule.from as readonly number[]).includes(open.status)) {
      const [last] = await findDisclaimers(tx, [routeId]);
      throw conflict(
        last
          ? ROUTE_MESSAGES.noOpenDisclaimer(DISCLAIMER_STATUS_LABELS[last.status as DisclaimerStatus])
          : ROUTE_MESSAGES.noDisclaimer,
      );
    }
    await decideDisclaimer(tx, open.id, {
      status: rule.to,
      decidedBy: principal.userId,
      decidedAt: new Date(),
    });
    const approved = rule.to === DISCLAIMER_STATUS.approved;
    if (approved && locked.contractorId === open.contractorId) {
      await updateRouteRow(tx, routeId, {
        contractorId: null,
        freightSumKopecks: null,
        vehicleId: null,
        trailerId: null,
        firstDriverId: null,
        secondDriverId: null,
      });
      await replaceRouteContainers(tx, routeId, []);
    }
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: ROUTE_AUDIT_ENTITY,
      entityId: routeId,
      action,
      fromState: open.status,
      toState: rule.to,
      details: { disclaimerId: open.id, contractorId: open.contractorId },
    });
    await recordRouteEvent(
      tx,
      routeId,
      approved ? 'route.disclaimer_accepted' : 'route.disclaimer_declined',
      ctx.clock.now(),
      open.contractorId,
    );
    return {
      route: await readCustomerRoute(tx, principal.ownerId, routeId),
      contractorId: open.contractorId,
      managerId: locked.managerId,
    };
  });
  const approved = action === 'accept_disclaimer';
  await publishRouteChange(ctx, {
    routeId,
    routeCode: route.routeCode,
    customerId: principal.ownerId,
    contractorId: route.contractor?.id ?? null,
    releasedContractorId: approved ? contractorId : null,
  });
  await notifyDisclaimerDecided(
    ctx,
    { id: routeId, routeCode: route.routeCode, customerId: principal.ownerId, managerId },
    contractorId,
    approved,
  );
  return route;
};
