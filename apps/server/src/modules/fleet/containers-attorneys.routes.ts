import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  ATTORNEY_MESSAGES,
  attorneyBodySchema,
  attorneyParamsSchema,
  attorneySchema,
  attorneysQuerySchema,
  customerAttorneyParamsSchema,
  customerAttorneysQuerySchema,
} from '@portal/contract/fleet/attorneys.schemas';
import {
  CONTAINER_MESSAGES,
  containerBodySchema,
  containerParamsSchema,
  containerSchema,
  containersQuerySchema,
} from '@portal/contract/fleet/containers.schemas';
import { contractorParamsSchema, customerParamsSchema } from '@portal/contract/fleet/fleet-common.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  attorneyAction,
  createAttorney,
  editAttorney,
  getAttorney,
  listAttorneys,
  removeAttorney,
} from './attorneys.service';
import {
  createContainer,
  editContainer,
  getContainer,
  listContainers,
  removeContainer,
} from './containers.service';

const CONTAINERS = '/api/contractors/:contractorId/containers';
const ATTORNEYS = '/api/contractors/:contractorId/attorneys';

// SPEC 2.2 «Containers» (list A,V,C; add AM) and «Attorneys» (list A,V,C; add AM; edit Adm; customer list K).
export const containersAttorneysRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  const containerTags = ['Контейнеры'];
  const attorneyTags = ['Доверенности'];

  routes.get(
    CONTAINERS,
    {
      config: { access: 'contractor' },
      schema: {
        tags: containerTags,
        summary: 'Контейнеры перевозчика',
        params: contractorParamsSchema,
        querystring: containersQuerySchema,
        response: { 200: pageOf(containerSchema) },
      },
    },
    async (request) => listContainers(ctx, requirePrincipal(request), request.query),
  );
  routes.post(
    CONTAINERS,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags: containerTags,
        summary: 'Добавить контейнер',
        params: contractorParamsSchema,
        body: containerBodySchema,
        response: { 201: containerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContainer(ctx, requirePrincipal(request), request.body)),
  );
  routes.get(
    `${CONTAINERS}/:containerId`,
    {
      config: { access: 'contractor' },
      schema: {
        tags: containerTags,
        summary: 'Контейнер',
        params: containerParamsSchema,
        response: { 200: containerSchema },
      },
    },
    async (request) => getContainer(ctx, requirePrincipal(request), request.params.containerId),
  );
  routes.put(
    `${CONTAINERS}/:containerId`,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags: containerTags,
        summary: 'Изменить контейнер',
        params: containerParamsSchema,
        body: containerBodySchema,
        response: { 200: containerSchema },
      },
    },
    async (request) =>
      editContainer(ctx, requirePrincipal(request), request.params.containerId, request.body),
  );
  routes.delete(
    `${CONTAINERS}/:containerId`,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags: containerTags,
        summary: 'Удалить контейнер',
        params: containerParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeContainer(ctx, requirePrincipal(request), request.params.containerId);
      return { message: CONTAINER_MESSAGES.deleted };
    },
  );

  routes.get(
    ATTORNEYS,
    {
      config: { access: 'contractor' },
      schema: {
        tags: attorneyTags,
        summary: 'Доверенности перевозчика',
        params: contractorParamsSchema,
        querystring: attorneysQuerySchema,
        response: { 200: pageOf(attorneySchema) },
      },
    },
    async (request) => listAttorneys(ctx, requirePrincipal(request), request.query),
  );
  routes.post(
    ATTORNEYS,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags: attorneyTags,
        summary: 'Выдать доверенность водителю',
        params: contractorParamsSchema,
        body: attorneyBodySchema,
        response: { 201: attorneySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAttorney(ctx, requirePrincipal(request), request.body)),
  );
  routes.get(
    `${ATTORNEYS}/:attorneyId`,
    {
      config: { access: 'contractor' },
      schema: {
        tags: attorneyTags,
        summary: 'Доверенность',
        params: attorneyParamsSchema,
        response: { 200: attorneySchema },
      },
    },
    async (request) => getAttorney(ctx, requirePrincipal(request), request.params.attorneyId),
  );
  routes.put(
    `${ATTORNEYS}/:attorneyId`,
    {
      config: { access: 'contractor:admin' },
      schema: {
        tags: attorneyTags,
        summary: 'Изменить доверенность',
        params: attorneyParamsSchema,
        body: attorneyBodySchema,
        response: { 200: attorneySchema },
      },
    },
    async (request) => editAttorney(ctx, requirePrincipal(request), request.params.attorneyId, request.body),
  );
  routes.delete(
    `${ATTORNEYS}/:attorneyId`,
    {
      config: { access: 'contractor:admin' },
      schema: {
        tags: attorneyTags,
        summary: 'Удалить доверенность',
        params: attorneyParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeAttorney(ctx, requirePrincipal(request), request.params.attorneyId);
      return { message: ATTORNEY_MESSAGES.deleted };
    },
  );
  for (const action of ['cancel', 'uncancel'] as const)
    routes.patch(
      `${ATTORNEYS}/:attorneyId/${action}`,
      {
        config: { access: 'contractor:admin' },
        schema: {
          tags: attorneyTags,
          summary: action === 'cancel' ? 'Отозвать доверенность' : 'Восстановить доверенность',
          params: attorneyParamsSchema,
          response: { 200: attorneySchema },
        },
      },
      async (request) => attorneyAction(ctx, requirePrincipal(request), request.params.attorneyId, action),
    );

  routes.get(
    '/api/customers/:customerId/attorneys',
    {
      config: { access: 'customer' },
      schema: {
        tags: attorneyTags,
        summary: 'Доверенности водителей партнёров-перевозчиков',
        params: customerParamsSchema,
        querystring: customerAttorneysQuerySchema,
        response: { 200: pageOf(attorneySchema) },
      },
    },
    async (request) => listAttorneys(ctx, requirePrincipal(request), request.query),
  );
  routes.get(
    '/api/customers/:customerId/attorneys/:attorneyId',
    {
      config: { access: 'customer' },
      schema: {
        tags: attorneyTags,
        summary: 'Доверенность водителя перевозчика',
        params: customerAttorneyParamsSchema,
        response: { 200: attorneySchema },
      },
    },
    async (request) => getAttorney(ctx, requirePrincipal(request), request.params.attorneyId),
  );
};
