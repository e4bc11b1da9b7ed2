import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dimensions } from '../../db/schema/index';
import { stopTenderScheduler } from './tender-scheduler';
import { T0, tendersKit } from './tenders.fixtures';

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await stopTenderScheduler(t.app.ctx);
});
afterAll(() => t.close());

describe('POST tenders', () => {
  it('invites the members of a contractor list that may take part, and refuses a list with none left on its field', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, blocked] = [await kit.partner(customer), await kit.partner(customer, 3)];
    const withList = async (members: { id: number }[]) =>
      kit.call(
        'POST',
        customer.tendersUrl,
        customer.manager.auth,
        kit.tenderBody(customer, [], {
          contractors: undefined,
          contractorList: await kit.contractorList(customer, members),
        }),
      );
    const created = await withList([a, blocked]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().contractors).toEqual([expect.objectContaining({ id: a.id })]);
    const refused = expectProblem(await withList([blocked]), 422);
    expect(refused.fields).toEqual([expect.objectContaining({ path: ['contractorList'] })]);
  });

  it('creates a draft with its lots, the trips counted from the period and weekdays', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const created = await kit.call(
      'POST',
      customer.tendersUrl,
      customer.manager.auth,
      kit.tenderBody(customer, [a, b], { comment: '  Срочно  ' }, [
        kit.lot(customer),
        kit.lot(customer, { weekdays: [7, 6], tripsCount: 3, startSum: 90_000.5 }),
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const tender = created.json();
    expect(tender).toMatchObject({ status: 0, dateStart: null, comment: 'Срочно', contractorList: null });
    expect(tender.routeTemplates).toMatchObject([
      { tripsCount: 6, weekdays: [1, 3, 5], startSum: 100_000, tariff: 150_000, bids: [], winner: null },
      { tripsCount: 3, weekdays: [6, 7], startSum: 90_000.5, dateFrom: '2027-03-01', dateTo: '2027-03-14' },
    ]);
    expect(tender.contractors.map((c: { id: number }) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses bad input with Russian messages naming the field (422)', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const stranger = await kit.partner(other);
    const cases: [Record<string, unknown>, Record<string, unknown>[] | undefined, string][] = [
      [{ name: '  ' }, undefined, 'Название'],
      [{ routeTemplates: [] }, undefined, 'Лоты'],
      [{ dateEnd: '2027-01-10T09:00:00Z' }, undefined, 'Дата окончания: должна быть в будущем'],
      [{ contractors: undefined }, undefined, 'Перевозчики: укажите участников'],
      [{ contractors: [stranger.id] }, undefined, 'не аккредитован'],
      [{}, [kit.lot(customer, { dateTo: '2027-02-01' })], 'не может быть раньше даты начала периода'],
      [{}, [kit.lot(customer, { dateTo: '2027-03-01', weekdays: [2] })], 'нет ни одного дня'],
      [{}, [kit.lot(customer, { weekdays: [1, 1] })], 'дни недели не должны повторяться'],
      [{}, [kit.lot(customer, { weekdays: [8] })], 'Дни недели: не больше 7'],
      [{}, [kit.lot(customer, { startSum: 0 })], 'должно быть больше нуля'],
      [{}, [kit.lot(customer, { startSum: 1.001 })], 'не больше двух знаков'],
      [{}, [kit.lot(customer, { dateFrom: '2027-02-30' })], 'ГГГГ-ММ-ДД'],
      [{}, [kit.lot(customer, { routeWay: other.routeWayId })], 'Лот 1, Маршрут: не найден'],
      [{}, [kit.lot(customer, { transportation: other.transportationId })], 'Лот 1, Наименование перевозки'],
    ];
    for (const [override, lots, message] of cases) {
      const response = await kit.call(
        'POST',
        customer.tendersUrl,
        customer.manager.auth,
        kit.tenderBody(customer, [carrier], override, lots),
      );
      const problem = expectProblem(response, 422);
      expect(JSON.stringify(problem.errors), JSON.stringify(override)).toContain(message);
    }
  });

  it("names a lot's refused field by its path, keeping the API's «Лот N, …» line", async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const post = async (override: Record<string, unknown>, lots: Record<string, unknown>[]) =>
      expectProblem(
        await kit.call(
          'POST',
          customer.tendersUrl,
          customer.manager.auth,
          kit.tenderBody(customer, [carrier], override, lots),
        ),
        422,
      );
    const foreignWay = await post({ dateEnd: '2027-01-10T09:00:00Z' }, [
      kit.lot(customer),
      kit.lot(customer, { routeWay: other.routeWayId }),
    ]);
    expect(foreignWay.errors).toEqual(['Лот 2, Маршрут: не найден', 'Дата окончания: должна быть в будущем']);
    expect(foreignWay.fields).toEqual([
      {
        path: ['routeTemplates', 1, 'routeWay'],
        message: 'не найден',
        code: 'custom',
        line: 'Лот 2, Маршрут: не найден',
      },
      { path: ['dateEnd'], message: 'должна быть в будущем', code: 'custom' },
    ]);
    const zeroPrice = await post({}, [kit.lot(customer), kit.lot(customer, { startSum: 0 })]);
    expect(zeroPrice.fields).toMatchObject([{ path: ['routeTemplates', 1, 'startSum'], code: 'too_small' }]);
  });

  it("refuses a lot's trips above the trip days of its period and weekdays, naming the lot", async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    // 1–7 March 2027 holds one Tuesday.
    const oneTuesday = { dateFrom: '2027-03-01', dateTo: '2027-03-07', weekdays: [2] };
    const post = (lots: Record<string, unknown>[]) =>
      kit.call(
        'POST',
        customer.tendersUrl,
        customer.manager.auth,
        kit.tenderBody(customer, [carrier], {}, lots),
      );
    const refused = expectProblem(
      await post([kit.lot(customer), kit.lot(customer, { ...oneTuesday, tripsCount: 2 })]),
      422,
    );
    expect(refused.errors).toEqual([
      'Лот 2, Количество рейсов: не больше числа дней периода по выбранным дням недели (1)',
    ]);
    expect(refused.fields).toMatchObject([{ path: ['routeTemplates', 1, 'tripsCount'], code: 'custom' }]);
    const created = await post([kit.lot(customer, { ...oneTuesday, tripsCount: 1 })]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().routeTemplates[0].tripsCount).toBe(1);
  });

  it("keeps a lot's dimension only when it is the customer's own, and answers it as a reference", async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const dimension = async (customerId: number, name: string) => {
      const [row] = await t.app.ctx.db
        .insert(dimensions)
        .values({ customerId, name, weight: 20, volume: 82, volumeFrom: 60, volumeTo: 90, percentage: 100 })
        .returning({ id: dimensions.id });
      return row!.id;
    };
    const own = await dimension(customer.customerId, 'Фура 20 т');
    const foreign = await dimension(other.customerId, 'Чужой габарит');
    const refused = await kit.call(
      'POST',
      customer.tendersUrl,
      customer.manager.auth,
      kit.tenderBody(customer, [carrier], {}, [kit.lot(customer, { dimension: foreign })]),
    );
    expect(JSON.stringify(expectProblem(refused, 422).errors)).toContain('Лот 1, Габарит: не найден');
    const created = await kit.call(
      'POST',
      customer.tendersUrl,
      customer.manager.auth,
      kit.tenderBody(customer, [carrier], {}, [kit.lot(customer, { dimension: own }), kit.lot(customer)]),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().routeTemplates).toMatchObject([
      { dimension: { id: own, name: 'Фура 20 т' } },
      { dimension: null },
    ]);
  });

  it('lets only admins and managers create; another company answers 404', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const body = kit.tenderBody(customer, [carrier]);
    expectProblem(await kit.call('POST', customer.tendersUrl, customer.plain.auth, body), 403);
    const other = await kit.setUpCustomer();
    expectProblem(await kit.call('POST', customer.tendersUrl, other.manager.auth, body), 404);
    const tender = await kit.activeTender(customer, [carrier]);
    expectProblem(await kit.call('GET', `${other.tendersUrl}/${tender.id}`, other.manager.auth), 404);
    expect((await kit.call('GET', tender.url, customer.plain.auth)).statusCode).toBe(200);
  });
});

describe('tender lifecycle', () => {
  it('runs, moves dates, returns to the drafts, ends early and restarts; a wrong state answers 409 naming it', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const created = (
      await kit.call(
        'POST',
        customer.tendersUrl,
        customer.manager.auth,
        kit.tenderBody(customer, [carrier], { dateStart: new Date(T0.getTime() + kit.HOUR).toISOString() }),
      )
    ).json();
    const run = await kit.action(customer, created.id, 'run');
    expect(run.json()).toMatchObject({ status: 1 });
    const again = expectProblem(await kit.action(customer, created.id, 'run'), 409);
    expect(again.detail).toBe('Действие недоступно: тендер в статусе «Запланирован»');
    expect((await kit.action(customer, created.id, 'todraft')).json().status).toBe(0);
    // A draft is edited in full; a planned one is not.
    const put = await kit.call('PUT', `${customer.tendersUrl}/${created.id}`, customer.manager.auth, {
      ...kit.tenderBody(customer, [carrier]),
      name: 'Новое имя',
    });
    expect(put.json()).toMatchObject({ name: 'Новое имя', status: 0 });
    expect((await kit.action(customer, created.id, 'run')).json().status).toBe(2);
    expectProblem(
      await kit.call(
        'PUT',
        `${customer.tendersUrl}/${created.id}`,
        customer.manager.auth,
        kit.tenderBody(customer, [carrier]),
      ),
      409,
    );
    expectProblem(
      await kit.call('DELETE', `${customer.tendersUrl}/${created.id}`, customer.manager.auth),
      409,
    );
    const dateEnd = new Date(T0.getTime() + 72 * kit.HOUR).toISOString();
    expect((await kit.action(customer, created.id, 'change_dates', { dateEnd })).json()).toMatchObject({
      status: 2,
      dateEnd,
    });
    expectProblem(await kit.action(customer, created.id, 'acceptwinner'), 409);
    expect((await kit.action(customer, created.id, 'end')).json()).toMatchObject({
      status: 3,
      dateEnd: T0.toISOString(),
    });
    expectProblem(await kit.action(customer, created.id, 'end'), 409);
    expect((await kit.action(customer, created.id, 'clear_run', { dateEnd })).json().status).toBe(2);
    expect((await kit.action(customer, created.id, 'cancel', { comment: 'Не нужен' })).json().status).toBe(5);
    expectProblem(await kit.action(customer, created.id, 'cancel'), 409);
  });

  it('deletes only a draft', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const draft = (
      await kit.call('POST', customer.tendersUrl, customer.manager.auth, kit.tenderBody(customer, [carrier]))
    ).json();
    expect(
      (await kit.call('DELETE', `${customer.tendersUrl}/${draft.id}`, customer.manager.auth)).statusCode,
    ).toBe(200);
    expectProblem(await kit.call('GET', `${customer.tendersUrl}/${draft.id}`, customer.manager.auth), 404);
  });

  it('lists with status and name filters', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    await kit.activeTender(customer, [carrier], { name: 'Зимний тендер' });
    await kit.call('POST', customer.tendersUrl, customer.manager.auth, kit.tenderBody(customer, [carrier]));
    const active = (await kit.call('GET', `${customer.tendersUrl}?status=2`, customer.plain.auth)).json();
    expect(active.items.map((item: { name: string }) => item.name)).toEqual(['Зимний тендер']);
    expect(active.items[0]).toMatchObject({ lotsCount: 1, bidsCount: 0, startTotal: 600_000 });
    const byName = (await kit.call('GET', `${customer.tendersUrl}?query=зимний`, customer.plain.auth)).json();
    expect(byName.totalCount).toBe(1);
    expect((await kit.call('GET', customer.tendersUrl, customer.plain.auth)).json().totalCount).toBe(2);
  });
});
