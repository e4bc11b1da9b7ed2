import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, login, TEST_PASSWORD } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueOneTimeToken } from '../../core/auth/one-time-tokens';
import { auditLog, users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'new-password-2';

const changePassword = (id: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/password`, headers, payload });

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: `/api/login/check?refreshToken=${encodeURIComponent(refreshToken)}` });

const passwordHashOf = async (id: number) =>
  (await t.app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('PUT /api/users/:id/password', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const current = await createSignedInUser(t.app, 'customer');
    const other = await login(t.app, current.user.username);
    const response = await changePassword(current.user.id, current.auth, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Пароль изменён. Другие сеансы завершены' });

    expectProblem(await refresh(other.refreshToken), 401);
    const renewed = await refresh(current.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/login/check',
      headers: { authorization: `Bearer ${renewed.json().token}` },
    });
    expect(check.statusCode).toBe(200);
    await expect(login(t.app, current.user.username)).rejects.toThrow(/401/);
    expect((await login(t.app, current.user.username, NEW_PASSWORD)).token).toEqual(expect.any(String));
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(current.user.id)));
    expect(audit).toMatchObject({ entity: 'user', action: 'change-password', actorUserId: current.user.id });
  });

  it('ends the reset links mailed before the change', async () => {
    const current = await createSignedInUser(t.app, 'customer');
    const token = await issueOneTimeToken(t.app.ctx.db, current.user.id, 'password-reset');
    await changePassword(current.user.id, current.auth, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/drop-set-password',
      payload: { token, password: 'password-from-old-mail' },
    });
    expectProblem(reset, 404);
    expect((await login(t.app, current.user.username, NEW_PASSWORD)).token).toEqual(expect.any(String));
  });

  it('ends every access token signed before the change, the caller’s own included', async () => {
    const current = await createSignedInUser(t.app, 'contractor');
    const other = await login(t.app, current.user.username);
    const check = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/login/check', headers: { authorization: `Bearer ${token}` } });
    expect((await check(other.token)).statusCode).toBe(200);
    await changePassword(current.user.id, current.auth, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expectProblem(await check(current.token), 401);
    expectProblem(await check(other.token), 401);
  });

  it('counts wrong current passwords like failed logins: after ten, both answer 429', async () => {
    const current = await createSignedInUser(t.app, 'customer');
    const wrong = { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectProblem(await changePassword(current.user.id, current.auth, wrong), 422);
    }
    expectProblem(await changePassword(current.user.id, current.auth, wrong), 429);
    const right = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expectProblem(await changePassword(current.user.id, current.auth, right), 429);
    await expect(login(t.app, current.user.username)).rejects.toThrow(/429/);
  });

  it('refuses a wrong current password with 422 and keeps the password and the sessions', async () => {
    const current = await createSignedInUser(t.app, 'customer');
    const other = await login(t.app, current.user.username);
    const before = await passwordHashOf(current.user.id);
    const problem = expectProblem(
      await changePassword(current.user.id, current.auth, {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
      }),
      422,
    );
    expect(problem.errors).toEqual(['Текущий пароль: неверный пароль']);
    expect(await passwordHashOf(current.user.id)).toBe(before);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('checks the new password with the registration rule and refuses it equal to the current one', async () => {
    const current = await createSignedInUser(t.app, 'customer');
    const before = await passwordHashOf(current.user.id);
    const short = expectProblem(
      await changePassword(current.user.id, current.auth, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'short',
      }),
      422,
    );
    expect(short.errors).toEqual(['Новый пароль: не короче 8 символов']);
    const same = expectProblem(
      await changePassword(current.user.id, current.auth, {
        currentPassword: TEST_PASSWORD,
        newPassword: TEST_PASSWORD,
      }),
      422,
    );
    expect(same.errors).toEqual(['Новый пароль: должен отличаться от текущего']);
    expect(await passwordHashOf(current.user.id)).toBe(before);
  });

  it("refuses an admin changing a colleague's password (403) and hides other companies' users (404)", async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const colleague = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: admin.company.id });
    const stranger = await createSignedInUser(t.app, 'customer');
    const before = await passwordHashOf(colleague.id);
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expectProblem(await changePassword(colleague.id, admin.auth, body), 403);
    expectProblem(await changePassword(stranger.user.id, admin.auth, body), 404);
    expect(await passwordHashOf(colleague.id)).toBe(before);
    expect(await passwordHashOf(stranger.user.id)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const { user } = await createSignedInUser(t.app, 'customer');
    expectProblem(
      await changePassword(user.id, {}, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
      401,
    );
  });
});
