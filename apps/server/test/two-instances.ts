import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/core/db/database';
import { createTestApp, type TestApp } from './test-app';
import { openTestDatabase } from './test-database';

export type TwoInstances = { database: Database; a: TestApp; b: TestApp };

/**
 * Two app instances on one database and one Redis, as two server processes behind a load balancer (issue 27). Call
 * it inside a describe: the instances open before its tests and close after them. Their Redis prefix is the run's
 * own, so no other run on this Redis counts the same keys or hears the same channels. `prepare` runs on each.
 */
export const twoInstancesOnRedis = (
  redisUrl: string,
  env: Record<string, string> = {},
  prepare?: (instance: TestApp) => Promise<void>,
): TwoInstances => {
  const pair = {} as TwoInstances;
  beforeAll(async () => {
    pair.database = await openTestDatabase();
    const config = { REDIS_URL: redisUrl, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`, ...env };
    pair.a = await createTestApp(config, pair.database);
    pair.b = await createTestApp(config, pair.database);
    for (const instance of [pair.a, pair.b]) await prepare?.(instance);
  });
  afterAll(async () => {
    await pair.a?.close();
    await pair.b?.close();
    await pair.database?.close();
  });
  return pair;
};
