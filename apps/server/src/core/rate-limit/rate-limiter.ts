import type { Redis } from 'ioredis';
import type { Clock } from '../clock';

export type RateDecision = { allowed: boolean; retryAfterMs: number };

/** A key's count in its open window and the time until that window closes (0 and 0 when none is open). */
export type WindowCount = { count: number; windowLeftMs: number };

/**
 * Counters on the app's clock: in Redis when REDIS_URL is set, so every process counts the same (issue 27), in this
 * process's memory otherwise. A key's window opens at its first hit and closes `windowMs` later; the next hit after
 * that opens a new one.
 */
type CounterStore = {
  hit: (key: string, windowMs: number) => Promise<WindowCount>;
  /** The count without adding to it. */
  peek: (key: string) => Promise<WindowCount>;
  forget: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The counters plus `take`: at most `limit` takes of `key` in each window of `windowMs` aligned to the clock (so the
 * windows are the same in every process, whoever takes first). The API-key and bid limits take; the route limits
 * (route-rate-store.ts) and the account lock count windows opened by their first hit.
 */
export type RateLimiter = CounterStore & {
  take: (key: string, limit: number, windowMs: number) => Promise<RateDecision>;
};

const withTake = (store: CounterStore, clock: Clock): RateLimiter => ({
  ...store,
  take: async (key, limit, windowMs) => {
    const now = clock.now().getTime();
    const index = Math.floor(now / windowMs);
    const { count } = await store.hit(`${key}:${index}`, windowMs);
    return count <= limit
      ? { allowed: true, retryAfterMs: 0 }
      : { allowed: false, retryAfterMs: (index + 1) * windowMs - now };
  },
});

const NO_WINDOW: WindowCount = { count: 0, windowLeftMs: 0 };

/** One process: counts in a map, dropping the windows that have closed. */
export const createMemoryRateLimiter = (clock: Clock): RateLimiter => {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const openEntry = (key: string, now: number) => {
    const entry = counts.get(key);
    return entry && now < entry.endsAt ? entry : undefined;
  };
  return withTake(
    {
      hit: async (key, windowMs) => {
        const now = clock.now().getTime();
        const entry = openEntry(key, now) ?? { count: 0, endsAt: now + windowMs };
        entry.count += 1;
        counts.set(key, entry);
        if (counts.size > 10_000) {
          for (const [other, value] of counts) if (value.endsAt <= now) counts.delete(other);
        }
        return { count: entry.count, windowLeftMs: entry.endsAt - now };
      },
      peek: async (key) => {
        const now = clock.now().getTime();
        const entry = openEntry(key, now);
        return entry ? { count: entry.count, windowLeftMs: entry.endsAt - now } : NO_WINDOW;
      },
      forget: async (key) => {
        counts.delete(key);
      },
      close: async () => {},
    },
    clock,
  );
};

// The window's end comes from the caller's clock (ARGV), not Redis's: tests move the app's clock. Opening a window
// sets the count, its end and the hash's expiry in one script, so a counter is never left without its expiry.
const HIT = `
local endsAt = redis.call('HGET', KEYS[1], 'endsAt')
if endsAt and tonumber(ARGV[1]) < tonumber(endsAt) then
  return {redis.call('HINCRBY', KEYS[1], 'count', 1), endsAt}
end
redis.call('HSET', KEYS[1], 'count', 1, 'endsAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, ARGV[2]}`;

const COUNTER_GRACE_MS = 60_000;

/** Several processes: one hash (count, end of window) per key in Redis, shared by all of them. */
export const createRedisRateLimiter = (redis: Redis, prefix: string, clock: Clock): RateLimiter => {
  const keyOf = (key: string) => `${prefix}:rate:${key}`;
  return withTake(
    {
      hit: async (key, windowMs) => {
        const now = clock.now().getTime();
        // The hash outlives its window by a minute of real time: processes' clocks differ a little, and a test's
        // clock stands still while Redis's runs.
        const [count, endsAt] = (await redis.eval(
          HIT,
          1,
          keyOf(key),
          now,
          now + windowMs,
          windowMs + COUNTER_GRACE_MS,
        )) as [number, string];
        return { count, windowLeftMs: Number(endsAt) - now };
      },
      peek: async (key) => {
        const now = clock.now().getTime();
        const [count, endsAt] = await redis.hmget(keyOf(key), 'count', 'endsAt');
        return count && endsAt && now < Number(endsAt)
          ? { count: Number(count), windowLeftMs: Number(endsAt) - now }
          : NO_WINDOW;
      },
      forget: async (key) => {
        await redis.del(keyOf(key));
      },
      close: async () => {
        await redis.quit();
      },
    },
    clock,
  );
};
