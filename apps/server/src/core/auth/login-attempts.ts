import type { RateLimiter } from '../rate-limit/rate-limiter';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

/**
 * Failed password checks per account — at login and when a signed-in user changes its password — (the
 * per-address limit is the login route's rate limit). The window opens at the first failure; counted on the app's
 * limiter, so with REDIS_URL every process counts the same failures (issue 27).
 */
export const createLoginAttempts = (limiter: RateLimiter) => {
  const keyOf = (username: string) => `login-failures:${username}`;
  return {
    isLocked: async (username: string): Promise<boolean> =>
      (await limiter.peek(keyOf(username))).count >= MAX_FAILURES,
    fail: async (username: string): Promise<void> => {
      await limiter.hit(keyOf(username), WINDOW_MS);
    },
    succeed: (username: string): Promise<void> => limiter.forget(keyOf(username)),
  };
};

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
