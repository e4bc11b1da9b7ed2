import { driverSchema } from '@portal/contract/fleet/drivers.schemas';
import {
  partnerFleetParamsSchema,
  partnerFleetQuerySchema,
  routeFleetBodySchema,
} from '@portal/contract/fleet/route-fleet.schemas';
import { vehicleSchema } from '@portal/contract/fleet/vehicles.schemas';
import { contractorRouteParamsSchema, contractorRouteSchema } from '@portal/contract/freight/routes.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { listPartnerDrivers, listPartnerVehicles } from './partner-fleet.service';
import { assignRouteFleet } from './route-fleet.service';

const PARTNER = '/api/contractors/:contractorId/partners/:partnerId';

// DESIGN 11: the carrier's part of a route (PUT …/routes/{routeId}) and SPEC 7 partners/{pid}/drivers|vehicles,
// what it may put on that customer's flights.
export const routeFleetRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.put(
    '/api/contractors/:contractorId/routes/:routeId',
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags: ['Рейсы перевозчика'],
        summary: 'Назначить на рейс ТС, прицеп, водителей и контейнеры (отсутствующее снимается)',
        params: contractorRouteParamsSchema,
        body: routeFleetBodySchema,
        response: { 200: contractorRouteSchema },
      },
    },
    async (request) => assignRouteFleet(ctx, requirePrincipal(request), request.params.routeId, request.body),
  );

  routes.get(
    `${PARTNER}/drivers`,
    {
      config: { access: 'contractor' },
      schema: {
        tags: ['Водители'],
        summary: 'Проверенные водители, которых перевозчик может назначить на рейсы заказчика',
        params: partnerFleetParamsSchema,
        querystring: partnerFleetQuerySchema,
        response: { 200: pageOf(driverSchema) },
      },
    },
    async (request) =>
      listPartnerDrivers(ctx, requirePrincipal(request), request.params.partnerId, request.query),
  );

  routes.get(
    `${PARTNER}/vehicles`,
    {
      config: { access: 'contractor' },
      schema: {
        tags: ['Транспортные средства'],
        summary: 'Проверенные ТС, которые перевозчик может назначить на рейсы заказчика',
        params: partnerFleetParamsSchema,
        querystring: partnerFleetQuerySchema,
        response: { 200: pageOf(vehicleSchema) },
      },
    },
    async (request) =>
      listPartnerVehicles(ctx, requirePrincipal(request), request.params.partnerId, request.query),
  );
};
