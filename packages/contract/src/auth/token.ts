import type { OwnerType, Role } from '../roles';

export type TokenClaims = {
  sub: string;
  username: string;
  ownerType: OwnerType;
  ownerId: number;
  roles: Role[];
  /** The session (login) the token belongs to: logout ends it. */
  sid: string;
  /** The user's token version when the token was signed: a change of rights raises it and ends the token. */
  ver: number;
  exp: number;
};

// SPEC 4: a token is expired when its exp is less than the current time in seconds.
export const isTokenExpired = (exp: number, nowMs: number = Date.now()): boolean =>
  exp < Math.floor(nowMs / 1000);

/** Reads the claims of a JWT without checking its signature (the server does that); null for a malformed token. */
export const decodeTokenClaims = (token: string): TokenClaims | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    return typeof claims.exp === 'number' && claims.ownerType ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
};
