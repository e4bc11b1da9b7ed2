import { randomUUID } from 'node:crypto';
import { TEST_EVENT_TYPE } from '@portal/contract/integration/event-types';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@portal/contract/integration/integration.constants';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { events, users, type webhookDeliveries, webhooks } from '../db/schema/index';
import { presentEvent } from '../modules/integrations/event-presenter';
import { newWebhookSecret } from '../modules/integrations/webhook-signature';
import { insertDeliveries, insertWebhook } from '../modules/integrations/webhooks.repository';
import type { SeedContext } from './seed-files';

// Issue 26 demo data: the demo shipper's ERP endpoint, switched off by its admin after the ERP answered 503 for a
// while, so the «Интеграции» screen shows an endpoint, its failed attempts and «Отправить снова». Written through
// the repository, not the service: the service's SSRF guard resolves the host in DNS, and erp.example.ru has no
// address (nor has a demo machine DNS to ask).

const MINUTE = 60_000;
const ATTEMPTS_SHOWN = 3;

export const seedWebhooks = async (ctx: SeedContext, now = new Date()): Promise<boolean> => {
  const [admin] = await ctx.db.select().from(users).where(eq(users.username, 'admin@shipper.demo'));
  if (!admin) return false;
  const owner = { ownerType: 'customer' as const, ownerId: admin.ownerId };
  const [existing] = await ctx.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.ownerType, owner.ownerType), eq(webhooks.ownerId, owner.ownerId)));
  if (existing) return false;
  const started = new Date(now.getTime() - 6 * 60 * MINUTE);
  const eventTypes = ['auction.closed', 'route.assigned', 'route.closed', 'proforma.sent'];
  const webhook = await insertWebhook(ctx.db, {
    ...owner,
    url: 'https://erp.example.ru/portal/webhooks',
    eventTypes,
    description: 'Учётная система (1С:ERP): закрытые аукционы, назначенные и закрытые рейсы, проформы',
    active: false,
    secret: newWebhookSecret(),
    createdAt: new Date(started.getTime() - 24 * 60 * MINUTE),
  });
  // The shipper's latest events if the demo recorded any; else the admin's test of the endpoint.
  const latest = await ctx.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.ownerType, owner.ownerType),
        eq(events.ownerId, owner.ownerId),
        inArray(events.type, eventTypes),
      ),
    )
    .orderBy(desc(events.seq))
    .limit(2);
  const testId = randomUUID();
  const sent = latest.length
    ? latest.map((event) => ({ eventId: event.id, eventType: event.type, payload: presentEvent(event) }))
    : [
        {
          eventId: testId,
          eventType: TEST_EVENT_TYPE,
          payload: {
            id: testId,
            seq: 0,
            type: TEST_EVENT_TYPE,
            occurredAt: started.toISOString(),
            entity: 'webhook',
            entityId: webhook.id,
            data: {},
          },
        },
      ];
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const event of sent) {
    let at = started.getTime();
    for (let attempt = 1; attempt <= ATTEMPTS_SHOWN; attempt += 1) {
      const isLast = attempt === ATTEMPTS_SHOWN || event.eventType === TEST_EVENT_TYPE;
      const next = at + WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1]! * 1000;
      rows.push({
        webhookId: webhook.id,
        ...event,
        attempt,
        status: 'failed',
        responseStatus: 503,
        at: new Date(at),
        nextAttemptAt: isLast ? null : new Date(next),
        createdAt: new Date(at),
      });
      if (isLast) break;
      at = next;
    }
  }
  await insertDeliveries(ctx.db, rows);
  return true;
};
