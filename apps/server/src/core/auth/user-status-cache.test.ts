import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-database';
import { users } from '../../db/schema/index';
import type { Database } from '../db/database';
import { createUserStatusCache } from './user-status-cache';

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

const activeUser = async () => {
  const customer = await createCustomer(database.db);
  return createUser(database.db, { ownerType: 'customer', ownerId: customer.id });
};

describe('createUserStatusCache', () => {
  it('reads a status once for requests that arrive together, then answers it without waiting', async () => {
    const user = await activeUser();
    const { db, counter } = countingSelects();
    const cache = createUserStatusCache(db);
    expect(cache.recall(user.id)).toBeUndefined();
    expect(await Promise.all([cache.isRefused(user.id), cache.isRefused(user.id)])).toEqual([false, false]);
    expect(counter.selects).toBe(1);
    expect(cache.recall(user.id)).toBe(false);
  });

  it('refuses a blocked user as soon as the entry is forgotten', async () => {
    const user = await activeUser();
    const cache = createUserStatusCache(database.db);
    expect(await cache.isRefused(user.id)).toBe(false);
    await database.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    cache.forget(user.id);
    expect(cache.recall(user.id)).toBeUndefined();
    expect(await cache.isRefused(user.id)).toBe(true);
  });

  it('does not keep an answer read while the user was being blocked', async () => {
    const user = await activeUser();
    const cache = createUserStatusCache(database.db);
    const before = cache.isRefused(user.id);
    cache.forget(user.id);
    await before;
    expect(cache.recall(user.id)).toBeUndefined();
  });
});
