import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokens, sessions, users } from '../../db/schema/index';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/database';
import type { EventBus } from '../realtime/event-bus';
import type { SessionStatusCache } from './session-status-cache';

export type SessionEndReason = 'deleted' | 'blocked' | 'roles-changed' | 'password-changed' | 'logout';

/** A new login: its id names the refresh-token family and goes into every access token as `sid`. */
export const startSession = async (db: Db, userId: number): Promise<string> => {
  const id = randomUUID();
  await db.insert(sessions).values({ id, userId });
  return id;
};

const revokeSessionRows = async (executor: Db | Tx, sessionId: string) => {
  const now = new Date();
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
};

/** Logout, or a leaked refresh token: this session's refresh and access tokens stop working, the others stay. */
export const endSession = async (ctx: AppContext, sessionId: string, reason: SessionEndReason) => {
  await revokeSessionRows(ctx.db, sessionId);
  ctx.sessionStatus.forgetSession(sessionId);
  await ctx.bus.publish({
    channel: 'commands',
    type: 'logout',
    id: `session-${sessionId}`,
    payload: { reason },
    audience: { kind: 'session', sessionId },
  });
};

/**
 * The account's rights changed (demotion, blocking, deletion, a new password): its token version goes up, which
 * refuses every access token signed before, and its sessions end. `keepSessionId` (the caller's own session on a
 * password change) keeps its refresh token, so that page signs in again silently with the new version.
 * Unblocking never raises the version back: a token from before the block stays refused.
 */
export const endUserSessions = async (
  ctx: AppContext,
  userId: number,
  reason: SessionEndReason,
  keepSessionId?: string,
) => {
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
        ),
      );
  });
  ctx.sessionStatus.forgetUser(userId);
  await ctx.bus.publish({
    channel: 'commands',
    type: 'logout',
    id: `user-${userId}`,
    payload: { reason },
    audience: { kind: 'user', userId, ...(keepSessionId ? { exceptSessionId: keepSessionId } : {}) },
  });
};

/**
 * Every process drops its cached verdicts when a session or an account ends anywhere: the `logout` command
 * reaches all of them through the bus, so a token refused in one process is refused in all at once.
 */
export const followSessionEnds = (bus: EventBus, cache: SessionStatusCache) =>
  bus.subscribe(({ envelope, audience }) => {
    if (envelope.channel !== 'commands' || envelope.type !== 'logout') return;
    if (audience.kind === 'user') cache.forgetUser(audience.userId);
    if (audience.kind === 'session') cache.forgetSession(audience.sessionId);
  });
