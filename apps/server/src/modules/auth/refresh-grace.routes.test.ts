import { decodeTokenClaims } from '@portal/contract/auth/token';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock, systemClock } from '../../core/clock';
import { refreshTokens, sessions } from '../../db/schema/index';
import { REFRESH_GRACE_MS } from './auth.service';

/** Issue 21: tabs that refresh at once share one successor; a reuse after the grace still revokes the family. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

// The grace is measured on the server's clock; access tokens keep real time, so the clock starts from now.
let clock = createManualClock(new Date());
afterEach(() => {
  t.app.ctx.clock = systemClock;
});
const startClock = () => {
  clock = createManualClock(new Date());
  t.app.ctx.clock = clock;
};

type Pair = { token: string; refreshToken: string };

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: `/api/login/check?refreshToken=${encodeURIComponent(refreshToken)}` });
const time = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/time', headers: { authorization: `Bearer ${token}` } });
const sessionId = (token: string) => decodeTokenClaims(token)?.sid ?? '';
const familyRows = (familyId: string) =>
  t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
const sessionRow = async (id: string) =>
  (await t.app.ctx.db.select().from(sessions).where(eq(sessions.id, id)))[0];

describe('a rotated refresh token within the grace', () => {
  it('answers the same successor again, as often as it is sent, with a working access token', async () => {
    startClock();
    const user = await createSignedInUser(t.app, 'customer');
    const rotated = (await refresh(user.refreshToken)).json() as Pair;
    expect(rotated.refreshToken).not.toBe(user.refreshToken);
    for (const step of [1_000, 10_000, REFRESH_GRACE_MS - 11_000]) {
      clock.advance(step);
      const again = await refresh(user.refreshToken);
      expect(again.statusCode).toBe(200);
      const pair = again.json() as Pair & { id: number };
      expect(pair.refreshToken).toBe(rotated.refreshToken);
      expect(pair.id).toBe(user.user.id);
      expect(sessionId(pair.token)).toBe(sessionId(rotated.token));
      expect((await time(pair.token)).statusCode).toBe(200);
    }
    expect(await familyRows(sessionId(rotated.token))).toHaveLength(2);
    // The successor goes on rotating as usual.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
  });

  it('gives parallel refreshes over HTTP one successor, one new row and an intact family', async () => {
    startClock();
    const user = await createSignedInUser(t.app, 'contractor');
    const url = `${baseUrl}/api/login/check?refreshToken=${encodeURIComponent(user.refreshToken)}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const pairs = (await Promise.all(answers.map((answer) => answer.json()))) as Pair[];
    const successors = new Set(pairs.map((pair) => pair.refreshToken));
    expect(successors.size).toBe(1);
    const familyId = sessionId(user.token);
    const rows = await familyRows(familyId);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
    expect((await sessionRow(familyId))?.revokedAt).toBeNull();
    for (const pair of pairs) expect((await time(pair.token)).statusCode).toBe(200);
    expect((await refresh([...successors][0]!)).statusCode).toBe(200);
  });

  it('stays refused once the family was logged out', async () => {
    startClock();
    const user = await createSignedInUser(t.app, 'customer');
    const rotated = (await refresh(user.refreshToken)).json() as Pair;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${rotated.token}` },
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    clock.advance(1_000);
    expectProblem(await refresh(user.refreshToken), 401);
    expectProblem(await refresh(rotated.refreshToken), 401);
  });
});

describe('a rotated refresh token after the grace', () => {
  it('is refused and revokes the whole family, the legitimate holder included', async () => {
    startClock();
    const user = await createSignedInUser(t.app, 'customer');
    const rotated = (await refresh(user.refreshToken)).json() as Pair;
    clock.advance(REFRESH_GRACE_MS + 1);
    expectProblem(await refresh(user.refreshToken), 401);
    const familyId = sessionId(user.token);
    expect((await sessionRow(familyId))?.revokedAt).not.toBeNull();
    expect((await familyRows(familyId)).every((row) => row.revokedAt !== null)).toBe(true);
    expectProblem(await refresh(rotated.refreshToken), 401);
    expectProblem(await time(rotated.token), 401);
  });
});
