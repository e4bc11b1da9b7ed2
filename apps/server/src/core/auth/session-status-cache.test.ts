import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-database';
import { sessions, users } from '../../db/schema/index';
import type { Database } from '../db/database';
import { createSessionStatusCache } from './session-status-cache';
import { startSession } from './sessions';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The database with its `select` calls counted: each status read is one. */
const countingSelects = () => {
  const counter = { selects: 0 };
  const db = new Proxy(database.db, {
    get: (target, key, receiver) => {
      if (key === 'select') counter.selects += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { db, counter };
};

/** A signed-in user as its access token names it: user, session and token version. */
const signedIn = async () => {
  const customer = await createCustomer(database.db);
  const user = await createUser(database.db, { ownerType: 'customer', ownerId: customer.id });
  return { userId: user.id, sessionId: await startSession(database.db, user.id), tokenVersion: 0 };
};

describe('createSessionStatusCache', () => {
  it('reads a status once for requests that arrive together, then answers it without waiting', async () => {
    const session = await signedIn();
    const { db, counter } = countingSelects();
    const cache = createSessionStatusCache(db);
    expect(cache.recall(session)).toBeUndefined();
    expect(await Promise.all([cache.isRefused(session), cache.isRefused(session)])).toEqual([false, false]);
    expect(counter.selects).toBe(1);
    expect(cache.recall(session)).toBe(false);
  });

  it('refuses a blocked user as soon as the user is forgotten', async () => {
    const session = await signedIn();
    const cache = createSessionStatusCache(database.db);
    expect(await cache.isRefused(session)).toBe(false);
    await database.db.update(users).set({ blocked: true }).where(eq(users.id, session.userId));
    cache.forgetUser(session.userId);
    expect(cache.recall(session)).toBeUndefined();
    expect(await cache.isRefused(session)).toBe(true);
  });

  it('refuses a token whose version is not the user’s current one', async () => {
    const session = await signedIn();
    const cache = createSessionStatusCache(database.db);
    await database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, session.userId));
    expect(await cache.isRefused(session)).toBe(true);
    expect(await cache.isRefused({ ...session, sessionId: crypto.randomUUID(), tokenVersion: 1 })).toBe(true);
  });

  it('refuses an ended session once forgotten, and keeps the user’s other sessions', async () => {
    const session = await signedIn();
    const other = { ...session, sessionId: await startSession(database.db, session.userId) };
    const cache = createSessionStatusCache(database.db);
    expect(await cache.isRefused(session)).toBe(false);
    expect(await cache.isRefused(other)).toBe(false);
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, session.sessionId));
    cache.forgetSession(session.sessionId);
    expect(await cache.isRefused(session)).toBe(true);
    expect(cache.recall(other)).toBe(false);
  });

  it('refuses a session that belongs to another user', async () => {
    const session = await signedIn();
    const stranger = await signedIn();
    const cache = createSessionStatusCache(database.db);
    expect(await cache.isRefused({ ...session, sessionId: stranger.sessionId })).toBe(true);
  });

  it('does not keep an answer read while the user was being blocked', async () => {
    const session = await signedIn();
    const cache = createSessionStatusCache(database.db);
    const before = cache.isRefused(session);
    cache.forgetUser(session.userId);
    await before;
    expect(cache.recall(session)).toBeUndefined();
  });
});
