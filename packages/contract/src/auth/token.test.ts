import { describe, expect, it } from 'vitest';
import type { TokenClaims } from './token';
import { decodeTokenClaims, isTokenExpired } from './token';

const toBase64Url = (value: unknown): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

const makeToken = (payload: unknown): string =>
  `${toBase64Url({ alg: 'HS256', typ: 'JWT' })}.${toBase64Url(payload)}.c2lnbmF0dXJl`;

const claims: TokenClaims = {
  sub: '42',
  username: 'Пётр Иванов',
  ownerType: 'contractor',
  ownerId: 7,
  roles: ['ROLE_USER', 'ROLE_MANAGER'],
  sid: '6f1c2b0e-3d4a-4e8b-9c1d-2a3b4c5d6e7f',
  ver: 0,
  exp: 1767225600,
};

// SPEC 4: a token is expired when its exp is less than the current time in seconds.
describe('isTokenExpired', () => {
  const now = 1767225600 * 1000;

  it('is expired when exp is before the current second', () => {
    expect(isTokenExpired(1767225599, now)).toBe(true);
  });

  it('is not expired when exp equals the current second', () => {
    expect(isTokenExpired(1767225600, now)).toBe(false);
    expect(isTokenExpired(1767225600, now + 999)).toBe(false);
  });

  it('is not expired when exp is in the future', () => {
    expect(isTokenExpired(1767225601, now)).toBe(false);
  });

  it('is expired once the next second starts', () => {
    expect(isTokenExpired(1767225600, now + 1000)).toBe(true);
  });

  it('compares with the current time by default', () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(isTokenExpired(nowSeconds - 60)).toBe(true);
    expect(isTokenExpired(nowSeconds + 60)).toBe(false);
  });
});

describe('decodeTokenClaims', () => {
  it('reads the claims of a base64url payload with a Cyrillic username', () => {
    const token = makeToken(claims);
    // The payload uses the base64url alphabet and has no padding, as JWTs do.
    expect(token.split('.')[1]).toMatch(/^[\w-]+$/);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenClaims(token)).toEqual(claims);
  });

  it("reads a payload whose base64url form has a '-' (base64's '+')", () => {
    const withMinus = { ...claims, username: 'Эхо' };
    const token = makeToken(withMinus);
    expect(token.split('.')[1]).toContain('-');
    expect(decodeTokenClaims(token)).toEqual(withMinus);
  });

  it('returns null for a token without a payload', () => {
    expect(decodeTokenClaims('')).toBeNull();
    expect(decodeTokenClaims('not-a-jwt')).toBeNull();
    expect(decodeTokenClaims('header.')).toBeNull();
  });

  it('returns null for a payload that is not base64', () => {
    expect(decodeTokenClaims('header.!!!.signature')).toBeNull();
  });

  it('returns null for a payload that is not JSON', () => {
    expect(decodeTokenClaims(`header.${btoa('not json')}.signature`)).toBeNull();
  });

  it('returns null for a payload without a numeric exp or an ownerType', () => {
    expect(decodeTokenClaims(makeToken({ ...claims, exp: undefined }))).toBeNull();
    expect(decodeTokenClaims(makeToken({ ...claims, exp: '1767225600' }))).toBeNull();
    expect(decodeTokenClaims(makeToken({ ...claims, ownerType: undefined }))).toBeNull();
    expect(decodeTokenClaims(makeToken(null))).toBeNull();
  });
});
