import type { ApiKey } from '@portal/contract/integration/api-keys.schemas';
import type { Webhook, WebhookDelivery } from '@portal/contract/integration/webhooks.schemas';
import type { Page } from '@portal/contract/pagination';

export const pageOf = <T>(items: T[]): Page<T> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});

export const testWebhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 21,
  url: 'https://erp.example.ru/portal/webhooks',
  eventTypes: ['route.closed', 'proforma.paid'],
  description: '1С: закрытые рейсы',
  active: true,
  disabledReason: null,
  createdAt: '2026-03-02T10:15:00+03:00',
  ...overrides,
});

export const testDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 301,
  eventId: '0b6f3c1e-7d2a-4f53-9a7e-1c2d3e4f5a61',
  eventType: 'route.closed',
  attempt: 2,
  status: 'failed',
  responseStatus: 503,
  at: '2026-03-02T11:00:00+03:00',
  nextAttemptAt: '2026-03-02T11:30:00+03:00',
  ...overrides,
});

export const testApiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 5,
  name: '1С: выгрузка рейсов',
  scope: 'read',
  prefix: 'lpk_Ab3dE5gH',
  createdAt: '2026-03-01T09:00:00+03:00',
  lastUsedAt: null,
  ...overrides,
});

/** A secret as DESIGN 12 makes it: `whsec_` and the base64 of 32 bytes. */
export const TEST_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/BXuyjCJPSw=';
