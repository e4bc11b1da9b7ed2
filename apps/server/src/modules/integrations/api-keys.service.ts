import type { ApiKey, ApiKeyBody, CreatedApiKey } from '@portal/contract/integration/api-keys.schemas';
import { API_KEY_PREFIX_LENGTH } from '@portal/contract/integration/integration.constants';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { newApiKeyToken } from '../../core/auth/api-key-token';
import type { Principal } from '../../core/auth/principal';
import { hashSecretToken } from '../../core/auth/secret-token';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import { notFound } from '../../core/http/problem';
import type { apiKeys } from '../../db/schema/index';
import {
  type Company,
  ensureIntegrationUser,
  findApiKeyPage,
  findLiveKey,
  insertApiKey,
  revokeApiKey,
  touchApiKey,
} from './api-keys.repository';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/** Last use is written at most this often per key: the list shows it to the minute. */
const LAST_USED_PRECISION_MS = 60_000;

const presentKey = (row: typeof apiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const listApiKeys = async (ctx: Deps, company: Company, query: PageQuery): Promise<Page<ApiKey>> => {
  const { rows, total } = await findApiKeyPage(ctx.db, company, query);
  return pageAnswer(rows.map(presentKey), total, query);
};

/** DESIGN 12: the key is answered here only; the database keeps its SHA-256. */
export const createApiKey = async (ctx: Deps, company: Company, body: ApiKeyBody): Promise<CreatedApiKey> => {
  const key = newApiKeyToken();
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) =>
    insertApiKey(tx, {
      ...company,
      userId: await ensureIntegrationUser(tx, company, now),
      name: body.name,
      scope: body.scope,
      prefix: key.slice(0, API_KEY_PREFIX_LENGTH),
      keyHash: hashSecretToken(key),
      createdAt: now,
    }),
  );
  const { lastUsedAt: _never, ...created } = presentKey(row);
  return { ...created, key };
};

export const deleteApiKey = async (ctx: Deps, company: Company, keyId: number): Promise<void> => {
  if (!(await revokeApiKey(ctx.db, company, keyId, ctx.clock.now()))) throw notFound('Ключ API не найден');
};

/**
 * Who a key acts as: the company's integration user with the admin's role. Read from the database on every
 * request (an indexed lookup), so a revoked key stops at once in every process.
 */
export const authenticateApiKey = async (ctx: Deps, key: string): Promise<Principal | null> => {
  const row = await findLiveKey(ctx.db, hashSecretToken(key));
  if (!row) return null;
  const now = ctx.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await touchApiKey(ctx.db, row.id, now);
  }
  return {
    userId: row.userId,
    username: row.username,
    ownerType: row.ownerType,
    ownerId: row.ownerId,
    roles: ['ROLE_ADMIN'],
    sessionId: `key:${row.id}`,
    tokenVersion: 0,
    exp: Number.POSITIVE_INFINITY,
    apiKey: { id: row.id, scope: row.scope },
  };
};
