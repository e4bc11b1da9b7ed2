import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctionRoutes, auctions } from '../../db/schema/index';
import { freightKit } from './freight.fixtures';

let t: TestApp;
let kit: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = freightKit(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const isoAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** A route assigned to a carrier whose first planned arrival was three days ago. */
const routeUnderWay = async () => {
  const customer = await kit.setUpCustomer();
  const carrier = await kit.carrier();
  const planned = new Date(Date.now() - 72 * HOUR);
  planned.setUTCSeconds(0, 0);
  const route = await kit.assignedRoute(customer, carrier.company.id, {
    planDateArrival: planned.toISOString(),
  });
  const url = `${customer.routesUrl}/${route.id}`;
  const pointUrl = (index: number) => `${url}/movement_points/${route.movementPoints[index]!.id}`;
  return { customer, carrier, route, url, pointUrl, planned };
};

describe('PATCH movement_points', () => {
  it('keeps a closed flight as it closed, planned arrivals in order, and the plan of a flight an auction holds', async () => {
    const { customer, route, pointUrl, planned } = await routeUnderWay();
    const patch = (index: number, body: Record<string, string>) =>
      kit.call('PATCH', pointUrl(index), customer.manager.auth, body);
    const afterYekaterinburg = new Date(planned.getTime() + 31 * HOUR).toISOString();
    expect(expectProblem(await patch(1, { planDateArrival: afterYekaterinburg }), 422).errors).toEqual([
      'Плановое прибытие: не может быть позже планового прибытия в следующий пункт',
    ]);
    const beforeFirst = new Date(planned.getTime() - HOUR).toISOString();
    expect(expectProblem(await patch(1, { planDateArrival: beforeFirst }), 422).errors).toEqual([
      'Плановое прибытие: не может быть раньше планового прибытия в предыдущий пункт',
    ]);

    const [auction] = await t.app.ctx.db
      .insert(auctions)
      .values({
        customerId: customer.customerId,
        status: 2,
        dateEnd: new Date(Date.now() + HOUR),
        startSumKopecks: 100_000_00,
        stepKopecks: 100_00,
      })
      .returning();
    await t.app.ctx.db.insert(auctionRoutes).values({ auctionId: auction!.id, routeId: route.id });
    expect(expectProblem(await patch(0, { planDateArrival: planned.toISOString() }), 409).message).toBe(
      'Действие недоступно: рейс участвует в аукционе',
    );
    await t.app.ctx.db.delete(auctionRoutes).where(eq(auctionRoutes.auctionId, auction!.id));

    for (const [index, hoursAgo] of [
      [0, 70],
      [1, 50],
      [2, 30],
    ] as const)
      expect((await patch(index, { factDateArrival: isoAgo(hoursAgo) })).statusCode).toBe(200);
    expect((await kit.routeRow(route.id)).currentState).toBe(7);
    const closed = 'Рейс закрыт: время прибытия в пункты больше не меняется';
    expect(expectProblem(await patch(1, { factDateArrival: isoAgo(60) }), 409).message).toBe(closed);
    expect(expectProblem(await patch(2, { planDateArrival: isoAgo(20) }), 409).message).toBe(closed);
  });

  it('records arrivals in order: lateness against the plan, the state moves on, the last point closes the route', async () => {
    const { customer, route, pointUrl, planned } = await routeUnderWay();
    const onTime = new Date(planned.getTime() - 10 * 60_000).toISOString();
    const first = await kit.call('PATCH', pointUrl(0), customer.manager.auth, { factDateArrival: onTime });
    expect(first.statusCode, first.body).toBe(200);
    // Arrived before the planned loading (arrival + 1 h): awaiting loading, not late.
    expect(first.json()).toMatchObject({
      currentState: 1,
      lateness: 0,
      movementPoints: [{ interval: 0 }, {}, {}],
    });
    // Kazan is planned 13 h 40 min after the first point; arriving 45 minutes after that is 2,700 s late.
    const kazanPlan = new Date(planned.getTime() + (13 * 60 + 40) * 60_000);
    const late = new Date(kazanPlan.getTime() + 45 * 60_000).toISOString();
    const second = await kit.call('PATCH', pointUrl(1), customer.manager.auth, { factDateArrival: late });
    expect(second.json()).toMatchObject({
      currentState: 4,
      lateness: 2700,
      movementPoints: [{}, { interval: 2700 }, {}],
    });
    const last = await kit.call('PATCH', pointUrl(2), customer.admin.auth, { factDateArrival: isoAgo(1) });
    expect(last.json()).toMatchObject({
      currentState: 7,
      movementPoints: [{}, {}, { factDateArrival: expect.any(String) }],
    });
    expect(await kit.auditActions(route.id)).toEqual([
      'create',
      'movement_point',
      'movement_point',
      'movement_point',
    ]);
    const history = await kit.call('GET', `${customer.routesUrl}/${route.id}/history`, customer.plain.auth);
    expect(history.json().items[2]).toMatchObject({
      action: 'movement_point',
      fromState: '1',
      toState: '4',
      details: { interval: 2700 },
    });
  });

  it('counts loading from the planned loading time at the first point', async () => {
    const { customer, pointUrl, planned } = await routeUnderWay();
    const afterLoading = new Date(planned.getTime() + 2 * HOUR).toISOString();
    const answer = await kit.call('PATCH', pointUrl(0), customer.manager.auth, {
      factDateArrival: afterLoading,
    });
    expect(answer.json()).toMatchObject({ currentState: 2, lateness: 7200 });
  });

  it('sets a planned arrival by hand and measures the fact against it', async () => {
    const { customer, pointUrl, planned } = await routeUnderWay();
    const plan = new Date(planned.getTime() + 30 * 60_000).toISOString();
    const planned2 = await kit.call('PATCH', pointUrl(0), customer.manager.auth, { planDateArrival: plan });
    expect(planned2.json().movementPoints[0]).toMatchObject({
      planDateArrival: new Date(plan).toISOString(),
      factDateArrival: null,
    });
    const fact = new Date(planned.getTime() + 40 * 60_000).toISOString();
    expect(
      (await kit.call('PATCH', pointUrl(0), customer.manager.auth, { factDateArrival: fact })).json()
        .movementPoints[0].interval,
    ).toBe(600);
  });

  it('refuses a future fact and one before the previous point (422), a skipped point and a draft (409)', async () => {
    const { customer, pointUrl, route, planned } = await routeUnderWay();
    const before = await kit.routeRow(route.id);
    const future = new Date(Date.now() + HOUR).toISOString();
    expect(
      expectProblem(
        await kit.call('PATCH', pointUrl(0), customer.manager.auth, { factDateArrival: future }),
        422,
      ).errors,
    ).toEqual(['Фактическое прибытие: не может быть в будущем']);
    expect(
      expectProblem(
        await kit.call('PATCH', pointUrl(1), customer.manager.auth, { factDateArrival: isoAgo(2) }),
        409,
      ).message,
    ).toBe('Сначала отметьте прибытие в предыдущий пункт');
    expect(
      expectProblem(await kit.call('PATCH', pointUrl(0), customer.manager.auth, {}), 422).errors,
    ).toEqual(['Фактическое прибытие: укажите плановое или фактическое прибытие']);
    expect(await kit.routeRow(route.id)).toEqual(before);
    await kit.call('PATCH', pointUrl(0), customer.manager.auth, { factDateArrival: planned.toISOString() });
    const early = new Date(planned.getTime() - HOUR).toISOString();
    expect(
      expectProblem(
        await kit.call('PATCH', pointUrl(1), customer.manager.auth, { factDateArrival: early }),
        422,
      ).errors,
    ).toEqual(['Фактическое прибытие: не может быть раньше прибытия в предыдущий пункт']);
    const draft = await kit.createRoute(customer);
    const draftPoint = `${customer.routesUrl}/${draft.id}/movement_points/${draft.movementPoints[0]!.id}`;
    expect(
      expectProblem(
        await kit.call('PATCH', draftPoint, customer.manager.auth, { factDateArrival: isoAgo(1) }),
        409,
      ).message,
    ).toBe('Прибытие отмечается только у готового рейса с перевозчиком');
  });

  it('answers 401, 403 to a plain user, 404 for another route’s point or another customer', async () => {
    const { customer, pointUrl, route, url } = await routeUnderWay();
    const other = await kit.setUpCustomer();
    const otherRoute = await kit.createRoute(other);
    const body = { factDateArrival: isoAgo(1) };
    expectProblem(await kit.call('PATCH', pointUrl(0), {}, body), 401);
    expectProblem(await kit.call('PATCH', pointUrl(0), customer.plain.auth, body), 403);
    expectProblem(
      await kit.call(
        'PATCH',
        `${url}/movement_points/${otherRoute.movementPoints[0]!.id}`,
        customer.admin.auth,
        body,
      ),
      404,
    );
    expectProblem(
      await kit.call(
        'PATCH',
        `${other.routesUrl}/${route.id}/movement_points/${route.movementPoints[0]!.id}`,
        other.admin.auth,
        body,
      ),
      404,
    );
    expect((await kit.routeRow(route.id)).currentState).toBe(0);
  });
});

describe('POST route events', () => {
  it('records a road accident and a theft against the route’s carrier, shown on the route', async () => {
    const { customer, carrier, route, url } = await routeUnderWay();
    const accident = await kit.call('POST', `${url}/events`, customer.manager.auth, {
      type: 0,
      eventDate: isoAgo(5),
      comment: 'ДТП на трассе М-7, повреждение тента',
    });
    expect(accident.statusCode, accident.body).toBe(201);
    expect(accident.json()).toMatchObject({ type: 0, comment: 'ДТП на трассе М-7, повреждение тента' });
    await kit.call('POST', `${url}/events`, customer.manager.auth, {
      type: 1,
      eventDate: isoAgo(4),
      comment: 'Недостача 3 паллет',
    });
    const shown = await kit.call('GET', url, customer.plain.auth);
    expect(shown.json().events.map((event: { type: number }) => event.type)).toEqual([0, 1]);
    const seen = await kit.call(
      'GET',
      `/api/contractors/${carrier.company.id}/routes/${route.id}`,
      carrier.auth,
    );
    expect(seen.json().events).toHaveLength(2);
    expect(await kit.auditActions(route.id)).toEqual(['create', 'event', 'event']);
  });

  it('refuses an unknown type, an empty comment or a future date (422), a route without carrier (409), a plain user (403)', async () => {
    const { customer, url, route } = await routeUnderWay();
    const bad: [Record<string, unknown>, string[]][] = [
      [{ type: 2, eventDate: isoAgo(1), comment: 'x' }, ['Событие: недопустимое значение']],
      [{ type: 0, eventDate: isoAgo(1), comment: '  ' }, ['Комментарий: обязательное поле']],
      [
        { type: 0, eventDate: new Date(Date.now() + HOUR).toISOString(), comment: 'x' },
        ['Дата события: не может быть в будущем'],
      ],
    ];
    for (const [body, errors] of bad)
      expect(
        expectProblem(await kit.call('POST', `${url}/events`, customer.manager.auth, body), 422).errors,
      ).toEqual(errors);
    expectProblem(
      await kit.call('POST', `${url}/events`, customer.plain.auth, {
        type: 0,
        eventDate: isoAgo(1),
        comment: 'x',
      }),
      403,
    );
    const free = await kit.createRoute(customer);
    expectProblem(
      await kit.call('POST', `${customer.routesUrl}/${free.id}/events`, customer.manager.auth, {
        type: 0,
        eventDate: isoAgo(1),
        comment: 'x',
      }),
      409,
    );
    expect(await kit.auditActions(route.id)).toEqual(['create']);
  });
});
