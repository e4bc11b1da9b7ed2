import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import { pageOf } from '@portal/contract/pagination';
import {
  TRANSPORTATION_NAME_MESSAGES,
  transportationNameBodySchema,
  transportationNameCustomerParamsSchema,
  transportationNameListQuerySchema,
  transportationNameParamsSchema,
  transportationNameSchema,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  createTransportationName,
  deleteTransportationName,
  getTransportationName,
  listTransportationNames,
  updateTransportationName,
} from './transportation-names.service';

const tags = ['Наименования перевозок'];
const LIST = '/api/customers/:customerId/transportation-names';
const ONE = `${LIST}/:transportationNameId`;
const params = transportationNameParamsSchema;

// SPEC 2.2: the list is for every customer user, editing for admin or manager; deleting is left to admins.
export const transportationNamesRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    LIST,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Наименования перевозок (фильтр по названию)',
        params: transportationNameCustomerParamsSchema,
        querystring: transportationNameListQuerySchema,
        response: { 200: pageOf(transportationNameSchema) },
      },
    },
    async (request) => listTransportationNames(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    LIST,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Добавить наименование перевозки',
        params: transportationNameCustomerParamsSchema,
        body: transportationNameBodySchema,
        response: { 201: transportationNameSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTransportationName(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    ONE,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Наименование перевозки',
        params,
        response: { 200: transportationNameSchema },
      },
    },
    async (request) =>
      getTransportationName(ctx, requirePrincipal(request), request.params.transportationNameId),
  );

  routes.put(
    ONE,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Изменить наименование перевозки',
        params,
        body: transportationNameBodySchema,
        response: { 200: transportationNameSchema },
      },
    },
    async (request) =>
      updateTransportationName(
        ctx,
        requirePrincipal(request),
        request.params.transportationNameId,
        request.body,
      ),
  );

  routes.delete(
    ONE,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Удалить наименование перевозки',
        params,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteTransportationName(ctx, requirePrincipal(request), request.params.transportationNameId);
      return { message: TRANSPORTATION_NAME_MESSAGES.deleted };
    },
  );
};
