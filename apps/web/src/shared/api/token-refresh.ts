import type { LoginCheckResponse, Session } from '@portal/contract/auth/auth.schemas';
import { getRefreshToken, getToken, isStoredTokenExpired, setTokens } from './token-storage';

type SessionListener = (session: Session) => void;

const sessionListeners = new Set<SessionListener>();

/** A refresh answers the session too (GET /api/login/check), so the cached session can follow it. */
export const onSessionRefreshed = (listener: SessionListener): (() => void) => {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
};

/** The refresh token was refused: the session cannot go on. */
export class RefreshRejectedError extends Error {
  constructor() {
    super('Refresh token rejected');
    this.name = 'RefreshRejectedError';
  }
}

let inFlight: Promise<string> | null = null;

/** A token other than the one that failed is already in storage: another request or tab refreshed. */
const alreadyRefreshed = (failedToken: string | null): string | null => {
  const current = getToken();
  return current && current !== failedToken && !isStoredTokenExpired(current) ? current : null;
};

const requestRefresh = async (failedToken: string | null): Promise<string> => {
  const fresh = alreadyRefreshed(failedToken);
  if (fresh) return fresh;
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new RefreshRejectedError();
  // No Authorization header: the access token is the expired one; the refresh token is the credential here.
  const response = await fetch(`/api/login/check?refreshToken=${encodeURIComponent(refreshToken)}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    // A server failure is not a refusal: keep the tokens so the next call can try again.
    if (response.status >= 500) throw new TypeError(`Refresh failed with HTTP ${response.status}`);
    throw new RefreshRejectedError();
  }
  const body = (await response.json()) as Partial<LoginCheckResponse>;
  if (typeof body.token !== 'string' || body.token === '') throw new RefreshRejectedError();
  setTokens(body.token, typeof body.refreshToken === 'string' ? body.refreshToken : refreshToken);
  const { token: _token, refreshToken: _refreshToken, ...session } = body;
  if (session.isAuth) for (const listener of sessionListeners) listener(session as Session);
  return body.token;
};

// Tabs refresh one at a time: a tab that waited for the lock takes the pair the holder stored (DESIGN 6). Where the
// browser has no Web Locks (a page served over plain http to another address), the server's 30 s grace answers
// the tabs that race the same successor.
const withTabLock = <T>(work: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock's typing nests the callback's promise; at run time it is one promise.
  return locks ? locks.request('portal-token-refresh', work).then((result) => result) : work();
};

/**
 * Gets a new access token after `failedToken` was refused or expired. Parallel callers share one in-flight
 * refresh. Rejects with RefreshRejectedError when the server refused the refresh token.
 */
export const refreshAccessToken = (failedToken: string | null): Promise<string> => {
  const fresh = alreadyRefreshed(failedToken);
  if (fresh) return Promise.resolve(fresh);
  inFlight ??= withTabLock(() => requestRefresh(failedToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
};

/** The stored access token, refreshed first when its exp has passed (SPEC 4). */
export const getFreshToken = async (): Promise<string | null> => {
  const token = getToken();
  if (!token) return getRefreshToken() ? refreshAccessToken(null) : null;
  return isStoredTokenExpired(token) ? refreshAccessToken(token) : token;
};
