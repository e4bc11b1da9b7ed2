import type { CustomerRoute } from '@portal/contract/freight/routes.schemas';
import type { AppContext } from '../../core/context';

// Issue 13: flight changes travel on the `routes` channel (docs/decisions.md «Live flights»). Each company has
// one sequence, as a user has for notifications, so a gap tells the page to refetch its list.
export const ROUTE_EVENT_TYPES = {
  /** Anything the side may see changed: the page refetches the list or the route. */
  changed: 'route-changed',
  /** The route was given to this carrier (an auction or a tender assigns it). */
  assigned: 'route-assigned',
  /** The route left this carrier (its disclaimer was approved). */
  released: 'route-released',
} as const;
export type RouteEventType = (typeof ROUTE_EVENT_TYPES)[keyof typeof ROUTE_EVENT_TYPES];

export type RouteChange = {
  routeId: number;
  routeCode: string;
  customerId: number;
  /** The carrier the route is assigned to after the change, if any. */
  contractorId: number | null;
  /** A carrier that lost the route in this change. */
  releasedContractorId?: number | null;
};

/** Publish after the transaction commits: the customer's pages and the carriers concerned hear of it. */
export const publishRouteChange = async (
  ctx: AppContext,
  change: RouteChange,
  assigned = false,
): Promise<void> => {
  const payload = { routeId: change.routeId, routeCode: change.routeCode };
  await ctx.bus.publish({
    channel: 'routes',
    type: ROUTE_EVENT_TYPES.changed,
    id: `customer-${change.customerId}`,
    payload,
    audience: { kind: 'company', ownerType: 'customer', ownerId: change.customerId },
  });
  if (change.contractorId !== null) {
    await ctx.bus.publish({
      channel: 'routes',
      type: assigned ? ROUTE_EVENT_TYPES.assigned : ROUTE_EVENT_TYPES.changed,
      id: `contractor-${change.contractorId}`,
      payload,
      audience: { kind: 'company', ownerType: 'contractor', ownerId: change.contractorId },
    });
  }
  if (change.releasedContractorId) {
    await ctx.bus.publish({
      channel: 'routes',
      type: ROUTE_EVENT_TYPES.released,
      id: `contractor-${change.releasedContractorId}`,
      payload,
      audience: { kind: 'company', ownerType: 'contractor', ownerId: change.releasedContractorId },
    });
  }
};

/** The customer changed its route: both sides hear of it, as the route reads after the change. */
export const publishCustomerRouteChange = (
  ctx: AppContext,
  customerId: number,
  route: CustomerRoute,
): Promise<void> =>
  publishRouteChange(ctx, {
    routeId: route.id,
    routeCode: route.routeCode,
    customerId,
    contractorId: route.contractor?.id ?? null,
  });
