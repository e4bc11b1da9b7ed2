import * as z from 'zod';
import { idParamSchema } from '../ids';
import { text } from '../validation/text';
import { eventTypeSchema } from './events.schemas';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from './integration.constants';

// DESIGN 12: webhooks per company, admins. The secret is in the POST answer and the rotate answer only.

export const WEBHOOK_URL_MESSAGE = 'укажите адрес http:// или https://';

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'обязательное поле')
  .max(WEBHOOK_URL_MAX_LENGTH, `не длиннее ${WEBHOOK_URL_MAX_LENGTH} символов`)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), WEBHOOK_URL_MESSAGE);

export const webhookEventTypesSchema = z
  .array(z.union([z.literal('*'), eventTypeSchema]))
  .min(1, 'выберите хотя бы один тип события')
  .refine(
    (types) => !types.includes('*') || types.length === 1,
    '«*» означает все события и указывается один',
  );

export const webhookBodySchema = z.object({
  url: webhookUrlSchema,
  eventTypes: webhookEventTypesSchema,
  description: text()
    .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, `не длиннее ${WEBHOOK_DESCRIPTION_MAX_LENGTH} символов`)
    .optional(),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** PUT also switches the endpoint on and off (a disabled one is switched back on here). */
export const webhookUpdateBodySchema = webhookBodySchema.extend({ active: z.boolean().optional() });
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBodySchema>;

export const webhookParamsSchema = z.object({ webhookId: idParamSchema });
export const webhookDeliveryParamsSchema = z.object({ webhookId: idParamSchema, deliveryId: idParamSchema });

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  description: z.string().nullable(),
  active: z.boolean(),
  /** Why the portal switched it off (410, retries exhausted); null while active or switched off by an admin. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Ожидает',
  succeeded: 'Доставлено',
  failed: 'Ошибка',
};

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  responseStatus: z.number().int().nullable(),
  at: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
