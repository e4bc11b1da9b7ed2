import type { TokenClaims } from '@portal/contract/auth/token';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './jwt';

const claims: Omit<TokenClaims, 'exp'> = {
  sub: '7',
  username: 'admin@shipper.demo',
  ownerType: 'customer',
  ownerId: 3,
  roles: ['ROLE_ADMIN'],
  sid: '6f1c2b0e-3d4a-4e8b-9c1d-2a3b4c5d6e7f',
  ver: 2,
};

/** The same signature under another payload: what a forger who saw a valid token can send. */
const withPayload = (token: string, payload: object) => {
  const [header, , signature] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
};

afterEach(() => vi.useRealTimers());

describe('createTokenService', () => {
  it('verifies a token once, then recalls its principal without waiting', async () => {
    const tokens = createTokenService('secret-of-the-test');
    const token = await tokens.sign(claims);
    expect(tokens.recall(token)).toBeUndefined();
    const principal = await tokens.verify(token);
    expect(principal).toMatchObject({
      userId: 7,
      ownerType: 'customer',
      ownerId: 3,
      roles: ['ROLE_ADMIN'],
      sessionId: claims.sid,
      tokenVersion: 2,
    });
    expect(tokens.recall(token)).toBe(principal);
  });

  it('refuses a forged payload under a signature it has already verified', async () => {
    const tokens = createTokenService('secret-of-the-test');
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const forged = withPayload(token, { ...claims, ownerId: 4, exp: Math.floor(Date.now() / 1000) + 900 });
    expect(tokens.recall(forged)).toBeUndefined();
    expect(await tokens.verify(forged)).toBeNull();
    expect(tokens.recall(token)).toMatchObject({ ownerId: 3 });
  });

  it('forgets a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService('secret-of-the-test', 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    vi.setSystemTime(Date.now() + 61_000);
    expect(tokens.recall(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});
