import type { RouteForAuction } from '@portal/contract/freight/routes.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { presentRouteWayRef } from './route-ways.presenter';
import { findRoutesByConditions, routesForAuctionsConditions } from './routes.repository';

/** GET routes_for_auctions: what a new auction may take (the auctions feature narrows it further). */
export const listRoutesForAuctions = async (
  ctx: AppContext,
  principal: Principal,
  { query, limit }: { query?: string | undefined; limit: number },
): Promise<RouteForAuction[]> => {
  const rows = await findRoutesByConditions(
    ctx.db,
    [
      ...routesForAuctionsConditions(principal.ownerId, query, ctx.clock.now()),
      // Issue 15: a route an auction holds (any status but closed or cancelled) is not offered again.
      sql`not exists (select 1 from auction_routes ar join auctions a on a.id = ar.auction_id where ar.route_id = "routes"."id" and a.status in (0, 1, 2, 3, 4))`,
    ],
    limit,
  );
  return rows.map((row) => ({
    id: row.route.id,
    routeCode: row.route.routeCode,
    routeWay: presentRouteWayRef(row.routeWay),
    planDateArrival: row.route.planDateArrival.toISOString(),
    firstDepartment: row.firstDepartment,
    lastDepartment: row.lastDepartment,
    initialSum: toRoubles(row.route.initialSumKopecks),
  }));
};
