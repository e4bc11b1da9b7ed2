import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const setUp = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const url = `${customer.base}/auction-plan`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    routeWay: customer.routeWayId,
    month: '2027-01',
    auctionsCount: 4,
    summ: 600_000,
    ...overrides,
  });
  return { customer, url, body };
};

describe('auction plan', () => {
  it('adds and edits a plan and shows the actual auctions of its route way and month next to it', async () => {
    const { customer, url, body } = await setUp();
    const carrier = await kit.partner(customer);
    const created = await kit.call('POST', url, customer.admin.auth, body({ comment: '  квартал  ' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      month: '2027-01',
      routeWay: { id: customer.routeWayId, code: 'МСК-ЕКБ' },
      auctionsCount: 4,
      summ: 600_000,
      comment: 'квартал',
      actualAuctionsCount: 0,
      actualSumm: 0,
    });
    // Run (January, Moscow time) over two flights: one auction, their initial sums; a draft and a cancelled one do not count.
    await kit.activeAuction(customer, [carrier], {}, [100_000, 50_000.5]);
    const draftRoute = await kit.readyRoute(customer, 70_000, '2027-03-03');
    await kit.createAuction(customer, kit.auctionBody([draftRoute.id], [carrier]));
    const cancelled = await kit.activeAuction(customer, [carrier], {}, [30_000]);
    await kit.call('PATCH', `${cancelled.url}/cancel`, customer.manager.auth, {});
    const listed = await kit.call('GET', url, customer.plain.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: created.json().id, actualAuctionsCount: 1, actualSumm: 150_000.5 }],
    });

    const edited = await kit.call(
      'PUT',
      `${url}/${created.json().id}`,
      customer.admin.auth,
      body({ month: '2027-02', auctionsCount: 2 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      month: '2027-02',
      auctionsCount: 2,
      comment: null,
      actualAuctionsCount: 0,
    });
    expect(
      (await kit.call('GET', `${url}?month_from=2027-02&month_to=2027-02`, customer.plain.auth)).json()
        .totalCount,
    ).toBe(1);
    expect((await kit.call('GET', `${url}?month_to=2027-01`, customer.plain.auth)).json().totalCount).toBe(0);
    expect(
      (await kit.call('GET', `${url}?routeWay=${customer.routeWayId}`, customer.plain.auth)).json()
        .totalCount,
    ).toBe(1);
  });

  it('refuses bad input with a Russian 422, and a second plan for the same route way and month with 409', async () => {
    const { customer, url, body } = await setUp();
    const other = await kit.setUpCustomer();
    for (const bad of [
      body({ month: '2027-13' }),
      body({ month: '2027-1' }),
      body({ month: 'январь' }),
      body({ auctionsCount: -1 }),
      body({ auctionsCount: 1.5 }),
      body({ summ: 0 }),
      body({ summ: 1.001 }),
      body({ routeWay: 'x' }),
      body({ routeWay: other.routeWayId }),
      body({ comment: 'a\u0000' }),
    ])
      expectProblem(await kit.call('POST', url, customer.admin.auth, bad), 422);
    expectProblem(
      await kit.call('GET', `${url}?month_from=2027-03&month_to=2027-01`, customer.admin.auth),
      422,
    );
    expectProblem(await kit.call('GET', `${url}?month_from=2027-3`, customer.admin.auth), 422);
    const first = (await kit.call('POST', url, customer.admin.auth, body())).json();
    const second = (await kit.call('POST', url, customer.admin.auth, body({ month: '2027-02' }))).json();
    expect(expectProblem(await kit.call('POST', url, customer.admin.auth, body()), 409).detail).toBe(
      'План по этому маршруту на этот месяц уже есть',
    );
    expectProblem(await kit.call('PUT', `${url}/${second.id}`, customer.admin.auth, body()), 409);
    expect(
      (await kit.call('PUT', `${url}/${first.id}`, customer.admin.auth, body({ auctionsCount: 9 })))
        .statusCode,
    ).toBe(200);
  });

  it('lets only admins write, and hides other customers’ plans (403/404)', async () => {
    const { customer, url, body } = await setUp();
    const other = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    expectProblem(await kit.call('POST', url, customer.manager.auth, body()), 403);
    expectProblem(await kit.call('POST', url, customer.plain.auth, body()), 403);
    const plan = (await kit.call('POST', url, customer.admin.auth, body())).json();
    expectProblem(await kit.call('PUT', `${url}/${plan.id}`, customer.manager.auth, body()), 403);
    expectProblem(await kit.call('GET', url, carrier.auth), 404);
    expectProblem(await kit.call('GET', url, other.admin.auth), 404);
    expectProblem(
      await kit.call(
        'PUT',
        `${other.base}/auction-plan/${plan.id}`,
        other.admin.auth,
        body({ routeWay: other.routeWayId }),
      ),
      404,
    );
    expectProblem(await kit.call('PUT', `${url}/999999`, customer.admin.auth, body()), 404);
    expectProblem(await kit.call('PUT', `${url}/abc`, customer.admin.auth, body()), 404);
    expect((await kit.call('GET', `${other.base}/auction-plan`, other.admin.auth)).json().totalCount).toBe(0);
  });
});
