import type { RouteBody } from '@portal/contract/freight/routes.schemas';
import { ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { isPerson } from '../../core/db/company-staff';
import type { Tx } from '../../core/db/database';
import { fieldProblem, unprocessable } from '../../core/http/problem';
import { routeOwners, transportationNames, users } from '../../db/schema/index';
import { findOrganization } from './departments.repository';
import {
  findRouteWay,
  findRouteWayPoints,
  type RouteWayPointRow,
  type RouteWayRow,
} from './route-ways.repository';

const exists = async (rows: Promise<unknown[]>): Promise<boolean> => (await rows).length > 0;

export type ResolvedReferences = { routeWay: RouteWayRow; points: RouteWayPointRow[] };

/**
 * Every id the body names must be the customer's own: a route way, a kind of cargo, an organization, a route owner
 * and a manager that works there. Anything else is one 422 entry per field (docs/decisions.md «References in a
 * route's body»), and nothing is written.
 */
export const resolveRouteReferences = async (
  tx: Tx,
  customerId: number,
  body: RouteBody,
): Promise<ResolvedReferences> => {
  const [routeWay, transportation, organization, routeOwner, manager] = await Promise.all([
    findRouteWay(tx, customerId, body.routeWay),
    exists(
      tx
        .select({ id: transportationNames.id })
        .from(transportationNames)
        .where(
          and(
            eq(transportationNames.customerId, customerId),
            eq(transportationNames.id, body.transportation),
          ),
        ),
    ),
    findOrganization(tx, customerId, body.organization),
    body.routeOwner == null
      ? true
      : exists(
          tx
            .select({ id: routeOwners.id })
            .from(routeOwners)
            .where(and(eq(routeOwners.customerId, customerId), eq(routeOwners.id, body.routeOwner))),
        ),
    body.manager == null
      ? true
      : exists(
          tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.ownerType, 'customer'),
                eq(users.ownerId, customerId),
                eq(users.id, body.manager),
                eq(users.blocked, false),
                isNull(users.deletedAt),
                isPerson,
              ),
            ),
        ),
  ]);
  const missing = [
    routeWay ? null : 'routeWay',
    transportation ? null : 'transportation',
    organization ? null : 'organization',
    routeOwner ? null : 'routeOwner',
    manager ? null : 'manager',
  ].filter((field): field is string => field !== null);
  if (missing.length || !routeWay)
    throw unprocessable(missing.map((field) => fieldProblem([field], ROUTE_MESSAGES.notFoundReference)));
  return { routeWay, points: await findRouteWayPoints(tx, [routeWay.id]) };
};
