import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import { idParamSchema } from '@portal/contract/ids';
import {
  apiKeyBodySchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createdApiKeySchema,
} from '@portal/contract/integration/api-keys.schemas';
import { INTEGRATION_MESSAGES } from '@portal/contract/integration/integration.constants';
import { pageOf, pageQuerySchema } from '@portal/contract/pagination';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys.service';

// DESIGN 12: API keys per company, admins of both sides.
const SIDES = [
  {
    ownerType: 'customer',
    prefix: '/api/customers/:customerId/api-keys',
    params: z.object({ customerId: idParamSchema }),
  },
  {
    ownerType: 'contractor',
    prefix: '/api/contractors/:contractorId/api-keys',
    params: z.object({ contractorId: idParamSchema }),
  },
] as const;

const tags = ['Интеграция'];

const companyOf = (request: FastifyRequest) => {
  const principal = requirePrincipal(request);
  return { ownerType: principal.ownerType, ownerId: principal.ownerId };
};

export const apiKeysRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  for (const { ownerType, prefix, params } of SIDES) {
    const access = `${ownerType}:admin` as const;

    routes.get(
      prefix,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Ключи API компании (без самих ключей)',
          params,
          querystring: pageQuerySchema,
          response: { 200: pageOf(apiKeySchema) },
        },
      },
      async (request) => listApiKeys(ctx, companyOf(request), request.query),
    );

    routes.post(
      prefix,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Новый ключ API: ключ есть только в этом ответе',
          params,
          body: apiKeyBodySchema,
          response: { 201: createdApiKeySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createApiKey(ctx, companyOf(request), request.body)),
    );

    routes.delete(
      `${prefix}/:keyId`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Отзыв ключа API: перестаёт действовать сразу',
          params: params.extend(apiKeyParamsSchema.shape),
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deleteApiKey(ctx, companyOf(request), request.params.keyId);
        return { message: INTEGRATION_MESSAGES.apiKeyRevoked };
      },
    );
  }
};
