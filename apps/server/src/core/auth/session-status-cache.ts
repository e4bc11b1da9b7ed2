import { and, eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import type { Db } from '../db/database';
import type { Principal } from './principal';

const TTL_MS = 5000;

type SessionOf = Pick<Principal, 'userId' | 'sessionId' | 'tokenVersion'>;

/**
 * Whether an access token may still act (docs/decisions.md «Sessions»): its user is neither blocked nor deleted,
 * its token version is the user's current one (raised on demotion, blocking, deletion and a password change) and
 * its session was not ended by logout. Cached per session for a few seconds, so an authenticated request costs no
 * query; `forgetUser` and `forgetSession` drop entries at once, in every process through the `commands` channel.
 */
export const createSessionStatusCache = (db: Db) => {
  const entries = new Map<string, { userId: number; isRefused: boolean; until: number }>();
  // Requests that find the entry expired at the same moment share one query.
  const pending = new Map<string, { userId: number; query: Promise<boolean> }>();

  const readIsRefused = async ({ userId, sessionId, tokenVersion }: SessionOf): Promise<boolean> => {
    const [row] = await db
      .select({
        blocked: users.blocked,
        deletedAt: users.deletedAt,
        tokenVersion: users.tokenVersion,
        sessionId: sessions.id,
        revokedAt: sessions.revokedAt,
      })
      .from(users)
      .leftJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
      .where(eq(users.id, userId));
    return (
      !row ||
      row.blocked ||
      row.deletedAt !== null ||
      row.tokenVersion !== tokenVersion ||
      row.sessionId === null ||
      row.revokedAt !== null
    );
  };

  const load = (session: SessionOf): Promise<boolean> => {
    const query: Promise<boolean> = readIsRefused(session).then((isRefused) => {
      // A forget while the query ran means the answer may predate the change: use it, do not keep it.
      if (pending.get(session.sessionId)?.query === query) {
        entries.set(session.sessionId, { userId: session.userId, isRefused, until: Date.now() + TTL_MS });
      }
      return isRefused;
    });
    pending.set(session.sessionId, { userId: session.userId, query });
    const settle = () => {
      if (pending.get(session.sessionId)?.query === query) pending.delete(session.sessionId);
    };
    query.then(settle, settle);
    return query;
  };

  /** The cached answer, without waiting; undefined when it has to be read again. */
  const recall = (session: SessionOf): boolean | undefined => {
    const cached = entries.get(session.sessionId);
    return cached && cached.userId === session.userId && cached.until > Date.now()
      ? cached.isRefused
      : undefined;
  };

  const dropWhere = (matches: (sessionId: string, userId: number) => boolean) => {
    for (const [sessionId, entry] of entries) if (matches(sessionId, entry.userId)) entries.delete(sessionId);
    for (const [sessionId, entry] of pending) if (matches(sessionId, entry.userId)) pending.delete(sessionId);
  };

  return {
    recall,
    isRefused: (session: SessionOf): Promise<boolean> => {
      const cached = recall(session);
      if (cached !== undefined) return Promise.resolve(cached);
      return pending.get(session.sessionId)?.query ?? load(session);
    },
    forgetUser: (userId: number) => dropWhere((_sessionId, entryUserId) => entryUserId === userId),
    forgetSession: (sessionId: string) => dropWhere((entrySessionId) => entrySessionId === sessionId),
  };
};

export type SessionStatusCache = ReturnType<typeof createSessionStatusCache>;
