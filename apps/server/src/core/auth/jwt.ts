import { isTokenExpired, type TokenClaims } from '@portal/contract/auth/token';
import { OWNER_TYPES, ROLES } from '@portal/contract/roles';
import { jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';
import type { Principal } from './principal';

// DESIGN 6: access tokens live 15 minutes.
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const claimsSchema = z.object({
  sub: z.string(),
  username: z.string(),
  ownerType: z.enum(OWNER_TYPES),
  ownerId: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  sid: z.uuid(),
  ver: z.number().int(),
  exp: z.number().int(),
});

export type TokenService = {
  sign: (claims: Omit<TokenClaims, 'exp'>) => Promise<string>;
  /** Who a valid, unexpired token names; null otherwise. */
  verify: (token: string) => Promise<Principal | null>;
  /** `verify` without waiting, for a token verified before; undefined when it has to be verified. */
  recall: (token: string) => Principal | null | undefined;
};

const VERIFIED_CACHE_SIZE = 10_000;

export const createTokenService = (secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): TokenService => {
  const key = new TextEncoder().encode(secret);
  // A token already verified needs no second HMAC while it is unexpired: the string itself is the proof. The
  // principal is kept, not rebuilt per request: one object less for every authenticated call. Entries are found
  // by the token's signature (its last 43 characters) and then compared whole: hashing the whole token for the
  // lookup cost more than the rest of the access check of a request.
  const verified = new Map<string, { token: string; principal: Principal }>();
  const cacheKey = (token: string) => token.slice(token.lastIndexOf('.') + 1);
  const verifySignature = async (token: string): Promise<Principal | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const parsed = claimsSchema.safeParse(payload);
      if (!parsed.success) return null;
      const { sub, username, ownerType, ownerId, roles, sid, ver, exp } = parsed.data;
      return {
        userId: Number(sub),
        username,
        ownerType,
        ownerId,
        roles,
        sessionId: sid,
        tokenVersion: ver,
        exp,
      };
    } catch {
      return null;
    }
  };
  const recall = (token: string): Principal | null | undefined => {
    const key = cacheKey(token);
    const cached = verified.get(key);
    if (!cached || cached.token !== token) return undefined;
    if (!isTokenExpired(cached.principal.exp)) return cached.principal;
    verified.delete(key);
    return null;
  };
  return {
    sign: (claims) =>
      new SignJWT({
        username: claims.username,
        ownerType: claims.ownerType,
        ownerId: claims.ownerId,
        roles: claims.roles,
        sid: claims.sid,
        ver: claims.ver,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    recall,
    verify: async (token) => {
      const known = recall(token);
      if (known !== undefined) return known;
      const principal = await verifySignature(token);
      if (!principal) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(cacheKey(token), { token, principal });
      return principal;
    },
  };
};
