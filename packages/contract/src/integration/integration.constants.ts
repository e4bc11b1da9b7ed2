// DESIGN 12 «Events, webhooks and API keys»: the numbers, once.

/** The answers of the deletes (DESIGN 5: a delete answers 200), shown by the screen as its toasts. */
export const INTEGRATION_MESSAGES = {
  apiKeyRevoked: 'Ключ API отозван',
  webhookDeleted: 'Вебхук удалён',
} as const;

/** The pull feed answers at most this many events per call. */
export const EVENT_FEED_MAX_LIMIT = 100;
export const EVENT_FEED_DEFAULT_LIMIT = 100;

/** Seconds after the previous attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h (about three days). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600,
] as const;
/** The first attempt plus one per retry. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** After a rotation the old secret still signs (a second signature) for this long. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_SECRET_BYTES = 32;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;

export const API_KEY_NAME_MAX_LENGTH = 100;
/** The list shows a key by its first characters. */
export const API_KEY_PREFIX_LENGTH = 12;
export const API_KEY_REQUESTS_PER_SECOND = 10;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_TTL_HOURS = 24;
