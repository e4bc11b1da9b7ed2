import type { Redis } from 'ioredis';
import type { Clock } from '../clock';

export type RateDecision = { allowed: boolean; retryAfterMs: number };

/**
 * A fixed-window counter: at most `limit` takes of `key` in each window of `windowMs` (windows are aligned to the
 * clock, so every process counts the same window). Login and bid limits take from the same interface (issue 27).
 */
export type RateLimiter = {
  take: (key: string, limit: number, windowMs: number) => Promise<RateDecision>;
  close: () => Promise<void>;
};

const windowOf = (clock: Clock, windowMs: number) => {
  const now = clock.now().getTime();
  const index = Math.floor(now / windowMs);
  return { index, retryAfterMs: (index + 1) * windowMs - now };
};

const decide = (count: number, limit: number, retryAfterMs: number): RateDecision =>
  count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs };

/** One process: counts in a map, dropping the windows that have passed. */
export const createMemoryRateLimiter = (clock: Clock): RateLimiter => {
  const counts = new Map<string, { index: number; count: number }>();
  return {
    take: async (key, limit, windowMs) => {
      const { index, retryAfterMs } = windowOf(clock, windowMs);
      const entry = counts.get(key);
      const count = entry && entry.index === index ? entry.count + 1 : 1;
      counts.set(key, { index, count });
      if (counts.size > 10_000) {
        for (const [other, value] of counts) if (value.index < index) counts.delete(other);
      }
      return decide(count, limit, retryAfterMs);
    },
    close: async () => {},
  };
};

// INCR and the expiry in one script, so a counter is never left without its expiry.
const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

const COUNTER_GRACE_MS = 60_000;

/** Several processes: one counter per key and window in Redis, shared by all of them. */
export const createRedisRateLimiter = (redis: Redis, prefix: string, clock: Clock): RateLimiter => ({
  take: async (key, limit, windowMs) => {
    const { index, retryAfterMs } = windowOf(clock, windowMs);
    // The counter outlives its window by a minute of real time: processes' clocks differ a little, and a test's
    // clock stands still while Redis's runs.
    const count = Number(
      await redis.eval(TAKE, 1, `${prefix}:rate:${key}:${index}`, windowMs + COUNTER_GRACE_MS),
    );
    return decide(count, limit, retryAfterMs);
  },
  close: async () => {
    await redis.quit();
  },
});
