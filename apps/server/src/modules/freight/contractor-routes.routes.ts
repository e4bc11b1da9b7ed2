import {
  contractorRouteListItemSchema,
  contractorRouteListQuerySchema,
  contractorRouteParamsSchema,
  contractorRouteSchema,
  contractorRoutesParamsSchema,
  disclaimerBodySchema,
} from '@portal/contract/freight/routes.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { getContractorRoute, listContractorRoutes } from './contractor-routes.service';
import { createDisclaimer } from './route-disclaimers.service';

const tags = ['Рейсы перевозчика'];
const ROUTES = '/api/contractors/:contractorId/routes';
const ROUTE = `${ROUTES}/:routeId`;

// SPEC 2.2 flights/contractor (C): the carrier reads its routes; admins and managers ask to be released (AM).
// PUT …/routes/{id} (vehicle, trailer, drivers, containers) is the fleet's: modules/fleet/route-fleet.routes.ts.
export const contractorRoutesRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    ROUTES,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Рейсы, назначенные перевозчику',
        params: contractorRoutesParamsSchema,
        querystring: contractorRouteListQuerySchema,
        response: { 200: pageOf(contractorRouteListItemSchema) },
      },
    },
    async (request) => listContractorRoutes(ctx, requirePrincipal(request), request.query),
  );

  routes.get(
    ROUTE,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Рейс перевозчика',
        params: contractorRouteParamsSchema,
        response: { 200: contractorRouteSchema },
      },
    },
    async (request) => getContractorRoute(ctx, requirePrincipal(request), request.params.routeId),
  );

  routes.patch(
    `${ROUTE}/create_disclaimer`,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags,
        summary: 'Отказаться от рейса (заказчик одобряет или отклоняет)',
        params: contractorRouteParamsSchema,
        body: disclaimerBodySchema,
        response: { 200: contractorRouteSchema },
      },
    },
    async (request) => createDisclaimer(ctx, requirePrincipal(request), request.params.routeId, request.body),
  );
};
