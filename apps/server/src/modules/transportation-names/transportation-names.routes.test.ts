import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerTeam, createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, transportationNames } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const createTeam = async () => {
  const team = await createCustomerTeam(t.app);
  return { ...team, url: `/api/customers/${team.customer.id}/transportation-names` };
};

const addName = async (customerId: number, name: string, color = '#52c41a') => {
  const [row] = await t.app.ctx.db
    .insert(transportationNames)
    .values({ customerId, name, color })
    .returning();
  return row!;
};

const nameRow = async (id: number) =>
  (await t.app.ctx.db.select().from(transportationNames).where(eq(transportationNames.id, id)))[0] ?? null;

const auditActions = async (id: number) =>
  (
    await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'transportation-name'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((entry) => entry.action);

const tableState = async () =>
  await t.app.ctx.db.select().from(transportationNames).orderBy(transportationNames.id);

/** Runs a request that must be refused and proves no transportation name changed. */
const expectRefusedUnchanged = async (request: () => Promise<LightMyRequestResponse>, status: number) => {
  const before = await tableState();
  const problem = expectProblem(await request(), status);
  expect(await tableState()).toEqual(before);
  return problem;
};

describe('GET transportation names', () => {
  it('lists the customer’s own names by name, filtered by a part of it, and answers one', async () => {
    const team = await createTeam();
    const other = await createTeam();
    const food = await addName(team.customer.id, 'Продукты питания', '#fa8c16');
    const chemistry = await addName(team.customer.id, 'Бытовая химия', '#13c2c2');
    await addName(other.customer.id, 'Почта');
    const list = await inject('GET', team.url, team.plain.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      items: [
        { id: chemistry.id, name: 'Бытовая химия', color: '#13c2c2' },
        { id: food.id, name: 'Продукты питания', color: '#fa8c16' },
      ],
      totalCount: 2,
      currentPageNumber: 1,
      numItemsPerPage: 100,
    });
    const found = await inject('GET', `${team.url}?name=${encodeURIComponent('продукт')}`, team.plain.auth);
    expect(found.json().items.map((item: { id: number }) => item.id)).toEqual([food.id]);
    const one = await inject('GET', `${team.url}/${food.id}`, team.plain.auth);
    expect(one.json()).toEqual({ id: food.id, name: 'Продукты питания', color: '#fa8c16' });
  });

  it('answers 401 without a token and 404 for another customer, its record or a carrier', async () => {
    const team = await createTeam();
    const other = await createTeam();
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const foreign = await addName(other.customer.id, 'Опасный груз');
    expectProblem(await inject('GET', team.url, {}), 401);
    expectProblem(await inject('GET', team.url, other.admin.auth), 404);
    expectProblem(await inject('GET', team.url, carrier.auth), 404);
    const problem = expectProblem(await inject('GET', `${team.url}/${foreign.id}`, team.admin.auth), 404);
    expect(problem.message).toBe('Наименование перевозки не найдено');
    expectProblem(await inject('GET', `${team.url}?limit=500`, team.admin.auth), 422);
  });
});

describe('POST transportation names', () => {
  it('lets an admin or a manager add a name with its colour (stored in lower case), answering 201', async () => {
    const team = await createTeam();
    const created = await inject('POST', team.url, team.manager.auth, {
      name: ' Электроника ',
      color: '#2F54EB',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Электроника', color: '#2f54eb' });
    expect(await auditActions(created.json().id)).toEqual(['create']);
    expect(
      (await inject('POST', team.url, team.admin.auth, { name: 'Почта', color: '#722ed1' })).statusCode,
    ).toBe(201);
  });

  it('answers 401, 403 to a plain user, 404 for another customer, 409 for a taken name and 422, adding nothing', async () => {
    const team = await createTeam();
    const other = await createTeam();
    await addName(team.customer.id, 'Сборный груз');
    const body = { name: 'Стройматериалы', color: '#8c8c8c' };
    await expectRefusedUnchanged(() => inject('POST', team.url, {}, body), 401);
    await expectRefusedUnchanged(() => inject('POST', team.url, team.plain.auth, body), 403);
    await expectRefusedUnchanged(() => inject('POST', other.url, team.admin.auth, body), 404);
    const taken = await expectRefusedUnchanged(
      () => inject('POST', team.url, team.admin.auth, { ...body, name: 'СБОРНЫЙ ГРУЗ' }),
      409,
    );
    expect(taken.message).toBe('Наименование перевозки «СБОРНЫЙ ГРУЗ» уже существует');
    for (const color of ['red', '#fff', '#12345g', '#1234567', '']) {
      const problem = await expectRefusedUnchanged(
        () => inject('POST', team.url, team.admin.auth, { ...body, color }),
        422,
      );
      expect(problem.errors).toEqual(['Цвет: укажите цвет в формате #rrggbb']);
    }
    const missing = await expectRefusedUnchanged(() => inject('POST', team.url, team.admin.auth, {}), 422);
    expect(missing.errors).toEqual(['Название: обязательное поле', 'Цвет: обязательное поле']);
  });
});

describe('colour names', () => {
  it('refuses with 409 a colour whose Russian name another kind of cargo has, on adding and on changing', async () => {
    const team = await createTeam();
    await addName(team.customer.id, 'Электроника', '#2f54eb');
    const own = await addName(team.customer.id, 'Почта', '#722ed1');
    const clash = await expectRefusedUnchanged(
      () => inject('POST', team.url, team.admin.auth, { name: 'Рефрижераторный груз', color: '#1677ff' }),
      409,
    );
    expect(clash.message).toBe('Цвет «синий» уже у наименования «Электроника»: выберите другой');
    await expectRefusedUnchanged(
      () => inject('PUT', `${team.url}/${own.id}`, team.admin.auth, { name: 'Почта', color: '#1677ff' }),
      409,
    );
    // Its own colour name is no clash, and another customer's kinds are not compared.
    const kept = await inject('PUT', `${team.url}/${own.id}`, team.admin.auth, {
      name: 'Почта',
      color: '#531dab',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await createTeam();
    const elsewhere = await inject('POST', other.url, other.admin.auth, { name: 'Холод', color: '#1677ff' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});

describe('PUT transportation names', () => {
  it('lets a manager change the name and the colour, audited', async () => {
    const team = await createTeam();
    const row = await addName(team.customer.id, 'Рефрижератор');
    const url = `${team.url}/${row.id}`;
    const updated = await inject('PUT', url, team.manager.auth, {
      name: 'Рефрижераторный груз',
      color: '#1677FF',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id: row.id, name: 'Рефрижераторный груз', color: '#1677ff' });
    expect(await auditActions(row.id)).toEqual(['update']);
    // Keeping its own name is not a clash.
    expect(
      (await inject('PUT', url, team.admin.auth, { name: 'рефрижераторный груз', color: '#1677ff' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 401, 403 to a plain user, 404 for another customer’s record, 409 for a taken name and 422', async () => {
    const team = await createTeam();
    const other = await createTeam();
    const row = await addName(team.customer.id, 'Почта');
    await addName(team.customer.id, 'Электроника');
    const foreign = await addName(other.customer.id, 'Чужое');
    const url = `${team.url}/${row.id}`;
    const body = { name: 'Посылки', color: '#eb2f96' };
    await expectRefusedUnchanged(() => inject('PUT', url, {}, body), 401);
    await expectRefusedUnchanged(() => inject('PUT', url, team.plain.auth, body), 403);
    await expectRefusedUnchanged(
      () => inject('PUT', `${team.url}/${foreign.id}`, team.admin.auth, body),
      404,
    );
    await expectRefusedUnchanged(
      () => inject('PUT', url, team.admin.auth, { ...body, name: 'Электроника' }),
      409,
    );
    await expectRefusedUnchanged(() => inject('PUT', url, team.admin.auth, { ...body, color: 'blue' }), 422);
    expect((await nameRow(foreign.id))?.name).toBe('Чужое');
  });
});

describe('DELETE transportation names', () => {
  it('lets an admin delete a name, audited', async () => {
    const team = await createTeam();
    const row = await addName(team.customer.id, 'Опасный груз');
    const deleted = await inject('DELETE', `${team.url}/${row.id}`, team.admin.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Наименование перевозки удалено' });
    expect(await nameRow(row.id)).toBeNull();
    expect(await auditActions(row.id)).toEqual(['delete']);
  });

  it('answers 401, 403 to a manager, 404 for another customer’s record or a malformed id, deleting nothing', async () => {
    const team = await createTeam();
    const other = await createTeam();
    const row = await addName(team.customer.id, 'Почта');
    const foreign = await addName(other.customer.id, 'Чужое');
    await expectRefusedUnchanged(() => inject('DELETE', `${team.url}/${row.id}`, {}), 401);
    await expectRefusedUnchanged(() => inject('DELETE', `${team.url}/${row.id}`, team.manager.auth), 403);
    await expectRefusedUnchanged(() => inject('DELETE', `${team.url}/${foreign.id}`, team.admin.auth), 404);
    await expectRefusedUnchanged(() => inject('DELETE', `${team.url}/abc`, team.admin.auth), 404);
  });
});
