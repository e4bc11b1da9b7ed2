import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal';
import { compileAudience } from './audience';
import type { Audience } from './event-bus';

const principal = (overrides: Partial<Principal>): Principal => ({
  userId: 1,
  username: 'u@example.ru',
  ownerType: 'contractor',
  ownerId: 10,
  roles: [],
  sessionId: 's-1',
  tokenVersion: 0,
  exp: 0,
  ...overrides,
});

describe('compileAudience', () => {
  const customer = principal({ userId: 2, ownerType: 'customer', ownerId: 10, sessionId: 's-2' });
  const invited = principal({ userId: 3, ownerType: 'contractor', ownerId: 11, sessionId: 's-3' });
  const uninvited = principal({ userId: 4, ownerType: 'contractor', ownerId: 12, sessionId: 's-4' });

  it('reaches an auction’s customer and its invited carriers and no other company, whatever its owner type', () => {
    const auction: Audience = {
      kind: 'any',
      audiences: [
        { kind: 'company', ownerType: 'customer', ownerId: 10 },
        ...[11, 13, 14].map((ownerId) => ({
          kind: 'company' as const,
          ownerType: 'contractor' as const,
          ownerId,
        })),
      ],
    };
    const reaches = compileAudience(auction);
    expect([customer, invited, uninvited].map(reaches)).toEqual([true, true, false]);
    // Company 10 is a customer here: a carrier with the same id is another company.
    expect(reaches(principal({ ownerType: 'contractor', ownerId: 10 }))).toBe(false);
  });

  it('spares the session a user audience names, and only in that audience', () => {
    const spared = principal({ userId: 7, sessionId: 's-spared' });
    const other = principal({ userId: 7, sessionId: 's-other' });
    const user: Audience = { kind: 'user', userId: 7, exceptSessionId: 's-spared' };
    expect([spared, other, uninvited].map(compileAudience(user))).toEqual([false, true, false]);
    const alsoWhole: Audience = { kind: 'any', audiences: [user, { kind: 'user', userId: 7 }] };
    expect(compileAudience(alsoWhole)(spared)).toBe(true);
  });

  it('matches a session, an owner type and everyone', () => {
    expect([invited, uninvited].map(compileAudience({ kind: 'session', sessionId: 's-4' }))).toEqual([
      false,
      true,
    ]);
    const carriers = compileAudience({ kind: 'owner-type', ownerType: 'contractor' });
    expect([customer, invited].map(carriers)).toEqual([false, true]);
    expect([customer, invited].map(compileAudience({ kind: 'all' }))).toEqual([true, true]);
    expect(compileAudience({ kind: 'any', audiences: [] })(customer)).toBe(false);
  });
});
