import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

const redisUrl = process.env.TEST_REDIS_URL;
const START = new Date('2030-01-01T10:00:00.250Z');

const stores: [string, (clock: ReturnType<typeof createManualClock>) => RateLimiter][] = [
  ['memory', (clock) => createMemoryRateLimiter(clock)],
];
const opened: RateLimiter[] = [];
if (redisUrl) {
  stores.push([
    'Redis',
    (clock) => {
      // A prefix of its own: no other run on this Redis counts the same keys.
      const limiter = createRedisRateLimiter(
        new Redis(redisUrl),
        `test-${randomBytes(4).toString('hex')}`,
        clock,
      );
      opened.push(limiter);
      return limiter;
    },
  ]);
}
afterAll(async () => {
  for (const limiter of opened) await limiter.close();
});

describe.each(stores)('the %s rate limiter', (_name, create) => {
  it('opens a window at the first hit and counts in it until windowMs later, then opens the next', async () => {
    const clock = createManualClock(START);
    const limiter = create(clock);
    expect(await limiter.hit('k', 1000)).toEqual({ count: 1, windowLeftMs: 1000 });
    clock.advance(999);
    expect(await limiter.hit('k', 1000)).toEqual({ count: 2, windowLeftMs: 1 });
    expect(await limiter.peek('k')).toEqual({ count: 2, windowLeftMs: 1 });
    clock.advance(1);
    expect(await limiter.peek('k')).toEqual({ count: 0, windowLeftMs: 0 });
    expect(await limiter.hit('k', 1000)).toEqual({ count: 1, windowLeftMs: 1000 });
  });

  it('forgets a key, and peeks at a key never hit as zero', async () => {
    const limiter = create(createManualClock(START));
    expect(await limiter.peek('never')).toEqual({ count: 0, windowLeftMs: 0 });
    await limiter.hit('k', 60_000);
    await limiter.hit('k', 60_000);
    await limiter.forget('k');
    expect(await limiter.peek('k')).toEqual({ count: 0, windowLeftMs: 0 });
    expect((await limiter.hit('k', 60_000)).count).toBe(1);
  });

  it('takes in windows aligned to the clock: the next one opens at the second boundary, not a second later', async () => {
    const clock = createManualClock(START);
    const limiter = create(clock);
    expect(await limiter.take('t', 2, 1000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.take('t', 2, 1000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.take('t', 2, 1000)).toEqual({ allowed: false, retryAfterMs: 750 });
    clock.advance(750);
    expect(await limiter.take('t', 2, 1000)).toEqual({ allowed: true, retryAfterMs: 0 });
  });
});
