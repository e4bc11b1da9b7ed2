import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, login, TEST_PASSWORD } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, id: number | string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/users/${id}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const stored = async (id: number) => {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
};

/** A company admin and a plain user of the same company. */
const companyWithColleague = async (side: 'customer' | 'contractor' = 'customer') => {
  const admin = await createSignedInUser(t.app, side, ['ROLE_ADMIN']);
  const colleague = await createUser(t.app.ctx.db, { ownerType: side, ownerId: admin.company.id });
  return { admin, colleague };
};

describe('GET /api/users/:id', () => {
  it('answers the own account without any password field', async () => {
    const { user, auth, company } = await createSignedInUser(t.app, 'contractor');
    const response = await call('GET', user.id, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      fullname: user.fullname,
      phone: null,
      roles: ['ROLE_USER'],
      ownerType: 'contractor',
      ownerId: company.id,
      blocked: false,
      active: true,
      createdAt: user.createdAt.toISOString(),
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it('lets a company admin read another user of its company', async () => {
    const { admin, colleague } = await companyWithColleague();
    const response = await call('GET', colleague.id, admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: colleague.id, username: colleague.username });
  });

  it('hides a colleague from a user who is not an admin (404)', async () => {
    const { admin, colleague } = await companyWithColleague();
    const { token } = await login(t.app, colleague.username);
    const problem = expectProblem(
      await call('GET', admin.user.id, { authorization: `Bearer ${token}` }),
      404,
    );
    expect(problem.message).toBe('Пользователь не найден');
  });

  it("hides another company's user even from an admin (404)", async () => {
    const { admin } = await companyWithColleague();
    const other = await companyWithColleague();
    expectProblem(await call('GET', other.colleague.id, admin.auth), 404);
    // The same id space across sides: a customer admin cannot read a contractor's user either.
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(await call('GET', carrier.user.id, admin.auth), 404);
  });

  it('answers 404 for an unknown and a non-numeric id', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expectProblem(await call('GET', 99_999_999, auth), 404);
    expectProblem(await call('GET', 'abc', auth), 404);
    expectProblem(await call('GET', '-1', auth), 404);
  });

  it('answers 401 without a token', async () => {
    const { user } = await createSignedInUser(t.app, 'customer');
    expectProblem(await call('GET', user.id), 401);
  });
});

describe('PUT /api/users/:id', () => {
  it('changes the own full name and phone', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'customer');
    const response = await call('PUT', user.id, auth, {
      fullname: '  Новое Имя  ',
      phone: '+7 (912) 000-11-22',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullname: 'Новое Имя', phone: '+7 (912) 000-11-22' });
    expect(await stored(user.id)).toMatchObject({ fullname: 'Новое Имя', phone: '+7 (912) 000-11-22' });
  });

  it('keeps the phone when it is left out and clears it with null', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'customer');
    await call('PUT', user.id, auth, { fullname: 'Имя', phone: '+7 (912) 000-11-22' });
    await call('PUT', user.id, auth, { fullname: 'Имя Второе' });
    expect(await stored(user.id)).toMatchObject({ fullname: 'Имя Второе', phone: '+7 (912) 000-11-22' });
    await call('PUT', user.id, auth, { fullname: 'Имя Третье', phone: null });
    expect((await stored(user.id)).phone).toBeNull();
  });

  it('ignores roles, company and login in the body, so a user cannot promote or move itself', async () => {
    const { user, auth, company } = await createSignedInUser(t.app, 'customer');
    const response = await call('PUT', user.id, auth, {
      fullname: 'Хитрый Пользователь',
      roles: ['ROLE_ADMIN'],
      ownerId: company.id + 1,
      username: 'someone-else@example.test',
      blocked: false,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      roles: ['ROLE_USER'],
      ownerId: company.id,
      username: user.username,
      fullname: 'Хитрый Пользователь',
    });
  });

  it('lets a company admin update another user of its company', async () => {
    const { admin, colleague } = await companyWithColleague('contractor');
    const response = await call('PUT', colleague.id, admin.auth, { fullname: 'Исправлено Админом' });
    expect(response.statusCode).toBe(200);
    expect((await stored(colleague.id)).fullname).toBe('Исправлено Админом');
  });

  it('answers 404 to a non-admin changing a colleague and changes nothing', async () => {
    const { admin, colleague } = await companyWithColleague();
    const { token } = await login(t.app, colleague.username);
    expectProblem(
      await call('PUT', admin.user.id, { authorization: `Bearer ${token}` }, { fullname: 'Взлом' }),
      404,
    );
    expect((await stored(admin.user.id)).fullname).toBe(admin.user.fullname);
  });

  it("answers 404 to an admin changing another company's user and changes nothing", async () => {
    const { admin } = await companyWithColleague();
    const other = await companyWithColleague();
    expectProblem(await call('PUT', other.colleague.id, admin.auth, { fullname: 'Взлом' }), 404);
    expect((await stored(other.colleague.id)).fullname).toBe(other.colleague.fullname);
  });

  it('refuses an empty full name and a bad phone with 422 and changes nothing', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'customer');
    const problem = expectProblem(await call('PUT', user.id, auth, { fullname: '   ', phone: '12ab' }), 422);
    expect(problem.errors).toEqual(['ФИО: обязательное поле', 'Телефон: неверный номер телефона']);
    expect((await stored(user.id)).fullname).toBe(user.fullname);
  });

  it('refuses a full name longer than 255 characters', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'customer');
    const problem = expectProblem(await call('PUT', user.id, auth, { fullname: 'я'.repeat(10_000) }), 422);
    expect(problem.errors).toEqual(['ФИО: не длиннее 255 символов']);
  });

  it('answers 401 without a token', async () => {
    const { user } = await createSignedInUser(t.app, 'customer');
    expectProblem(await call('PUT', user.id, {}, { fullname: 'Без входа' }), 401);
    expect((await stored(user.id)).fullname).toBe(user.fullname);
  });
});

describe('DELETE /api/users/:id', () => {
  it('lets a company admin delete a colleague, whose token and login stop working at once', async () => {
    const { admin, colleague } = await companyWithColleague();
    const session = await login(t.app, colleague.username);
    const colleagueAuth = { authorization: `Bearer ${session.token}` };
    expect((await call('GET', colleague.id, colleagueAuth)).statusCode).toBe(200);

    const response = await call('DELETE', colleague.id, admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Пользователь удалён' });
    expect((await stored(colleague.id)).deletedAt).not.toBeNull();

    expectProblem(await call('GET', colleague.id, colleagueAuth), 401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: colleague.username, password: TEST_PASSWORD },
    });
    expectProblem(relogin, 401);
    const refresh = await t.app.inject({
      method: 'GET',
      url: `/api/login/check?refreshToken=${session.refreshToken}`,
    });
    expectProblem(refresh, 401);
    // The admin no longer finds the deleted user.
    expectProblem(await call('GET', colleague.id, admin.auth), 404);
  });

  it('lets a user delete its own account', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'contractor');
    expect((await call('DELETE', user.id, auth)).statusCode).toBe(200);
    expect((await stored(user.id)).deletedAt).not.toBeNull();
  });

  it('refuses to delete the last admin of a company with 409 and keeps the account', async () => {
    const { admin, colleague } = await companyWithColleague();
    const problem = expectProblem(await call('DELETE', admin.user.id, admin.auth), 409);
    expect(problem.message).toBe('Нельзя удалить последнего администратора компании');
    expect((await stored(admin.user.id)).deletedAt).toBeNull();
    expect((await call('GET', colleague.id, admin.auth)).statusCode).toBe(200);
  });

  it('does not count a blocked admin as the one left to run the company', async () => {
    const { admin } = await companyWithColleague();
    await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: admin.company.id },
      { roles: ['ROLE_ADMIN'], blocked: true },
    );
    expectProblem(await call('DELETE', admin.user.id, admin.auth), 409);
  });

  it('deletes an admin when another active admin remains', async () => {
    const { admin } = await companyWithColleague();
    const second = await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: admin.company.id },
      { roles: ['ROLE_ADMIN'] },
    );
    expect((await call('DELETE', second.id, admin.auth)).statusCode).toBe(200);
    // Now the first admin is the last one.
    expectProblem(await call('DELETE', admin.user.id, admin.auth), 409);
  });

  it('answers 404 to a non-admin deleting a colleague and deletes nothing', async () => {
    const { admin, colleague } = await companyWithColleague();
    const other = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: admin.company.id });
    const { token } = await login(t.app, colleague.username);
    expectProblem(await call('DELETE', other.id, { authorization: `Bearer ${token}` }), 404);
    expect((await stored(other.id)).deletedAt).toBeNull();
  });

  it("answers 404 to an admin deleting another company's user and deletes nothing", async () => {
    const { admin } = await companyWithColleague();
    const other = await companyWithColleague();
    expectProblem(await call('DELETE', other.colleague.id, admin.auth), 404);
    expect((await stored(other.colleague.id)).deletedAt).toBeNull();
  });

  it('answers 404 for a non-numeric id and 401 without a token', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'customer');
    expectProblem(await call('DELETE', 'me', auth), 404);
    expectProblem(await call('DELETE', user.id), 401);
    expect((await stored(user.id)).deletedAt).toBeNull();
  });
});
