import { decodeTokenClaims, isTokenExpired } from '@portal/contract/auth/token';

// SPEC 7: every call sends a bearer token kept in local storage under these keys.
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** `external` is true when another browser tab changed the tokens. */
export type TokenListener = (token: string | null, external: boolean) => void;

const listeners = new Set<TokenListener>();

const readStorage = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const notify = (external: boolean): void => {
  const token = getToken();
  for (const listener of listeners) listener(token, external);
};

export const getToken = (): string | null => readStorage(TOKEN_KEY);

export const getRefreshToken = (): string | null => readStorage(REFRESH_TOKEN_KEY);

export const hasToken = (): boolean => Boolean(getToken());

export const setTokens = (token: string, refreshToken: string): void => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  notify(false);
};

export const clearTokens = (): void => {
  const hadToken = hasToken() || Boolean(getRefreshToken());
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  if (hadToken) notify(false);
};

/** SPEC 4: a token is expired when its exp is less than the current time in seconds. */
export const isStoredTokenExpired = (token: string): boolean => {
  const claims = decodeTokenClaims(token);
  return claims ? isTokenExpired(claims.exp) : false;
};

export const subscribeToken = (listener: TokenListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) notify(true);
  });
}
