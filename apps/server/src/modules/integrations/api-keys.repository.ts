import type { PageQuery } from '@portal/contract/pagination';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { findPageOf } from '../../core/db/paging';
import { apiKeys, users } from '../../db/schema/index';

export type Company = { ownerType: 'customer' | 'contractor'; ownerId: number };

// Issue 26: the integration user is a row of users that nobody logs in as; its username is not an address mail
// could reach (.invalid is reserved, RFC 2606).
const integrationUsername = ({ ownerType, ownerId }: Company) =>
  `integration-${ownerType}-${ownerId}@api.invalid`;
export const INTEGRATION_USER_FULLNAME = 'Интеграция (API)';

/** The company's integration user, created with its first key; concurrent first keys find the same row. */
export const ensureIntegrationUser = async (tx: Tx, company: Company, now: Date): Promise<number> => {
  const username = integrationUsername(company);
  await tx
    .insert(users)
    .values({
      username,
      passwordHash: null,
      fullname: INTEGRATION_USER_FULLNAME,
      ownerType: company.ownerType,
      ownerId: company.ownerId,
      roles: ['ROLE_ADMIN'],
      isIntegration: true,
      activatedAt: now,
    })
    .onConflictDoNothing({ target: users.username });
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
};

export const insertApiKey = async (
  tx: Tx,
  values: Company & {
    userId: number;
    name: string;
    scope: 'read' | 'write';
    prefix: string;
    keyHash: string;
    createdAt: Date;
  },
) => {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
};

const ownKeys = (company: Company) =>
  and(
    eq(apiKeys.ownerType, company.ownerType),
    eq(apiKeys.ownerId, company.ownerId),
    isNull(apiKeys.revokedAt),
  );

export const findApiKeyPage = (db: Db, company: Company, query: PageQuery) =>
  findPageOf(db, apiKeys, [ownKeys(company)!], query);

/** Answers whether the company's live key was revoked now. */
export const revokeApiKey = async (db: Db, company: Company, keyId: number, now: Date): Promise<boolean> => {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(ownKeys(company), eq(apiKeys.id, keyId)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
};

/** A live key by its hash, with the integration user it acts as (one indexed lookup per request). */
export const findLiveKey = async (db: Db, keyHash: string) => {
  const [row] = await db
    .select({
      id: apiKeys.id,
      scope: apiKeys.scope,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      username: users.username,
      ownerType: users.ownerType,
      ownerId: users.ownerId,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        isNull(users.deletedAt),
        eq(users.blocked, false),
      ),
    );
  return row ?? null;
};

export const touchApiKey = async (db: Db, keyId: number, now: Date) => {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
};
