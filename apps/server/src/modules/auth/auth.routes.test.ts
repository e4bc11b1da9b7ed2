import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createCustomer, createUser, login, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/login/check${query}`, headers });

describe('POST /api/login', () => {
  it('answers a token pair whose JWT carries ownerType, ownerId, exp, sub, username and roles', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: customer.id },
      { roles: ['ROLE_ADMIN'] },
    );
    const { token, refreshToken } = await login(t.app, user.username);
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      ownerType: 'customer',
      ownerId: customer.id,
      sub: String(user.id),
      username: user.username,
      roles: ['ROLE_ADMIN'],
    });
    // DESIGN 6: access tokens live 15 minutes.
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('refuses a wrong password with 401 and a Russian message', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, message: 'Неверный логин или пароль' });
  });

  it('refuses a blocked user even with the right password', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: customer.id },
      { blocked: true },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('заблокирована');
  });

  it('refuses an account that was never activated', async () => {
    const contractor = await createContractor(t.app.ctx.db, 0);
    const user = await createUser(
      t.app.ctx.db,
      { ownerType: 'contractor', ownerId: contractor.id },
      { activated: false },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('не активирована');
  });

  it('answers 422 with one Russian entry per invalid field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 5 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(['Логин: неверный тип значения', 'Пароль: обязательное поле']);
  });

  it('locks an account after ten failed attempts with 429', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: 'nope' },
      });
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toContain('Слишком много');
  });
});

describe('GET /api/login/check', () => {
  it('answers the session of a contractor: verified only when its record is active', async () => {
    const contractor = await createContractor(t.app.ctx.db, 0);
    const user = await createUser(t.app.ctx.db, { ownerType: 'contractor', ownerId: contractor.id });
    const { token } = await login(t.app, user.username);
    const response = await check({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isAuth: true,
      id: user.id,
      username: user.username,
      fullname: user.fullname,
      roles: ['ROLE_USER'],
      ownerType: 'contractor',
      ownerId: contractor.id,
      company: { id: contractor.id, name: contractor.name },
      INN: contractor.inn,
      verified: false,
      verificationStatus: 0,
    });
  });

  it('treats a customer as always verified', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const { token } = await login(t.app, user.username);
    expect((await check({ authorization: `Bearer ${token}` })).json()).toMatchObject({ verified: true });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await check({})).statusCode).toBe(401);
    expect((await check({ authorization: 'Bearer abc.def.ghi' })).statusCode).toBe(401);
  });

  it('rotates the refresh token: a new pair and the session', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const first = await login(t.app, user.username);
    const rotated = await check({}, `?refreshToken=${first.refreshToken}`);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.token).toBeTruthy();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second).toMatchObject({ isAuth: true, id: user.id });
  });

  it('refuses to refresh for a user blocked after login', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const { refreshToken } = await login(t.app, user.username);
    await t.app.ctx.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const response = await check({}, `?refreshToken=${refreshToken}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the refresh family so the refresh token no longer works', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const { token, refreshToken } = await login(t.app, user.username);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect((await check({}, `?refreshToken=${refreshToken}`)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refreshToken: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
