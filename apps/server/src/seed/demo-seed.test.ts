import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contractors, customers, users } from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo-seed';

let t: TestApp;
let wasSeeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  wasSeeded = await seedDemo(t.app.ctx.db);
});
afterAll(() => t.close());

const session = async (username: string) => {
  const { token } = await login(t.app, username, DEMO_PASSWORD);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/login/check',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const counts = async () => ({
  users: (await t.app.ctx.db.select().from(users)).length,
  customers: (await t.app.ctx.db.select().from(customers)).length,
  contractors: (await t.app.ctx.db.select().from(contractors)).length,
});

describe('seedDemo', () => {
  it('creates exactly the six accounts of DESIGN 9 with their sides and roles', async () => {
    expect(wasSeeded).toBe(true);
    const rows = await t.app.ctx.db.select().from(users);
    const accounts = Object.fromEntries(rows.map((row) => [row.username, [row.ownerType, row.roles]]));
    expect(accounts).toEqual({
      'admin@shipper.demo': ['customer', ['ROLE_ADMIN']],
      'manager@shipper.demo': ['customer', ['ROLE_MANAGER']],
      'user@shipper.demo': ['customer', ['ROLE_USER']],
      'admin@carrier.demo': ['contractor', ['ROLE_ADMIN']],
      'user@carrier.demo': ['contractor', ['ROLE_USER']],
      'new@carrier2.demo': ['contractor', ['ROLE_ADMIN']],
    });
    expect(DEMO_ACCOUNTS.map((account) => account.username).sort()).toEqual(Object.keys(accounts).sort());
  });

  it(`lets every demo account log in with the password ${DEMO_PASSWORD}`, async () => {
    for (const { username } of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('makes the carriers verified and new@carrier2.demo unverified', async () => {
    expect(await session('admin@carrier.demo')).toMatchObject({ verified: true, verificationStatus: 1 });
    expect(await session('user@carrier.demo')).toMatchObject({ verified: true, verificationStatus: 1 });
    expect(await session('new@carrier2.demo')).toMatchObject({ verified: false, verificationStatus: 0 });
    // The two verified carrier accounts share one company; the new carrier is another.
    const carrier = await session('admin@carrier.demo');
    expect((await session('user@carrier.demo')).ownerId).toBe(carrier.ownerId);
    expect((await session('new@carrier2.demo')).ownerId).not.toBe(carrier.ownerId);
  });

  it('puts the three shipper accounts in one customer company', async () => {
    const ownerIds = new Set<number>();
    for (const username of ['admin@shipper.demo', 'manager@shipper.demo', 'user@shipper.demo']) {
      const current = await session(username);
      expect(current).toMatchObject({ ownerType: 'customer', verified: true });
      ownerIds.add(current.ownerId);
    }
    expect(ownerIds.size).toBe(1);
  });

  it('changes nothing when run a second time', async () => {
    const before = await counts();
    expect(await seedDemo(t.app.ctx.db)).toBe(false);
    expect(await counts()).toEqual(before);
    expect(before.users).toBe(DEMO_ACCOUNTS.length);
  });
});
