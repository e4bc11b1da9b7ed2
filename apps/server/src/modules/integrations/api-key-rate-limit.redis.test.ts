import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { createManualClock } from '../../core/clock';
import type { Database } from '../../core/db/database';
import { apiKeysKit } from './api-keys.fixtures';

// Issue 26: 10 requests a second per key, counted once for all the server processes behind a load balancer.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the per-key rate limit across instances (Redis)', () => {
  let database: Database;
  let instanceA: TestApp;
  let instanceB: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // A prefix of its own: no other run on this Redis counts the same key ids.
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}` };
    instanceA = await createTestApp(env, database);
    instanceB = await createTestApp(env, database);
  });
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await database?.close();
  });

  it('refuses the 11th request of a second whichever instance answers the ten before it', async () => {
    const clock = createManualClock(new Date('2030-01-01T10:00:00.250Z'));
    instanceA.app.ctx.clock = clock;
    instanceB.app.ctx.clock = clock;
    const kitA = apiKeysKit(instanceA);
    const kitB = apiKeysKit(instanceB);
    const team = await kitA.setUpCustomer();
    const { auth } = await kitA.createKey(team, 'read');
    const url = `${team.base}/routes`;
    for (let index = 0; index < 10; index += 1) {
      const kit = index % 2 === 0 ? kitA : kitB;
      expect((await kit.call('GET', url, auth)).statusCode).toBe(200);
    }
    for (const kit of [kitA, kitB]) {
      const refused = await kit.call('GET', url, auth);
      expectProblem(refused, 429);
      expect(refused.headers['retry-after']).toBe('1');
    }
    clock.advance(750);
    expect((await kitB.call('GET', url, auth)).statusCode).toBe(200);
  });
});
