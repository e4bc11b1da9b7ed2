import { referenceLookupQuerySchema } from '@portal/contract/freight/departments.schemas';
import {
  customerRouteListItemSchema,
  customerRouteSchema,
  movementPointBodySchema,
  movementPointParamsSchema,
  routeBodySchema,
  routeEventBodySchema,
  routeEventSchema,
  routeForAuctionSchema,
  routeHistorySchema,
  routeListQuerySchema,
  routeParamsSchema,
  routesParamsSchema,
} from '@portal/contract/freight/routes.schemas';
import { lookupAnswer } from '@portal/contract/lookups/lookups.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import {
  changeRouteLifecycle,
  createCustomerRoute,
  getCustomerRoute,
  listCustomerRoutes,
  updateCustomerRoute,
} from './customer-routes.service';
import { decideRouteDisclaimer } from './route-disclaimers.service';
import { getRouteHistory } from './route-history.service';
import { addRouteEvent, recordMovementPoint } from './route-movement.service';
import { listRoutesForAuctions } from './routes-for-auctions.service';

const tags = ['Рейсы'];
const ROUTES = '/api/customers/:customerId/routes';
const ROUTE = `${ROUTES}/:routeId`;

// SPEC 2.2: every customer user sees the flights; admins and managers add, edit and move them (K, AM).
export const customerRoutesRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    ROUTES,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Рейсы заказчика с фильтрами списка',
        params: routesParamsSchema,
        querystring: routeListQuerySchema,
        response: { 200: pageOf(customerRouteListItemSchema) },
      },
    },
    async (request) => listCustomerRoutes(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    ROUTES,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Новый рейс (черновик)',
        params: routesParamsSchema,
        body: routeBodySchema,
        response: { 201: customerRouteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomerRoute(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    ROUTE,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Рейс с пунктами движения, событиями и отказом перевозчика',
        params: routeParamsSchema,
        response: { 200: customerRouteSchema },
      },
    },
    async (request) => getCustomerRoute(ctx, requirePrincipal(request), request.params.routeId),
  );

  routes.put(
    ROUTE,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Изменить черновик рейса',
        params: routeParamsSchema,
        body: routeBodySchema,
        response: { 200: customerRouteSchema },
      },
    },
    async (request) =>
      updateCustomerRoute(ctx, requirePrincipal(request), request.params.routeId, request.body),
  );

  routes.delete(
    ROUTE,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Отменить рейс (восстанавливается действием uncancel)',
        params: routeParamsSchema,
        response: { 200: customerRouteSchema },
      },
    },
    async (request) => changeRouteLifecycle(ctx, requirePrincipal(request), request.params.routeId, 'cancel'),
  );

  for (const action of ['set_ready', 'set_draft', 'uncancel'] as const) {
    routes.patch(
      `${ROUTE}/${action}`,
      {
        config: { access: 'customer:admin-or-manager' },
        schema: {
          tags,
          summary: `Действие ${action}`,
          params: routeParamsSchema,
          response: { 200: customerRouteSchema },
        },
      },
      async (request) => changeRouteLifecycle(ctx, requirePrincipal(request), request.params.routeId, action),
    );
  }

  for (const action of ['accept_disclaimer', 'decline_disclaimer'] as const) {
    routes.patch(
      `${ROUTE}/${action}`,
      {
        config: { access: 'customer:admin-or-manager' },
        schema: {
          tags,
          summary:
            action === 'accept_disclaimer'
              ? 'Одобрить отказ перевозчика: перевозчик, водители, ТС и контейнеры снимаются с рейса'
              : 'Отклонить отказ перевозчика',
          params: routeParamsSchema,
          response: { 200: customerRouteSchema },
        },
      },
      async (request) =>
        decideRouteDisclaimer(ctx, requirePrincipal(request), request.params.routeId, action),
    );
  }

  routes.patch(
    `${ROUTE}/movement_points/:pointId`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Фактическое (или плановое) прибытие в пункт маршрута',
        params: movementPointParamsSchema,
        body: movementPointBodySchema,
        response: { 200: customerRouteSchema },
      },
    },
    async (request) =>
      recordMovementPoint(
        ctx,
        requirePrincipal(request),
        request.params.routeId,
        request.params.pointId,
        request.body,
      ),
  );

  routes.post(
    `${ROUTE}/events`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Событие рейса: ДТП (0) или хищение (1)',
        params: routeParamsSchema,
        body: routeEventBodySchema,
        response: { 201: routeEventSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addRouteEvent(ctx, requirePrincipal(request), request.params.routeId, request.body)),
  );

  routes.get(
    `${ROUTE}/history`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'История изменений рейса, его состояния и отказов',
        params: routeParamsSchema,
        response: { 200: routeHistorySchema },
      },
    },
    async (request) => getRouteHistory(ctx, requirePrincipal(request), request.params.routeId),
  );

  routes.get(
    '/api/customers/:customerId/routes_for_auctions',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Готовые рейсы без перевозчика для нового аукциона (поиск ?query=, до 100)',
        params: routesParamsSchema,
        querystring: referenceLookupQuerySchema,
        response: { 200: lookupAnswer(routeForAuctionSchema) },
      },
    },
    async (request) => ({
      items: await listRoutesForAuctions(ctx, requirePrincipal(request), request.query),
    }),
  );
};
