import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { routes } from '../../db/schema/index';
import { freightKit } from './freight.fixtures';

let t: TestApp;
let kit: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = freightKit(t);
});
afterAll(() => t.close());

const customerRoutes = async (customerId: number) =>
  t.app.ctx.db.select().from(routes).where(eq(routes.customerId, customerId)).orderBy(routes.id);

describe('POST routes', () => {
  it('creates a draft with the code of the first department’s day, loading an hour later and the tariff as sum', async () => {
    const customer = await kit.setUpCustomer();
    // 22:30 in Москва on 30 April: the first department is in Москва, so the day is 30 April.
    const created = await kit.call(
      'POST',
      customer.routesUrl,
      customer.manager.auth,
      kit.routeBody(customer, { planDateArrival: '2026-04-30T22:30:00+03:00', comment: '  Хрупкое  ' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const route = created.json();
    expect(route).toMatchObject({
      routeCode: '3004МСК-ЕКБ',
      isDraft: true,
      isCancel: false,
      currentState: 0,
      planDateArrival: '2026-04-30T19:30:00.000Z',
      planDateLoading: '2026-04-30T20:30:00.000Z',
      initialSum: 150000,
      freightSum: null,
      contractor: null,
      comment: 'Хрупкое',
      firstDepartment: { id: customer.departments.msk },
      lastDepartment: { id: customer.departments.ekb, timezone: 'Asia/Yekaterinburg' },
      disclaimer: null,
      events: [],
    });
    // 820 km at 60 km/h is 13 h 40 min after the first point's arrival.
    expect(route.movementPoints.map((point: { planDateArrival: string }) => point.planDateArrival)).toEqual([
      '2026-04-30T19:30:00.000Z',
      '2026-05-01T09:10:00.000Z',
      '2026-05-02T01:20:00.000Z',
    ]);
    expect(await kit.auditActions(route.id)).toEqual(['create']);
  });

  it('gives a second route of the same way and day a suffix, and reads the day in the first department’s zone', async () => {
    const customer = await kit.setUpCustomer();
    const first = await kit.createRoute(customer, { planDateArrival: '2026-05-01T08:00:00+03:00' });
    const second = await kit.createRoute(customer, { planDateArrival: '2026-05-01T20:00:00+03:00' });
    const third = await kit.createRoute(customer, {
      planDateArrival: '2026-05-01T23:00:00+03:00',
      initialSum: 99_999.99,
    });
    expect([first.routeCode, second.routeCode, third.routeCode]).toEqual([
      '0105МСК-ЕКБ',
      '0105МСК-ЕКБ-2',
      '0105МСК-ЕКБ-3',
    ]);
    const { ekb, msk } = customer.departments;
    const eastern = await kit.call('POST', `${customer.base}/route_ways`, customer.admin.auth, {
      code: 'ЕКБ-МСК',
      name: 'Екатеринбург — Москва',
      transportationType: 2,
      points: [
        { department: ekb, distance: 0 },
        { department: msk, distance: 1790 },
      ],
    });
    // 21:30 UTC on 30 April is already 1 May in Екатеринбург.
    const late = await kit.call(
      'POST',
      customer.routesUrl,
      customer.admin.auth,
      kit.routeBody(customer, {
        routeWay: eastern.json().id,
        planDateArrival: '2026-04-30T21:30:00Z',
        initialSum: 120000,
      }),
    );
    expect(late.json().routeCode).toBe('0105ЕКБ-МСК');
  });

  it('refuses bad input with Russian messages per field and writes nothing (422)', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const cases: [Record<string, unknown>, string[]][] = [
      [
        { planDateLoading: '2026-05-01T09:00:00+03:00' },
        ['Плановая погрузка: не может быть раньше планового прибытия'],
      ],
      [{ initialSum: 0 }, ['Начальная сумма: должно быть больше нуля']],
      [{ initialSum: 100.555 }, ['Начальная сумма: не больше двух знаков после запятой']],
      [
        { planDateArrival: '2026-05-01 10:00' },
        ['Плановое прибытие: укажите дату и время в формате ISO 8601 со смещением'],
      ],
      [{ routeWay: other.routeWayId }, ['Маршрут: не найден']],
      [
        {
          organization: other.organizationId,
          transportation: other.transportationId,
          manager: other.admin.user.id,
        },
        ['Наименование перевозки: не найден', 'Организация: не найден', 'Менеджер: не найден'],
      ],
      [{ routeWay: 0 }, ['Маршрут: неверный идентификатор']],
      [{ comment: 'a\u0000b' }, ['Комментарий: содержит недопустимые символы']],
    ];
    for (const [overrides, errors] of cases) {
      const problem = expectProblem(
        await kit.call('POST', customer.routesUrl, customer.manager.auth, kit.routeBody(customer, overrides)),
        422,
      );
      expect(problem.errors, JSON.stringify(overrides)).toEqual(errors);
    }
    expect(await customerRoutes(customer.customerId)).toEqual([]);
  });

  it('refuses an arrival before 01.01.2000 or more than two years ahead, with the code and limit per field (422)', async () => {
    const customer = await kit.setUpCustomer();
    const create = (planDateArrival: string) =>
      kit.call(
        'POST',
        customer.routesUrl,
        customer.manager.auth,
        kit.routeBody(customer, { planDateArrival }),
      );
    const early = expectProblem(await create('1999-12-31T10:00:00+03:00'), 422);
    expect(early.errors).toEqual(['Плановое прибытие: не раньше 01.01.2000']);
    expect(early.fields).toEqual([
      {
        path: ['planDateArrival'],
        message: 'не раньше 01.01.2000',
        code: 'date_too_early',
        params: { min: '2000-01-01' },
      },
    ]);
    const latest = new Date();
    latest.setUTCFullYear(latest.getUTCFullYear() + 2);
    const late = expectProblem(await create(new Date(latest.getTime() + 86_400_000).toISOString()), 422);
    const latestDay = latest.toISOString().slice(0, 10);
    expect(late.fields).toEqual([
      {
        path: ['planDateArrival'],
        message: `не позже ${latestDay.split('-').reverse().join('.')}: рейс планируется не больше чем на 2 года вперёд`,
        code: 'date_too_late',
        params: { max: latestDay },
      },
    ]);
    const past = await create('2000-01-01T10:00:00+03:00');
    expect(past.statusCode, past.body).toBe(201);
    expect(await customerRoutes(customer.customerId)).toHaveLength(1);
  });

  it('gives each invalid field its path, machine code and limits beside the exact message (422)', async () => {
    const customer = await kit.setUpCustomer();
    const problem = expectProblem(
      await kit.call(
        'POST',
        customer.routesUrl,
        customer.manager.auth,
        kit.routeBody(customer, { initialSum: 1_000_000_000, comment: 'x'.repeat(2001) }),
      ),
      422,
    );
    expect(problem.errors).toEqual([
      'Начальная сумма: не больше 999999999.99',
      'Комментарий: не длиннее 2000 символов',
    ]);
    expect(problem.fields).toEqual([
      {
        path: ['initialSum'],
        message: 'не больше 999999999.99',
        code: 'too_big',
        params: { max: 999_999_999.99, inclusive: true, origin: 'number' },
      },
      {
        path: ['comment'],
        message: 'не длиннее 2000 символов',
        code: 'too_big',
        params: { max: 2000, inclusive: true, origin: 'string' },
      },
    ]);
  });

  it('asks for a sum when the way has no tariff', async () => {
    const customer = await kit.setUpCustomer(null);
    const problem = expectProblem(
      await kit.call('POST', customer.routesUrl, customer.admin.auth, kit.routeBody(customer)),
      422,
    );
    expect(problem.errors).toEqual(['Начальная сумма: у маршрута нет тарифа: укажите сумму']);
  });

  it('answers 401, 403 to a plain user and 404 under another customer', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const body = kit.routeBody(customer);
    expectProblem(await kit.call('POST', customer.routesUrl, {}, body), 401);
    expectProblem(await kit.call('POST', customer.routesUrl, customer.plain.auth, body), 403);
    expectProblem(await kit.call('POST', customer.routesUrl, other.admin.auth, body), 404);
    expectProblem(await kit.call('POST', customer.routesUrl, carrier.auth, body), 404);
    expect(await customerRoutes(customer.customerId)).toEqual([]);
  });
});

describe('PUT routes', () => {
  it('edits a draft in full, planning its points again', async () => {
    const customer = await kit.setUpCustomer();
    const route = await kit.createRoute(customer);
    const saved = await kit.call(
      'PUT',
      `${customer.routesUrl}/${route.id}`,
      customer.manager.auth,
      kit.routeBody(customer, {
        planDateArrival: '2026-05-03T06:00:00+03:00',
        initialSum: 155000,
        manager: customer.manager.user.id,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      routeCode: '0305МСК-ЕКБ',
      initialSum: 155000,
      manager: { id: customer.manager.user.id },
      movementPoints: [{ planDateArrival: '2026-05-03T03:00:00.000Z' }, {}, {}],
    });
    expect(await kit.auditActions(route.id)).toEqual(['create', 'update']);
  });

  it('refuses to edit a ready or cancelled route (409) and another customer’s route (404), changing nothing', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const route = await kit.createRoute(customer);
    const url = `${customer.routesUrl}/${route.id}`;
    expect((await kit.call('PATCH', `${url}/set_ready`, customer.manager.auth)).statusCode).toBe(200);
    const before = await kit.routeRow(route.id);
    const body = kit.routeBody(customer, { initialSum: 1 });
    const problem = expectProblem(await kit.call('PUT', url, customer.manager.auth, body), 409);
    expect(problem.message).toBe('Действие недоступно: рейс в состоянии «Ожидание прибытия»');
    expectProblem(await kit.call('PUT', `${other.routesUrl}/${route.id}`, other.admin.auth, body), 404);
    expectProblem(await kit.call('PUT', `${customer.routesUrl}/${route.id}`, other.admin.auth, body), 404);
    expectProblem(await kit.call('GET', `${other.routesUrl}/${route.id}`, other.admin.auth), 404);
    expect(await kit.routeRow(route.id)).toEqual(before);
  });
});

describe('route lifecycle actions', () => {
  it('moves a draft to ready and back, cancels and restores it, auditing each change', async () => {
    const customer = await kit.setUpCustomer();
    const route = await kit.createRoute(customer);
    const url = `${customer.routesUrl}/${route.id}`;
    const ready = await kit.call('PATCH', `${url}/set_ready`, customer.manager.auth);
    expect(ready.json()).toMatchObject({ isDraft: false, isCancel: false });
    expect((await kit.call('PATCH', `${url}/set_draft`, customer.admin.auth)).json()).toMatchObject({
      isDraft: true,
    });
    const cancelled = await kit.call('DELETE', url, customer.manager.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ isCancel: true });
    expect((await kit.call('PATCH', `${url}/uncancel`, customer.manager.auth)).json()).toMatchObject({
      isCancel: false,
      isDraft: true,
    });
    expect(await kit.auditActions(route.id)).toEqual([
      'create',
      'set_ready',
      'set_draft',
      'cancel',
      'uncancel',
    ]);
    const history = await kit.call('GET', `${url}/history`, customer.plain.auth);
    expect(history.json().items.slice(1, 3)).toEqual([
      expect.objectContaining({
        action: 'set_ready',
        fromState: 'draft',
        toState: 'ready',
        actor: { id: customer.manager.user.id, fullname: expect.any(String) },
      }),
      expect.objectContaining({ action: 'set_draft', fromState: 'ready', toState: 'draft' }),
    ]);
  });

  it('answers 409 naming the state for an action from the wrong state, and keeps an assigned route out of the drafts', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const route = await kit.createRoute(customer);
    const url = `${customer.routesUrl}/${route.id}`;
    expect(
      expectProblem(await kit.call('PATCH', `${url}/set_draft`, customer.manager.auth), 409).message,
    ).toBe('Действие недоступно: рейс в состоянии «Черновик»');
    expectProblem(await kit.call('PATCH', `${url}/uncancel`, customer.manager.auth), 409);
    await kit.call('DELETE', url, customer.manager.auth);
    expect(expectProblem(await kit.call('DELETE', url, customer.manager.auth), 409).message).toBe(
      'Действие недоступно: рейс в состоянии «Отменён»',
    );
    expectProblem(await kit.call('PATCH', `${url}/set_ready`, customer.manager.auth), 409);
    const assigned = await kit.assignedRoute(customer, carrier.company.id);
    const before = await kit.routeRow(assigned.id);
    expect(
      expectProblem(
        await kit.call('PATCH', `${customer.routesUrl}/${assigned.id}/set_draft`, customer.admin.auth),
        409,
      ).message,
    ).toBe('Действие недоступно: рейс назначен перевозчику');
    expect(await kit.routeRow(assigned.id)).toEqual(before);
  });

  it('answers 401, 403 to a plain user and 404 for another customer’s route', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const route = await kit.createRoute(customer);
    const url = `${customer.routesUrl}/${route.id}`;
    expectProblem(await kit.call('PATCH', `${url}/set_ready`, {}), 401);
    expectProblem(await kit.call('PATCH', `${url}/set_ready`, customer.plain.auth), 403);
    expectProblem(await kit.call('DELETE', url, customer.plain.auth), 403);
    expectProblem(await kit.call('PATCH', `${other.routesUrl}/${route.id}/set_ready`, other.admin.auth), 404);
    expectProblem(await kit.call('DELETE', `${other.routesUrl}/${route.id}`, other.admin.auth), 404);
    expectProblem(await kit.call('GET', `${other.routesUrl}/${route.id}/history`, other.admin.auth), 404);
    expect((await kit.routeRow(route.id)).isDraft).toBe(true);
  });
});

describe('GET routes', () => {
  it('lists the customer’s own routes newest first with the list’s filters', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const may1 = await kit.createRoute(customer, {
      planDateArrival: '2026-05-01T10:00:00+03:00',
      manager: customer.manager.user.id,
    });
    const may5 = await kit.assignedRoute(customer, carrier.company.id, {
      planDateArrival: '2026-05-05T10:00:00+03:00',
    });
    const may9 = await kit.createRoute(customer, { planDateArrival: '2026-05-09T10:00:00+03:00' });
    await kit.call('DELETE', `${customer.routesUrl}/${may9.id}`, customer.admin.auth);
    await kit.createRoute(other);
    const ids = async (query = '') => {
      const response = await kit.call('GET', `${customer.routesUrl}${query}`, customer.plain.auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { id: number }) => item.id);
    };
    expect(await ids()).toEqual([may9.id, may5.id, may1.id]);
    expect(await ids('?name=0505')).toEqual([may5.id]);
    expect(await ids(`?contractor=${carrier.company.id}`)).toEqual([may5.id]);
    expect(await ids(`?manager=${customer.manager.user.id}`)).toEqual([may1.id]);
    expect(await ids('?is_draft=true')).toEqual([may9.id, may1.id]);
    expect(await ids('?is_cancel=1')).toEqual([may9.id]);
    expect(await ids('?date_from=2026-05-02T00:00&date_to=2026-05-06T00:00')).toEqual([may5.id]);
    expect(
      await ids(
        `?route_way=${customer.routeWayId}&first_point=${customer.departments.msk}&last_point=${customer.departments.ekb}`,
      ),
    ).toHaveLength(3);
    expect(await ids(`?first_point=${customer.departments.ekb}`)).toEqual([]);
    expect(await ids(`?transportation=${customer.transportationId}&state=0`)).toHaveLength(3);
    expect(await ids('?driver=5&vehicle=7')).toEqual([]);
    const page = await kit.call('GET', `${customer.routesUrl}?limit=2&page=2`, customer.plain.auth);
    expect(page.json()).toMatchObject({
      totalCount: 3,
      currentPageNumber: 2,
      numItemsPerPage: 2,
      items: [{ id: may1.id }],
    });
    expect(page.json().items[0]).toMatchObject({
      initialSum: 150000,
      manager: { id: customer.manager.user.id },
      hasOpenDisclaimer: false,
    });
  });

  it('refuses bad filters with 422 and another customer with 404', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    for (const query of [
      '?state=8',
      '?date_from=2026-05-01',
      '?is_draft=yes',
      '?route_way=-1',
      '?limit=101',
      '?date_from=2026-05-09T00:00&date_to=2026-05-01T00:00',
    ])
      expectProblem(await kit.call('GET', `${customer.routesUrl}${query}`, customer.plain.auth), 422);
    expectProblem(await kit.call('GET', customer.routesUrl, other.plain.auth), 404);
    expectProblem(await kit.call('GET', customer.routesUrl, {}), 401);
  });
});
