import { TEST_EVENT_TYPE } from '@portal/contract/integration/event-types';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '@portal/contract/integration/integration.constants';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { type NextDueWork, startNextDueWork } from '../../core/next-due-work';
import { webhooks } from '../../db/schema/index';
import { presentEvent } from './event-presenter';
import { postWebhook } from './webhook-delivery';
import { notifyWebhookDisabled } from './webhook-notifications';
import { signWebhook } from './webhook-signature';
import {
  claimBehindWebhooks,
  claimDueDeliveries,
  type DeliveryRow,
  disableWebhook,
  findEventsAfter,
  findNextDueAt,
  finishDelivery,
  hasWebhookWork,
  insertDeliveries,
  type WebhookRow,
} from './webhooks.repository';

/**
 * Issue 26 / DESIGN 12: the delivery worker. Every process runs one; rows are claimed with `FOR UPDATE SKIP
 * LOCKED`, so two processes never send one attempt twice. It sleeps until the earliest due retry, at most
 * POLL_MS: a committed event is fanned out, and a due retry sent, well within a second without any change having
 * to tell the worker.
 */
export const WEBHOOK_POLL_MS = 200;
const FAN_OUT_WEBHOOKS = 20;
const FAN_OUT_EVENTS = 500;
const SEND_BATCH = 50;
/** A claimed attempt is taken again after this if its process never finished it (a crash mid-call). */
const LEASE_MS = WEBHOOK_TIMEOUT_MS + 45_000;

export const GONE_REASON = 'Получатель ответил 410 Gone';
export const EXHAUSTED_REASON = `Событие не доставлено за ${WEBHOOK_MAX_ATTEMPTS} попыток (около трёх суток)`;

const subscribes = (webhook: WebhookRow, type: string) =>
  webhook.eventTypes.includes('*') || webhook.eventTypes.includes(type);

/** (a) New events of each endpoint's company become one pending delivery each, due now; answers how many. */
export const fanOutWebhookEvents = async (ctx: AppContext): Promise<number> => {
  let created = 0;
  for (;;) {
    const now = ctx.clock.now();
    const advanced = await ctx.db.transaction(async (tx) => {
      let moved = 0;
      const behind = await claimBehindWebhooks(tx, FAN_OUT_WEBHOOKS);
      for (const webhook of behind) {
        const fresh = await findEventsAfter(tx, webhook, webhook.lastSeq, FAN_OUT_EVENTS);
        const rows = await insertDeliveries(
          tx,
          fresh
            .filter((event) => subscribes(webhook, event.type))
            .map((event) => ({
              webhookId: webhook.id,
              eventId: event.id,
              eventType: event.type,
              payload: presentEvent(event),
              attempt: 1,
              status: 'pending' as const,
              nextAttemptAt: now,
              createdAt: now,
            })),
        );
        created += rows.length;
        const lastSeq = fresh.at(-1)?.seq;
        if (lastSeq === undefined) continue;
        await tx.update(webhooks).set({ lastSeq }).where(eq(webhooks.id, webhook.id));
        moved += 1;
      }
      return moved;
    });
    // Nothing moved: every endpoint is caught up, or those behind are another process's to fan out just now.
    if (advanced === 0) return created;
  }
};

const secretsOf = (webhook: WebhookRow, now: Date): string[] =>
  webhook.previousSecret && webhook.previousSecretUntil && webhook.previousSecretUntil > now
    ? [webhook.secret, webhook.previousSecret]
    : [webhook.secret];

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/** One attempt of a claimed delivery, then its outcome: success, a retry due later, or the endpoint disabled. */
const attempt = async (ctx: AppContext, delivery: DeliveryRow, webhook: WebhookRow, now: Date) => {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const { status } = await postWebhook(
    {
      url: webhook.url,
      id: delivery.eventId,
      timestamp,
      body,
      signature: signWebhook(secretsOf(webhook, now), { id: delivery.eventId, timestamp, body }),
    },
    ctx.config.webhookAllowPrivate,
  );
  const succeeded = isSuccess(status);
  // A test is sent once and never switches the endpoint off; 410 ends the retries at once.
  const isFinal = succeeded || delivery.eventType === TEST_EVENT_TYPE || status === 410;
  const delay = isFinal ? undefined : WEBHOOK_RETRY_DELAYS_SECONDS[delivery.attempt - 1];
  const nextAttemptAt = delay === undefined ? null : new Date(now.getTime() + delay * 1000);
  const disabled = await ctx.db.transaction(async (tx) => {
    const finished = await finishDelivery(tx, delivery, {
      status: succeeded ? 'succeeded' : 'failed',
      responseStatus: status,
      at: now,
      nextAttemptAt,
    });
    if (!finished || succeeded || delivery.eventType === TEST_EVENT_TYPE) return null;
    if (nextAttemptAt) {
      await insertDeliveries(tx, [
        {
          webhookId: delivery.webhookId,
          eventId: delivery.eventId,
          eventType: delivery.eventType,
          payload: delivery.payload,
          attempt: delivery.attempt + 1,
          status: 'pending',
          nextAttemptAt,
          createdAt: now,
        },
      ]);
      return null;
    }
    return disableWebhook(tx, webhook.id, status === 410 ? GONE_REASON : EXHAUSTED_REASON);
  });
  if (disabled) await notifyWebhookDisabled(ctx, disabled);
};

/** (b) Sends every due delivery, a batch at a time, no transaction open during the calls; answers how many. */
export const sendDueWebhookDeliveries = async (ctx: AppContext): Promise<number> => {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await ctx.db.transaction((tx) =>
      claimDueDeliveries(tx, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: SEND_BATCH,
        testType: TEST_EVENT_TYPE,
      }),
    );
    if (!claimed.length) return sent;
    await Promise.all(claimed.map(({ delivery, webhook }) => attempt(ctx, delivery, webhook, now)));
    sent += claimed.length;
  }
};

export const runWebhookWork = async (ctx: AppContext) => {
  if (!(await hasWebhookWork(ctx.db, ctx.clock.now(), TEST_EVENT_TYPE))) return { fannedOut: 0, sent: 0 };
  return { fannedOut: await fanOutWebhookEvents(ctx), sent: await sendDueWebhookDeliveries(ctx) };
};

/** Each app's running worker; tests stop it to call runWebhookWork themselves at a chosen time. */
export const RUNNING_WEBHOOK_WORKERS = new WeakMap<AppContext, NextDueWork>();

export const startWebhookWorker = (ctx: AppContext): void => {
  RUNNING_WEBHOOK_WORKERS.set(
    ctx,
    startNextDueWork({
      name: 'webhook worker',
      work: () => runWebhookWork(ctx),
      nextDueAt: () => findNextDueAt(ctx.db, TEST_EVENT_TYPE),
      maxSleepMs: WEBHOOK_POLL_MS,
      // Read at each use: tests replace ctx.clock after the start.
      clock: { now: () => ctx.clock.now() },
      log: ctx.log,
    }),
  );
};

export const stopWebhookWorker = async (ctx: AppContext): Promise<void> => {
  await RUNNING_WEBHOOK_WORKERS.get(ctx)?.stop();
  RUNNING_WEBHOOK_WORKERS.delete(ctx);
};

/** After a commit that made a delivery due now (a test, a redelivery, an endpoint switched on). */
export const wakeWebhookWorker = (ctx: AppContext): void => {
  RUNNING_WEBHOOK_WORKERS.get(ctx)?.wakeAt(ctx.clock.now());
};
