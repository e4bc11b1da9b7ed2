import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { routeWays } from '../../db/schema/index';
import { freightKit } from './freight.fixtures';

let t: TestApp;
let kit: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = freightKit(t);
});
afterAll(() => t.close());

describe('reference lookups', () => {
  it('finds departments with their zone and warehouses, and the customer’s own organizations', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const found = await kit.call('GET', '/api/departments?query=екатерин', customer.plain.auth);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        code: 'ЕКБ',
        city: 'Екатеринбург',
        timezone: 'Asia/Yekaterinburg',
        warehouses: expect.arrayContaining([
          expect.objectContaining({ address: expect.stringContaining('Екатеринбург') }),
        ]),
      }),
    ]);
    const all = await kit.call('GET', '/api/departments', customer.plain.auth);
    expect(all.json().items.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.json().items.map((item: { timezone: string }) => item.timezone)).size).toBeGreaterThan(
      4,
    );
    expect(
      (await kit.call('GET', '/api/departments?limit=3', customer.plain.auth)).json().items,
    ).toHaveLength(3);
    const own = await kit.call('GET', '/api/organizations?query=торговый', customer.plain.auth);
    expect(own.json().items.map((item: { id: number }) => item.id)).toEqual([customer.organizationId]);
    expect(own.json().items).not.toContainEqual(expect.objectContaining({ id: other.organizationId }));
  });

  it('answers 401 without a token, 403 to a carrier for organizations and 422 above the lookup limit', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    expectProblem(await kit.call('GET', '/api/departments', {}), 401);
    expect((await kit.call('GET', '/api/departments', carrier.auth)).statusCode).toBe(200);
    expectProblem(await kit.call('GET', '/api/organizations', carrier.auth), 403);
    expectProblem(await kit.call('GET', '/api/departments?limit=101', customer.plain.auth), 422);
  });
});

describe('route ways', () => {
  it('lets an admin create a way whose list, lookup and card show its points and tariff', async () => {
    const customer = await kit.setUpCustomer();
    const way = await kit.call(
      'GET',
      `${customer.base}/route_ways/${customer.routeWayId}`,
      customer.plain.auth,
    );
    expect(way.json()).toMatchObject({
      code: 'МСК-ЕКБ',
      transportationType: 2,
      distance: 1790,
      tariff: 150000,
      points: [
        { position: 0, distance: 0, department: { id: customer.departments.msk, timezone: 'Europe/Moscow' } },
        { position: 1, distance: 820 },
        { position: 2, distance: 1790, department: { timezone: 'Asia/Yekaterinburg' } },
      ],
    });
    const list = await kit.call('GET', `${customer.base}/route_ways?query=казань`, customer.plain.auth);
    expect(list.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: customer.routeWayId, pointsCount: 3, firstDepartment: { id: customer.departments.msk } }],
    });
    const short = await kit.call('GET', `${customer.base}/route_ways_short?query=мск`, customer.plain.auth);
    expect(short.json().items).toEqual([
      {
        id: customer.routeWayId,
        code: 'МСК-ЕКБ',
        name: 'Москва — Екатеринбург через Казань',
        transportationType: 2,
      },
    ]);
  });

  it('edits a way and refuses a taken code (409), bad points (422), a plain user or manager (403)', async () => {
    const customer = await kit.setUpCustomer();
    const url = `${customer.base}/route_ways/${customer.routeWayId}`;
    const { msk, ekb } = customer.departments;
    const body = {
      code: 'МСК-ЕКБ-П',
      name: 'Москва — Екатеринбург прямой',
      transportationType: 2,
      points: [
        { department: msk, distance: 0 },
        { department: ekb, distance: 1780 },
      ],
    };
    const saved = await kit.call('PUT', url, customer.admin.auth, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'МСК-ЕКБ-П', distance: 1780, points: [{}, {}] });
    const second = await kit.call('POST', `${customer.base}/route_ways`, customer.admin.auth, {
      ...body,
      code: 'ВТОРОЙ',
    });
    expect(second.statusCode).toBe(201);
    const before = await t.app.ctx.db
      .select()
      .from(routeWays)
      .where(eq(routeWays.customerId, customer.customerId));
    expectProblem(await kit.call('PUT', url, customer.admin.auth, { ...body, code: 'второй' }), 409);
    const bad = expectProblem(
      await kit.call('POST', `${customer.base}/route_ways`, customer.admin.auth, {
        ...body,
        code: 'ПЛОХОЙ',
        points: [
          { department: msk, distance: 10 },
          { department: 999_999, distance: 5 },
        ],
      }),
      422,
    );
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        'Пункты маршрута: у первого пункта расстояние 0 км',
        'Пункты маршрута: расстояние каждого следующего пункта должно быть больше предыдущего',
      ]),
    );
    const missing = expectProblem(
      await kit.call('POST', `${customer.base}/route_ways`, customer.admin.auth, {
        ...body,
        code: 'НЕТ',
        points: [
          { department: msk, distance: 0 },
          { department: 999_999, distance: 5 },
        ],
      }),
      422,
    );
    expect(missing.errors).toEqual(['Пункты маршрута: отделение №999999 не найдено']);
    // The form shows it under the second point's department.
    expect(missing.fields).toEqual([
      {
        path: ['points', 1, 'department'],
        message: 'отделение №999999 не найдено',
        code: 'custom',
        line: 'Пункты маршрута: отделение №999999 не найдено',
      },
    ]);
    expectProblem(await kit.call('PUT', url, customer.manager.auth, body), 403);
    expectProblem(await kit.call('POST', `${customer.base}/route_ways`, customer.plain.auth, body), 403);
    expectProblem(await kit.call('PUT', url, {}, body), 401);
    expect(
      await t.app.ctx.db.select().from(routeWays).where(eq(routeWays.customerId, customer.customerId)),
    ).toEqual(before);
  });

  it('answers 404 for another customer’s way, in its path or under the other customer', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(
      await kit.call('GET', `${customer.base}/route_ways/${other.routeWayId}`, customer.admin.auth),
      404,
    );
    expectProblem(await kit.call('GET', `${other.base}/route_ways`, customer.admin.auth), 404);
    expectProblem(await kit.call('GET', `${customer.base}/route_ways`, carrier.auth), 404);
    expectProblem(
      await kit.call(
        'PUT',
        `${customer.base}/route-tariff/route-way/${other.routeWayId}`,
        customer.admin.auth,
        {
          summ: 1000,
        },
      ),
      404,
    );
    expectProblem(await kit.call('GET', `${customer.base}/route_ways/abc`, customer.admin.auth), 404);
  });
});

describe('route tariffs', () => {
  it('sets a manual tariff that becomes current, keeping the earlier ones in the history', async () => {
    const customer = await kit.setUpCustomer();
    const url = `${customer.base}/route-tariff/route-way/${customer.routeWayId}`;
    const saved = await kit.call('PUT', url, customer.admin.auth, { summ: 162_500.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const tariff = await kit.call(
      'GET',
      `${customer.base}/route-tariff/tender/route-way/${customer.routeWayId}`,
      customer.plain.auth,
    );
    expect(tariff.json()).toMatchObject({
      routeWay: { id: customer.routeWayId, code: 'МСК-ЕКБ' },
      current: { summ: 162500.5, source: 0, createdBy: { id: customer.admin.user.id } },
      history: [{ summ: 162500.5 }, { summ: 150000, source: 0, createdBy: null }],
    });
  });

  it('refuses a sum of zero or with three decimals (422) and a manager (403)', async () => {
    const customer = await kit.setUpCustomer();
    const url = `${customer.base}/route-tariff/route-way/${customer.routeWayId}`;
    expect(expectProblem(await kit.call('PUT', url, customer.admin.auth, { summ: 0 }), 422).errors).toEqual([
      'Сумма: должно быть больше нуля',
    ]);
    expect(
      expectProblem(await kit.call('PUT', url, customer.admin.auth, { summ: 10.125 }), 422).errors,
    ).toEqual(['Сумма: не больше двух знаков после запятой']);
    expectProblem(await kit.call('PUT', url, customer.manager.auth, { summ: 10 }), 403);
    const tariff = await kit.call(
      'GET',
      `${customer.base}/route-tariff/tender/route-way/${customer.routeWayId}`,
      customer.plain.auth,
    );
    expect(tariff.json().history).toHaveLength(1);
  });
});
