import type {
  Webhook,
  WebhookDelivery,
  WebhookWithSecret,
} from '@portal/contract/integration/webhooks.schemas';
import type { DeliveryRow, WebhookRow } from './webhooks.repository';

export const presentWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  eventTypes: row.eventTypes,
  description: row.description,
  active: row.active,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

/** Only the POST and the rotation answer carry the secret. */
export const presentWebhookWithSecret = (row: WebhookRow): WebhookWithSecret => ({
  ...presentWebhook(row),
  secret: row.secret,
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  attempt: row.attempt,
  status: row.status,
  responseStatus: row.responseStatus,
  at: row.at?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});
