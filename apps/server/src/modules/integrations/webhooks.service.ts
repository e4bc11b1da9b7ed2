import { randomUUID } from 'node:crypto';
import { eventTypesOf, TEST_EVENT_TYPE } from '@portal/contract/integration/event-types';
import { WEBHOOK_OLD_SECRET_HOURS } from '@portal/contract/integration/integration.constants';
import type {
  Webhook,
  WebhookBody,
  WebhookDelivery,
  WebhookUpdateBody,
  WebhookWithSecret,
} from '@portal/contract/integration/webhooks.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { findPageOf, pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { webhookDeliveries } from '../../db/schema/index';
import { newWebhookSecret } from './webhook-signature';
import { resolveWebhookAddress, WebhookAddressError } from './webhook-url-guard';
import { wakeWebhookWorker } from './webhook-worker';
import { presentDelivery, presentWebhook, presentWebhookWithSecret } from './webhooks.presenter';
import {
  deleteWebhook,
  findDelivery,
  findWebhook,
  findWebhookPage,
  insertDeliveries,
  insertWebhook,
  type Owner,
  updateWebhook,
  type WebhookRow,
} from './webhooks.repository';

const HOUR_MS = 3_600_000;
const NOT_FOUND = 'Вебхук не найден';

/** DESIGN 12: a company subscribes only to the types its side receives, and only to an address the guard allows. */
const checkEndpoint = async (ctx: AppContext, owner: Owner, body: WebhookBody) => {
  const allowed = new Set<string>(eventTypesOf(owner.ownerType));
  const foreign = body.eventTypes.filter((type) => type !== '*' && !allowed.has(type));
  if (foreign.length)
    throw unprocessable([
      fieldProblem(['eventTypes'], `эти события не приходят Вашей компании: ${foreign.join(', ')}`),
    ]);
  try {
    await resolveWebhookAddress(body.url, ctx.config.webhookAllowPrivate);
  } catch (error) {
    if (!(error instanceof WebhookAddressError)) throw error;
    throw unprocessable([fieldProblem(['url'], error.message)], error.message);
  }
};

const ownWebhook = async (ctx: AppContext, owner: Owner, id: number): Promise<WebhookRow> => {
  const webhook = await findWebhook(ctx.db, owner, id);
  if (!webhook) throw notFound(NOT_FOUND);
  return webhook;
};

export const listCompanyWebhooks = async (
  ctx: AppContext,
  owner: Owner,
  query: PageQuery,
): Promise<Page<Webhook>> => {
  const { rows, total } = await findWebhookPage(ctx.db, owner, query);
  return pageAnswer(rows.map(presentWebhook), total, query);
};

export const createWebhook = async (
  ctx: AppContext,
  owner: Owner,
  body: WebhookBody,
): Promise<WebhookWithSecret> => {
  await checkEndpoint(ctx, owner, body);
  const row = await insertWebhook(ctx.db, {
    ...owner,
    url: body.url,
    eventTypes: body.eventTypes,
    description: body.description ?? null,
    secret: newWebhookSecret(),
    createdAt: ctx.clock.now(),
  });
  return presentWebhookWithSecret(row);
};

export const editWebhook = async (
  ctx: AppContext,
  owner: Owner,
  id: number,
  body: WebhookUpdateBody,
): Promise<Webhook> => {
  const current = await ownWebhook(ctx, owner, id);
  await checkEndpoint(ctx, owner, body);
  const active = body.active ?? current.active;
  const row = await updateWebhook(ctx.db, owner, id, {
    url: body.url,
    eventTypes: body.eventTypes,
    description: body.description ?? null,
    active,
    // The portal's reason for switching it off goes once an admin has decided about it.
    disabledReason: active === current.active ? current.disabledReason : null,
  });
  if (!row) throw notFound(NOT_FOUND);
  if (row.active) wakeWebhookWorker(ctx);
  return presentWebhook(row);
};

export const removeWebhook = async (ctx: AppContext, owner: Owner, id: number): Promise<void> => {
  if (!(await deleteWebhook(ctx.db, owner, id))) throw notFound(NOT_FOUND);
};

/** A new secret; the old one keeps signing, as a second signature, for 24 hours (receivers switch over). */
export const rotateWebhookSecret = async (
  ctx: AppContext,
  owner: Owner,
  id: number,
): Promise<WebhookWithSecret> => {
  const current = await ownWebhook(ctx, owner, id);
  const row = await updateWebhook(ctx.db, owner, id, {
    secret: newWebhookSecret(),
    previousSecret: current.secret,
    previousSecretUntil: new Date(ctx.clock.now().getTime() + WEBHOOK_OLD_SECRET_HOURS * HOUR_MS),
  });
  if (!row) throw notFound(NOT_FOUND);
  return presentWebhookWithSecret(row);
};

/** One delivery of a synthetic `webhook.test` event to this endpoint only: no feed row, no retries. */
export const testWebhook = async (ctx: AppContext, owner: Owner, id: number): Promise<WebhookDelivery> => {
  const webhook = await ownWebhook(ctx, owner, id);
  const now = ctx.clock.now();
  const eventId = randomUUID();
  const [row] = await insertDeliveries(ctx.db, [
    {
      webhookId: webhook.id,
      eventId,
      eventType: TEST_EVENT_TYPE,
      payload: {
        id: eventId,
        seq: 0,
        type: TEST_EVENT_TYPE,
        occurredAt: now.toISOString(),
        entity: 'webhook',
        entityId: webhook.id,
        data: {},
      },
      attempt: 1,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    },
  ]);
  wakeWebhookWorker(ctx);
  return presentDelivery(row!);
};

export const listWebhookDeliveries = async (
  ctx: AppContext,
  owner: Owner,
  id: number,
  query: PageQuery,
): Promise<Page<WebhookDelivery>> => {
  const webhook = await ownWebhook(ctx, owner, id);
  const { rows, total } = await findPageOf(
    ctx.db,
    webhookDeliveries,
    [eq(webhookDeliveries.webhookId, webhook.id)],
    query,
  );
  return pageAnswer(rows.map(presentDelivery), total, query);
};

/** GitHub's manual redelivery: the same event (same webhook-id) again now, with its own retries if it fails. */
export const redeliverWebhookDelivery = async (
  ctx: AppContext,
  owner: Owner,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> => {
  const webhook = await ownWebhook(ctx, owner, id);
  const delivery = await findDelivery(ctx.db, webhook.id, deliveryId);
  if (!delivery) throw notFound('Доставка не найдена');
  if (!webhook.active && delivery.eventType !== TEST_EVENT_TYPE)
    throw conflict('Вебхук отключён: включите его, чтобы отправить событие снова');
  const now = ctx.clock.now();
  const [row] = await insertDeliveries(ctx.db, [
    {
      webhookId: webhook.id,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      payload: delivery.payload,
      attempt: 1,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    },
  ]);
  wakeWebhookWorker(ctx);
  return presentDelivery(row!);
};
