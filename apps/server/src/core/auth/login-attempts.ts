const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

/**
 * Failed password checks per account — at login and when a signed-in user changes its password — (the
 * per-address limit is the login route's rate limit). Kept in memory: behind
 * several processes each counts its own share, which still slows guessing by the same factor.
 */
export const createLoginAttempts = () => {
  const failures = new Map<string, { count: number; since: number }>();
  return {
    isLocked: (username: string): boolean => {
      const entry = failures.get(username);
      if (!entry || Date.now() - entry.since > WINDOW_MS) return false;
      return entry.count >= MAX_FAILURES;
    },
    fail: (username: string) => {
      const entry = failures.get(username);
      if (!entry || Date.now() - entry.since > WINDOW_MS)
        failures.set(username, { count: 1, since: Date.now() });
      else entry.count += 1;
    },
    succeed: (username: string) => {
      failures.delete(username);
    },
  };
};

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
