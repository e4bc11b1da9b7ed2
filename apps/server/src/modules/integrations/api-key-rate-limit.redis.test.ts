import { describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { twoInstancesOnRedis } from '../../../test/two-instances';
import { createManualClock } from '../../core/clock';
import { apiKeysKit } from './api-keys.fixtures';

// Issue 26: 10 requests a second per key, counted once for all the server processes behind a load balancer.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the per-key rate limit across instances (Redis)', () => {
  const pair = twoInstancesOnRedis(redisUrl!);

  it('refuses the 11th request of a second whichever instance answers the ten before it', async () => {
    const clock = createManualClock(new Date('2030-01-01T10:00:00.250Z'));
    pair.a.app.ctx.clock = clock;
    pair.b.app.ctx.clock = clock;
    const kitA = apiKeysKit(pair.a);
    const kitB = apiKeysKit(pair.b);
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
