import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, login, TEST_PASSWORD } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock, systemClock } from '../../core/clock';
import { REFRESH_GRACE_MS } from './auth.service';

/**
 * Issue 11: an access token follows its account and its session (docs/decisions.md «Sessions»). Each case here
 * answered 200 before the token carried a session id and a token version.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.app.ctx.clock = systemClock;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const time = (token: string) => t.app.inject({ method: 'GET', url: '/api/time', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: `/api/login/check?refreshToken=${encodeURIComponent(refreshToken)}` });

describe('an access token ends with its session', () => {
  it('stops working after logout, while the user’s other session goes on', async () => {
    const first = await createSignedInUser(t.app, 'customer');
    const second = await login(t.app, first.user.username);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: first.auth,
      payload: { refreshToken: first.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expectProblem(await time(first.token), 401);
    expect((await time(second.token)).statusCode).toBe(200);
  });

  it('stops working when a refresh token reused after the grace revokes its family', async () => {
    const user = await createSignedInUser(t.app, 'contractor');
    const clock = createManualClock(new Date());
    t.app.ctx.clock = clock;
    const rotated = await refresh(user.refreshToken);
    const { token } = rotated.json() as { token: string };
    expect((await time(token)).statusCode).toBe(200);
    clock.advance(REFRESH_GRACE_MS + 1);
    expectProblem(await refresh(user.refreshToken), 401);
    expectProblem(await time(token), 401);
    expectProblem(await time(user.token), 401);
  });
});

describe('an access token ends when the account’s rights change', () => {
  const companyUsers = (customerId: number) => `/api/customers/${customerId}/users`;

  it('refuses a demoted admin’s token at once: it can no longer invite', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const demoted = await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: admin.company.id },
      { roles: ['ROLE_ADMIN'] },
    );
    const demotedToken = (await login(t.app, demoted.username)).token;
    const demote = await t.app.inject({
      method: 'PUT',
      url: `${companyUsers(admin.company.id)}/${demoted.id}`,
      headers: admin.auth,
      payload: { fullname: demoted.fullname, roles: ['ROLE_USER'] },
    });
    expect(demote.statusCode).toBe(200);
    const invite = await t.app.inject({
      method: 'POST',
      url: companyUsers(admin.company.id),
      headers: bearer(demotedToken),
      payload: { username: 'new-colleague@example.test', fullname: 'Новый Коллега', roles: ['ROLE_ADMIN'] },
    });
    expectProblem(invite, 401);
    // A new login carries the new roles.
    const again = await login(t.app, demoted.username);
    expect((await time(again.token)).statusCode).toBe(200);
  });

  it('never revives a token from before a block when the user is unblocked', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const colleague = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: admin.company.id });
    const before = await login(t.app, colleague.username);
    const url = `${companyUsers(admin.company.id)}/${colleague.id}`;
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${url}/block`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expectProblem(await time(before.token), 401);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${url}/unblock`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expectProblem(await time(before.token), 401);
    expectProblem(await refresh(before.refreshToken), 401);
    expect((await time((await login(t.app, colleague.username, TEST_PASSWORD)).token)).statusCode).toBe(200);
  });

  it('refuses a deleted user’s token', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const colleague = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: admin.company.id });
    const { token } = await login(t.app, colleague.username);
    const url = `${companyUsers(admin.company.id)}/${colleague.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(200);
    expectProblem(await time(token), 401);
  });
});

describe('login timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timeLogin = async (username: string) => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    return performance.now() - started;
  };

  it('spends on an unknown account about what it spends on a known one with a wrong password', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { user } = await createSignedInUser(t.app, 'customer');
      known.push(await timeLogin(user.username));
      unknown.push(await timeLogin(`nobody-${round}-${user.username}`));
    }
    // Without the dummy verification an unknown login costs one query, a fiftieth of an argon2 check.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
