import { and, eq, isNull } from 'drizzle-orm';
import { isPerson } from '../../core/db/company-staff';
import type { Db } from '../../core/db/database';
import { contractors, customers, refreshTokens, users } from '../../db/schema/index';

/** An account a person signs in to (the integration user never logs in nor resets a password). */
export const findUserByUsername = async (db: Db, username: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), isNull(users.deletedAt), isPerson));
  return user ?? null;
};

export const findUserById = async (db: Db, id: number) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user ?? null;
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export const findCompany = async (db: Db, user: Pick<UserRow, 'ownerType' | 'ownerId'>) => {
  if (user.ownerType === 'customer') {
    const [customer] = await db.select().from(customers).where(eq(customers.id, user.ownerId));
    return customer
      ? { id: customer.id, name: customer.name, inn: customer.inn, status: 1, active: true }
      : null;
  }
  const [contractor] = await db.select().from(contractors).where(eq(contractors.id, user.ownerId));
  return contractor
    ? {
        id: contractor.id,
        name: contractor.name,
        inn: contractor.inn,
        status: contractor.status,
        active: contractor.active,
      }
    : null;
};

export const insertRefreshToken = async (
  db: Db,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
) => {
  await db.insert(refreshTokens).values(values);
};

export const findRefreshToken = async (db: Db, tokenHash: string) => {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return token ?? null;
};

/**
 * Marks a token rotated and stores its successor in one transaction, and answers when the token was rotated:
 * now, or the time another request rotated it first (that request's successor is committed by then: PostgreSQL
 * makes this update wait for the row's lock). Null when the token was revoked meanwhile.
 */
export const rotateRefreshToken = async (
  db: Db,
  id: number,
  successor: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<Date | null> =>
  db.transaction(async (tx) => {
    const rotated = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (rotated.length === 1) {
      await tx.insert(refreshTokens).values(successor);
      return now;
    }
    const [current] = await tx
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id));
    return current && !current.revokedAt ? current.rotatedAt : null;
  });
