import { API_KEY_REQUESTS_PER_SECOND } from '@portal/contract/integration/integration.constants';
import type { FastifyReply } from 'fastify';
import { forbidden, HttpProblem } from '../http/problem';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Principal } from './principal';

export type ApiKeyAuthenticator = {
  /** The principal of a live key; null for an unknown or revoked one. */
  authenticate: (key: string) => Promise<Principal | null>;
  rateLimiter: RateLimiter;
};

/**
 * DESIGN 12: a key does the admin's work except managing users, keys and webhooks (nor ends a session it does not
 * have). Route patterns that start with one of these are closed to keys, whatever the method.
 */
const CLOSED_TO_KEYS = [
  '/api/users',
  '/api/customers/:customerId/users',
  '/api/contractors/:contractorId/users',
  '/api/customers/:customerId/contractor-users',
  '/api/customers/:customerId/api-keys',
  '/api/contractors/:contractorId/api-keys',
  '/api/customers/:customerId/webhooks',
  '/api/contractors/:contractorId/webhooks',
  '/api/logout',
];

export const isClosedToKeys = (url: string): boolean =>
  CLOSED_TO_KEYS.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The key's own refusals, after it is known to act for the path's company (so another company's ids stay 404). */
export const checkKeyMayCall = (
  apiKey: NonNullable<Principal['apiKey']>,
  method: string,
  isClosed: boolean,
): void => {
  if (isClosed) throw forbidden('Ключ API не может управлять пользователями, ключами API и вебхуками');
  if (apiKey.scope === 'read' && !READ_METHODS.has(method)) {
    throw forbidden('Ключ API только для чтения: изменения требуют ключа с правом записи');
  }
};

const SECOND_MS = 1000;

/** DESIGN 12: 10 requests a second per key, then 429 with Retry-After. */
export const takeKeyRequest = async (
  limiter: RateLimiter,
  apiKey: NonNullable<Principal['apiKey']>,
  reply: FastifyReply,
): Promise<void> => {
  const decision = await limiter.take(`api-key:${apiKey.id}`, API_KEY_REQUESTS_PER_SECOND, SECOND_MS);
  if (decision.allowed) return;
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / SECOND_MS));
  reply.header('retry-after', String(seconds));
  throw new HttpProblem(
    429,
    `Слишком много запросов с ключом API: не больше ${API_KEY_REQUESTS_PER_SECOND} в секунду. Повторите через ${seconds} с`,
  );
};
