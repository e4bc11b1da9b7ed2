import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import { idParamSchema } from '@portal/contract/ids';
import { INTEGRATION_MESSAGES } from '@portal/contract/integration/integration.constants';
import {
  webhookBodySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookParamsSchema,
  webhookSchema,
  webhookUpdateBodySchema,
  webhookWithSecretSchema,
} from '@portal/contract/integration/webhooks.schemas';
import { pageOf, pageQuerySchema } from '@portal/contract/pagination';
import type { OwnerType } from '@portal/contract/roles';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { startWebhookWorker, stopWebhookWorker } from './webhook-worker';
import {
  createWebhook,
  editWebhook,
  listCompanyWebhooks,
  listWebhookDeliveries,
  redeliverWebhookDelivery,
  removeWebhook,
  rotateWebhookSecret,
  testWebhook,
} from './webhooks.service';

const tags = ['Интеграция'];

const SIDES = [
  { side: 'customer', base: '/api/customers/:customerId', company: { customerId: idParamSchema } },
  { side: 'contractor', base: '/api/contractors/:contractorId', company: { contractorId: idParamSchema } },
] as const;

const webhookRoutesOf =
  ({ side, base, company }: (typeof SIDES)[number]): Module =>
  (app, ctx) => {
    const routes = withZod(app);
    const LIST = `${base}/webhooks`;
    const ONE = `${LIST}/:webhookId`;
    const config = { access: `${side}:admin` } as const satisfies { access: `${OwnerType}:admin` };
    const listParams = z.object(company);
    const oneParams = webhookParamsSchema.extend(company);
    const deliveryParams = webhookDeliveryParamsSchema.extend(company);
    const ownerOf = (request: Parameters<typeof requirePrincipal>[0]) => ({
      ownerType: side,
      ownerId: requirePrincipal(request).ownerId,
    });

    routes.get(
      LIST,
      {
        config,
        schema: {
          tags,
          summary: 'Вебхуки компании',
          params: listParams,
          querystring: pageQuerySchema,
          response: { 200: pageOf(webhookSchema) },
        },
      },
      async (request) => listCompanyWebhooks(ctx, ownerOf(request), request.query),
    );

    routes.post(
      LIST,
      {
        config,
        schema: {
          tags,
          summary: 'Добавить вебхук (секрет показывается только в этом ответе)',
          params: listParams,
          body: webhookBodySchema,
          response: { 201: webhookWithSecretSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createWebhook(ctx, ownerOf(request), request.body)),
    );

    routes.put(
      ONE,
      {
        config,
        schema: {
          tags,
          summary: 'Изменить вебхук, включить или выключить его',
          params: oneParams,
          body: webhookUpdateBodySchema,
          response: { 200: webhookSchema },
        },
      },
      async (request) => editWebhook(ctx, ownerOf(request), request.params.webhookId, request.body),
    );

    routes.delete(
      ONE,
      {
        config,
        schema: {
          tags,
          summary: 'Удалить вебхук',
          params: oneParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await removeWebhook(ctx, ownerOf(request), request.params.webhookId);
        return { message: INTEGRATION_MESSAGES.webhookDeleted };
      },
    );

    routes.patch(
      `${ONE}/rotate_secret`,
      {
        config,
        schema: {
          tags,
          summary: 'Сменить секрет (старый ещё 24 часа подписывает вторую подпись)',
          params: oneParams,
          response: { 200: webhookWithSecretSchema },
        },
      },
      async (request) => rotateWebhookSecret(ctx, ownerOf(request), request.params.webhookId),
    );

    routes.patch(
      `${ONE}/test`,
      {
        config,
        schema: {
          tags,
          summary: 'Отправить тестовое событие webhook.test на этот адрес (в ленту событий не попадает)',
          params: oneParams,
          response: { 200: webhookDeliverySchema },
        },
      },
      async (request) => testWebhook(ctx, ownerOf(request), request.params.webhookId),
    );

    routes.get(
      `${ONE}/deliveries`,
      {
        config,
        schema: {
          tags,
          summary: 'Попытки доставки (по строке на попытку, сначала новые)',
          params: oneParams,
          querystring: pageQuerySchema,
          response: { 200: pageOf(webhookDeliverySchema) },
        },
      },
      async (request) =>
        listWebhookDeliveries(ctx, ownerOf(request), request.params.webhookId, request.query),
    );

    routes.patch(
      `${ONE}/deliveries/:deliveryId/redeliver`,
      {
        config,
        schema: {
          tags,
          summary: 'Отправить событие снова сейчас',
          params: deliveryParams,
          response: { 200: webhookDeliverySchema },
        },
      },
      async (request) =>
        redeliverWebhookDelivery(ctx, ownerOf(request), request.params.webhookId, request.params.deliveryId),
    );
  };

/** Issue 26 / DESIGN 12: signed webhooks for the admins of both sides, and the worker that delivers them. */
export const webhooksRoutes: Module = async (app, ctx) => {
  for (const side of SIDES) await webhookRoutesOf(side)(app, ctx);
  app.addHook('onReady', async () => startWebhookWorker(ctx));
  app.addHook('onClose', () => stopWebhookWorker(ctx));
};
