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
  // Requests that find the entry expired at the same moment share one query.
  const pending = new Map<number, Promise<boolean>>();

  const readIsRefused = async (userId: number): Promise<boolean> => {
    const [row] = await db
      .select({ blocked: users.blocked, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    return !row || row.blocked || row.deletedAt !== null;
  };

  const load = (userId: number): Promise<boolean> => {
    const query: Promise<boolean> = readIsRefused(userId).then((isRefused) => {
      // A `forget` while the query ran means the answer may predate the change: use it, do not keep it.
      if (pending.get(userId) === query) entries.set(userId, { isRefused, until: Date.now() + TTL_MS });
      return isRefused;
    });
    pending.set(userId, query);
    const settle = () => {
      if (pending.get(userId) === query) pending.delete(userId);
    };
    query.then(settle, settle);
    return query;
  };

  /** The cached answer, without waiting; undefined when it has to be read again. */
  const recall = (userId: number): boolean | undefined => {
    const cached = entries.get(userId);
    return cached && cached.until > Date.now() ? cached.isRefused : undefined;
  };

  return {
    recall,
    isRefused: (userId: number): Promise<boolean> => {
      const cached = recall(userId);
      if (cached !== undefined) return Promise.resolve(cached);
      return pending.get(userId) ?? load(userId);
    },
    forget: (userId: number) => {
      entries.delete(userId);
      pending.delete(userId);
    },
  };
};

export type UserStatusCache = ReturnType<typeof createUserStatusCache>;
