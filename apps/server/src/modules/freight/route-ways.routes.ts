import { referenceLookupQuerySchema } from '@portal/contract/freight/departments.schemas';
import {
  routeTariffBodySchema,
  routeTariffSchema,
  routeWayBodySchema,
  routeWayListQuerySchema,
  routeWayParamsSchema,
  routeWayRefSchema,
  routeWaySchema,
  routeWaySummarySchema,
  routeWaysParamsSchema,
} from '@portal/contract/freight/route-ways.schemas';
import { lookupAnswer } from '@portal/contract/lookups/lookups.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import {
  createRouteWay,
  getRouteTariff,
  getRouteWay,
  listRouteWays,
  lookupRouteWays,
  setManualTariff,
  updateRouteWay,
} from './route-ways.service';

const tags = ['Маршруты'];
const CUSTOMER = '/api/customers/:customerId';

// Issue 13: every customer user reads route ways; admins create and edit them and set tariffs (guards K, Adm).
export const routeWaysRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    `${CUSTOMER}/route_ways`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Маршруты заказчика (поиск по коду и названию, вид перевозки)',
        params: routeWaysParamsSchema,
        querystring: routeWayListQuerySchema,
        response: { 200: pageOf(routeWaySummarySchema) },
      },
    },
    async (request) => listRouteWays(ctx, requirePrincipal(request), request.query),
  );

  routes.get(
    `${CUSTOMER}/route_ways_short`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Маршруты для выбора (поиск ?query=, до 100)',
        params: routeWaysParamsSchema,
        querystring: referenceLookupQuerySchema,
        response: { 200: lookupAnswer(routeWayRefSchema) },
      },
    },
    async (request) => ({ items: await lookupRouteWays(ctx, requirePrincipal(request), request.query) }),
  );

  routes.get(
    `${CUSTOMER}/route_ways/:routeWayId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Маршрут с пунктами и текущим тарифом',
        params: routeWayParamsSchema,
        response: { 200: routeWaySchema },
      },
    },
    async (request) => getRouteWay(ctx, requirePrincipal(request), request.params.routeWayId),
  );

  routes.post(
    `${CUSTOMER}/route_ways`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Новый маршрут',
        params: routeWaysParamsSchema,
        body: routeWayBodySchema,
        response: { 201: routeWaySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRouteWay(ctx, requirePrincipal(request), request.body)),
  );

  routes.put(
    `${CUSTOMER}/route_ways/:routeWayId`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Изменить маршрут (уже запланированные рейсы сохраняют свои пункты)',
        params: routeWayParamsSchema,
        body: routeWayBodySchema,
        response: { 200: routeWaySchema },
      },
    },
    async (request) =>
      updateRouteWay(ctx, requirePrincipal(request), request.params.routeWayId, request.body),
  );

  routes.get(
    `${CUSTOMER}/route-tariff/tender/route-way/:routeWayId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Тариф маршрута: текущая цена, её источник (тендер или вручную) и история',
        params: routeWayParamsSchema,
        response: { 200: routeTariffSchema },
      },
    },
    async (request) => getRouteTariff(ctx, requirePrincipal(request), request.params.routeWayId),
  );

  routes.put(
    `${CUSTOMER}/route-tariff/route-way/:routeWayId`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Установить тариф маршрута вручную',
        params: routeWayParamsSchema,
        body: routeTariffBodySchema,
        response: { 200: routeTariffSchema },
      },
    },
    async (request) =>
      setManualTariff(ctx, requirePrincipal(request), request.params.routeWayId, request.body),
  );
};
