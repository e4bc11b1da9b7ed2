import { pageOf } from '@portal/contract/pagination';
import {
  createRouteOwnerBodySchema,
  editRouteOwnerAgentBodySchema,
  renameRouteOwnerBodySchema,
  routeOwnerCustomerParamsSchema,
  routeOwnerListItemSchema,
  routeOwnerListQuerySchema,
  routeOwnerParamsSchema,
  routeOwnerSchema,
} from '@portal/contract/route-owners/route-owners.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  createRouteOwner,
  editRouteOwnerAgent,
  getRouteOwner,
  listRouteOwners,
  renameRouteOwner,
} from './route-owners.service';

const tags = ['Группы ответственных'];
const LIST = '/api/customers/:customerId/routeowners';
const ONE = `${LIST}/:routeOwnerId`;

// DESIGN 8: a route owner is a group of responsible managers; SPEC 2.3 edits its agent (admin or manager).
export const routeOwnersRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    LIST,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Группы ответственных (фильтр по названию и пользователю)',
        params: routeOwnerCustomerParamsSchema,
        querystring: routeOwnerListQuerySchema,
        response: { 200: pageOf(routeOwnerListItemSchema) },
      },
    },
    async (request) => listRouteOwners(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    LIST,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Добавить группу ответственных',
        params: routeOwnerCustomerParamsSchema,
        body: createRouteOwnerBodySchema,
        response: { 201: routeOwnerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRouteOwner(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    ONE,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Группа ответственных: прикрепленный пользователь и участники',
        params: routeOwnerParamsSchema,
        response: { 200: routeOwnerSchema },
      },
    },
    async (request) => getRouteOwner(ctx, requirePrincipal(request), request.params.routeOwnerId),
  );

  routes.put(
    ONE,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Переименовать группу ответственных',
        params: routeOwnerParamsSchema,
        body: renameRouteOwnerBodySchema,
        response: { 200: routeOwnerSchema },
      },
    },
    async (request) =>
      renameRouteOwner(ctx, requirePrincipal(request), request.params.routeOwnerId, request.body.name),
  );

  routes.patch(
    `${ONE}/edit_agent`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Прикрепленный пользователь группы (null открепляет)',
        params: routeOwnerParamsSchema,
        body: editRouteOwnerAgentBodySchema,
        response: { 200: routeOwnerSchema },
      },
    },
    async (request) =>
      editRouteOwnerAgent(ctx, requirePrincipal(request), request.params.routeOwnerId, request.body.agent),
  );
};
