import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isClosedToKeys } from '../../core/auth/api-key-access';
import { createManualClock, systemClock } from '../../core/clock';
import { findWorkingStaff } from '../../core/db/company-staff';
import { apiKeys, auditLog, notifications, users } from '../../db/schema/index';
import { notifyUsers } from '../notifications/notify-users';
import { apiKeysKit, bearer } from './api-keys.fixtures';

let t: TestApp;
let kit: ReturnType<typeof apiKeysKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = apiKeysKit(t);
});
afterAll(() => t.close());
afterEach(() => {
  t.app.ctx.clock = systemClock;
});

const transportationName = (name: string) => ({ name, color: `#${Math.random().toString(16).slice(2, 8)}` });

describe('keys of a company', () => {
  it('creates a key shown only in the POST answer, lists it by prefix and revokes it', async () => {
    const team = await kit.setUpCustomer();
    const created = await kit.call('POST', team.keysUrl, team.admin.auth, {
      name: '1С: выгрузка',
      scope: 'read',
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json();
    expect(key).toMatchObject({ name: '1С: выгрузка', scope: 'read', createdAt: expect.any(String) });
    expect(key.key).toMatch(/^lpk_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.key.slice(0, 12));
    const [stored] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(key.key);

    const list = await kit.call('GET', team.keysUrl, team.admin.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: key.id, prefix: key.prefix, lastUsedAt: null }],
    });
    expect(list.body).not.toContain(key.key);

    const revoked = await kit.call('DELETE', `${team.keysUrl}/${key.id}`, team.admin.auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: 'Ключ API отозван' });
    expect((await kit.call('GET', team.keysUrl, team.admin.auth)).json()).toMatchObject({
      totalCount: 0,
      items: [],
    });
    expectProblem(await kit.call('GET', `${team.base}/routes`, bearer(key.key)), 401);
  });

  it('answers 404 for another company’s key and 403 to managers and users', async () => {
    const team = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const { id } = await kit.createKey(other, 'read');
    expectProblem(await kit.call('DELETE', `${team.keysUrl}/${id}`, team.admin.auth), 404);
    expectProblem(await kit.call('DELETE', `${other.keysUrl}/${id}`, team.admin.auth), 404);
    for (const { auth } of [team.manager, team.plain]) {
      expectProblem(await kit.call('GET', team.keysUrl, auth), 403);
      expectProblem(await kit.call('POST', team.keysUrl, auth, { name: 'Ключ', scope: 'read' }), 403);
      expectProblem(await kit.call('DELETE', `${team.keysUrl}/${id}`, auth), 403);
    }
    expect((await kit.call('GET', other.keysUrl, other.admin.auth)).json().totalCount).toBe(1);
  });

  it('gives carriers keys of their own company too', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const url = `/api/contractors/${carrier.company.id}/api-keys`;
    const created = await kit.call('POST', url, carrier.auth, { name: 'TMS', scope: 'write' });
    expect(created.statusCode, created.body).toBe(201);
    const read = await kit.call('GET', `/api/contractors/${carrier.company.id}/api-keys`, carrier.auth);
    expect(read.json().totalCount).toBe(1);
  });

  it('refuses a name that is empty or a scope that is neither read nor write with 422', async () => {
    const team = await kit.setUpCustomer();
    expectProblem(await kit.call('POST', team.keysUrl, team.admin.auth, { name: ' ', scope: 'read' }), 422);
    expectProblem(
      await kit.call('POST', team.keysUrl, team.admin.auth, { name: 'Ключ', scope: 'admin' }),
      422,
    );
  });
});

describe('a request with a key', () => {
  it('reads what the company’s admin reads, and only its own company', async () => {
    const team = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const { auth } = await kit.createKey(team, 'read');
    const flights = await kit.call('GET', `${team.base}/routes`, auth);
    expect(flights.statusCode, flights.body).toBe(200);
    expect(flights.json()).toEqual((await kit.call('GET', `${team.base}/routes`, team.admin.auth)).json());
    expectProblem(await kit.call('GET', `${other.base}/routes`, auth), 404);
  });

  it('answers 401 for an unknown key', async () => {
    const team = await kit.setUpCustomer();
    const answer = await kit.call('GET', `${team.base}/routes`, bearer(`lpk_${'A'.repeat(43)}`));
    expect(expectProblem(answer, 401).message).toBe('Ключ API недействителен или отозван');
  });

  it('refuses a read key any change with 403', async () => {
    const team = await kit.setUpCustomer();
    const { auth } = await kit.createKey(team, 'read');
    const url = `${team.base}/transportation-names`;
    expectProblem(await kit.call('POST', url, auth, transportationName('Стройматериалы')), 403);
    expect((await kit.call('GET', url, team.admin.auth)).json().totalCount).toBe(0);
  });

  it('lets a write key do an admin’s write, audited as the integration user «Интеграция (API)»', async () => {
    const team = await kit.setUpCustomer();
    const { auth } = await kit.createKey(team, 'write');
    const created = await kit.call(
      'POST',
      `${team.base}/transportation-names`,
      auth,
      transportationName('Мебель'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [audit] = await t.app.ctx.db
      .select({ fullname: users.fullname, isIntegration: users.isIntegration, roles: users.roles })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(eq(auditLog.entity, 'transportation-name'), eq(auditLog.entityId, String(created.json().id))),
      );
    expect(audit).toEqual({ fullname: 'Интеграция (API)', isIntegration: true, roles: ['ROLE_ADMIN'] });
  });

  it('refuses any key the management of users, keys and webhooks with 403', async () => {
    const team = await kit.setUpCustomer();
    const { auth } = await kit.createKey(team, 'write');
    const calls = [
      kit.call('GET', `${team.base}/users`, auth),
      kit.call('POST', `${team.base}/users`, auth, {
        username: 'new@example.test',
        fullname: 'Новый',
        roles: [],
      }),
      kit.call('GET', `/api/users/${team.plain.user.id}`, auth),
      kit.call('GET', team.keysUrl, auth),
      kit.call('POST', team.keysUrl, auth, { name: 'Ещё ключ', scope: 'write' }),
      kit.call('POST', '/api/logout', auth, { refreshToken: 'x' }),
      kit.call('GET', `${team.base}/webhooks`, auth),
      kit.call('POST', `${team.base}/webhooks`, auth, { url: 'https://example.com/hook', eventTypes: ['*'] }),
    ];
    for (const answer of await Promise.all(calls)) expectProblem(answer, 403);
    expect(isClosedToKeys('/api/customers/:customerId/webhooks-archive')).toBe(false);
  });

  it('answers /api/login/check with the integration user of the key’s company', async () => {
    const team = await kit.setUpCustomer();
    const { auth } = await kit.createKey(team, 'read');
    const session = await kit.call('GET', '/api/login/check', auth);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      isAuth: true,
      fullname: 'Интеграция (API)',
      roles: ['ROLE_ADMIN'],
    });
  });

  it('keeps the last use to the minute', async () => {
    const clock = createManualClock(new Date('2030-01-01T10:00:00Z'));
    t.app.ctx.clock = clock;
    const team = await kit.setUpCustomer();
    const { id, auth } = await kit.createKey(team, 'read');
    const lastUsed = async () =>
      (await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!.lastUsedAt?.toISOString();
    await kit.call('GET', `${team.base}/routes`, auth);
    expect(await lastUsed()).toBe('2030-01-01T10:00:00.000Z');
    clock.advance(30_000);
    await kit.call('GET', `${team.base}/routes`, auth);
    expect(await lastUsed()).toBe('2030-01-01T10:00:00.000Z');
    clock.advance(30_000);
    await kit.call('GET', `${team.base}/routes`, auth);
    expect(await lastUsed()).toBe('2030-01-01T10:01:00.000Z');
  });
});

describe('rate limit', () => {
  it('answers the 11th request within a second 429 with Retry-After, and the next second again', async () => {
    const clock = createManualClock(new Date('2030-01-01T10:00:00.400Z'));
    t.app.ctx.clock = clock;
    const team = await kit.setUpCustomer();
    const { auth } = await kit.createKey(team, 'read');
    const other = await kit.createKey(team, 'read');
    const url = `${team.base}/routes`;
    for (let index = 0; index < 10; index += 1)
      expect((await kit.call('GET', url, auth)).statusCode).toBe(200);
    const refused = await kit.call('GET', url, auth);
    expect(expectProblem(refused, 429).message).toMatch(/не больше 10 в секунду/);
    expect(refused.headers['retry-after']).toBe('1');
    // Another key has a count of its own.
    expect((await kit.call('GET', url, other.auth)).statusCode).toBe(200);
    clock.advance(600);
    expect((await kit.call('GET', url, auth)).statusCode).toBe(200);
  });
});

describe('the integration user', () => {
  it('never logs in, is not in the company’s user list and is told nothing', async () => {
    const team = await kit.setUpCustomer();
    await kit.createKey(team, 'write');
    const [integration] = await t.app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.ownerId, team.customer.id), eq(users.isIntegration, true)));
    expect(integration).toMatchObject({
      fullname: 'Интеграция (API)',
      passwordHash: null,
      roles: ['ROLE_ADMIN'],
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: integration!.username, password: 'anything-at-all' },
    });
    expectProblem(login, 401);
    const people = (await kit.call('GET', `${team.base}/users?limit=100`, team.admin.auth)).json();
    expect(people.totalCount).toBe(3);
    expect(people.items.map((user: { id: number }) => user.id)).not.toContain(integration!.id);
    const lookup = (await kit.call('GET', `${team.base}/lookup/users`, team.admin.auth)).json();
    expect(JSON.stringify(lookup)).not.toContain('Интеграция (API)');
    expectProblem(await kit.call('GET', `${team.base}/users/${integration!.id}`, team.admin.auth), 404);

    // Whoever a change tells, the company's staff or named users, the integration user is not among them.
    const staff = await findWorkingStaff(t.app.ctx.db, 'customer', team.customer.id);
    expect(staff.map((user) => user.id).sort()).toEqual(
      [team.admin.user.id, team.manager.user.id, team.plain.user.id].sort(),
    );
    await notifyUsers(t.app.ctx, [integration!.id, team.admin.user.id], {
      type: 'comment',
      title: 'Комментарий',
      text: 'Проверка получателей',
      mail: true,
    });
    const told = await t.app.ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.userId, [integration!.id, team.admin.user.id]));
    expect(told.map((row) => row.userId)).toEqual([team.admin.user.id]);
  });
});
