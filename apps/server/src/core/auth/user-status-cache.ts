import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Db } from '../db/database';

const TTL_MS = 5000;

/**
 * Whether a user may still act: blocked or deleted users are refused even with an unexpired token.
 * Cached for a few seconds so an authenticated request costs no query; `forget` drops an entry at once
 * (blocking also closes the user's sockets through the `commands` channel).
 */
export const createUserStatusCache = (db: Db) => {
  const entries = new Map<number, { isRefused: boolean; until: number }>();
  return {
    isRefused: async (userId: number): Promise<boolean> => {
      const cached = entries.get(userId);
      if (cached && cached.until > Date.now()) return cached.isRefused;
      const [row] = await db
        .select({ blocked: users.blocked, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      const isRefused = !row || row.blocked || row.deletedAt !== null;
      entries.set(userId, { isRefused, until: Date.now() + TTL_MS });
      return isRefused;
    },
    forget: (userId: number) => {
      entries.delete(userId);
    },
  };
};

export type UserStatusCache = ReturnType<typeof createUserStatusCache>;
