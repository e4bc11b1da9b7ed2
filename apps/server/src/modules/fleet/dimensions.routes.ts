import {
  calculateAnswerSchema,
  calculateBodySchema,
  DIMENSION_MESSAGES,
  dimensionBodySchema,
  dimensionParamsSchema,
  dimensionSchema,
  dimensionsQuerySchema,
  ROUTE_WAY_DIMENSION_MESSAGES,
  routeWayDimensionBodySchema,
  routeWayDimensionParamsSchema,
  routeWayDimensionSchema,
  routeWayDimensionsQuerySchema,
} from '@portal/contract/fleet/dimensions.schemas';
import { customerParamsSchema } from '@portal/contract/fleet/fleet-common.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import {
  createDimension,
  editDimension,
  getDimension,
  listDimensions,
  removeDimension,
} from './dimensions.service';
import { registerCustomerRegister } from './fleet-routes';
import {
  calculateFreightSum,
  createRouteWayDimension,
  editRouteWayDimension,
  getRouteWayDimension,
  listRouteWayDimensions,
  removeRouteWayDimension,
} from './route-way-dimensions.service';

const DIMENSIONS = '/api/customers/:customerId/dimensions';
const ROUTE_WAY_DIMENSIONS = '/api/customers/:customerId/route-way-dimensions';

// SPEC 2.2 «Dimensions»: the customer's dimensions (list and view K; add and edit K,Adm) and route-way dimension
// links (all K); DESIGN 11 calculate.
export const dimensionsRoutes: Module = (app, ctx) => {
  const tags = ['Габариты'];

  registerCustomerRegister(app, {
    path: DIMENSIONS,
    idParam: 'dimensionId',
    tags,
    itemParams: dimensionParamsSchema,
    query: dimensionsQuerySchema,
    body: dimensionBodySchema,
    item: dimensionSchema,
    summaries: {
      list: 'Габариты заказчика',
      create: 'Добавить габарит',
      get: 'Габарит',
      edit: 'Изменить габарит',
      remove: 'Удалить габарит',
    },
    access: { create: 'customer:admin', edit: 'customer:admin', remove: 'customer:admin' },
    deleted: DIMENSION_MESSAGES.deleted,
    list: (principal, query) => listDimensions(ctx, principal, query),
    create: (principal, values) => createDimension(ctx, principal, values),
    get: (principal, id) => getDimension(ctx, principal, id),
    edit: (principal, id, values) => editDimension(ctx, principal, id, values),
    remove: (principal, id) => removeDimension(ctx, principal, id),
  });

  // Registered before the item routes' `/:routeWayDimensionId`, which would otherwise not match it anyway (POST).
  withZod(app).post(
    `${ROUTE_WAY_DIMENSIONS}/calculate`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Какой габарит применяется и сумма фрахта по правилу цены',
        params: customerParamsSchema,
        body: calculateBodySchema,
        response: { 200: calculateAnswerSchema },
      },
    },
    async (request) => calculateFreightSum(ctx, requirePrincipal(request), request.body),
  );

  registerCustomerRegister(app, {
    path: ROUTE_WAY_DIMENSIONS,
    idParam: 'routeWayDimensionId',
    tags,
    itemParams: routeWayDimensionParamsSchema,
    query: routeWayDimensionsQuerySchema,
    body: routeWayDimensionBodySchema,
    item: routeWayDimensionSchema,
    summaries: {
      list: 'Габариты маршрутов',
      create: 'Задать габариты маршрута',
      get: 'Габариты маршрута',
      edit: 'Изменить габариты маршрута',
      remove: 'Удалить габариты маршрута',
    },
    access: { create: 'customer', edit: 'customer', remove: 'customer' },
    deleted: ROUTE_WAY_DIMENSION_MESSAGES.deleted,
    list: (principal, query) => listRouteWayDimensions(ctx, principal, query),
    create: (principal, values) => createRouteWayDimension(ctx, principal, values),
    get: (principal, id) => getRouteWayDimension(ctx, principal, id),
    edit: (principal, id, values) => editRouteWayDimension(ctx, principal, id, values),
    remove: (principal, id) => removeRouteWayDimension(ctx, principal, id),
  });
};
