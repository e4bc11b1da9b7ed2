import type { ContractorRoute, CustomerRoute } from '@portal/contract/freight/routes.schemas';
import { ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import type { Db, Tx } from '../../core/db/database';
import { notFound } from '../../core/http/problem';
import {
  findDisclaimers,
  findMovementPoints,
  findRouteContainers,
  findRouteEvents,
} from './route-parts.repository';
import { presentContractorRoute, presentCustomerRoute, type RouteDetails } from './routes.presenter';
import { findRoute, type RouteRow, type RouteScope } from './routes.repository';

export const routeNotFound = () => notFound(ROUTE_MESSAGES.notFound);

const loadRoute = async (
  db: Db | Tx,
  scope: RouteScope,
  routeId: number,
): Promise<[RouteRow, RouteDetails]> => {
  const row = await findRoute(db, scope, routeId);
  if (!row) throw routeNotFound();
  const [points, containers, disclaimers, events] = await Promise.all([
    findMovementPoints(db, [routeId]),
    findRouteContainers(db, [routeId]),
    findDisclaimers(db, [routeId]),
    findRouteEvents(db, [routeId]),
  ]);
  return [row, { points, containers, disclaimer: disclaimers[0] ?? null, events }];
};

export const readCustomerRoute = async (
  db: Db | Tx,
  customerId: number,
  routeId: number,
): Promise<CustomerRoute> => presentCustomerRoute(...(await loadRoute(db, { customerId }, routeId)));

export const readContractorRoute = async (
  db: Db | Tx,
  contractorId: number,
  routeId: number,
): Promise<ContractorRoute> => {
  const [row, more] = await loadRoute(db, { contractorId }, routeId);
  return presentContractorRoute(row, more, contractorId);
};
