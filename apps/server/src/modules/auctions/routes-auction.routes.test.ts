import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { routes } from '../../db/schema/index';
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
  const carrier = await kit.partner(customer);
  const url = `${customer.base}/routes-auction`;
  const body = (route: Record<string, unknown> = {}, auction: Record<string, unknown> = {}) => {
    const { routes: _routes, ...rest } = kit.auctionBody([], [carrier], auction);
    return {
      route: kit.routeBody(customer, { planDateArrival: '2027-03-01T10:00:00+03:00', ...route }),
      auction: rest,
    };
  };
  const routeCount = async () =>
    (await t.app.ctx.db.select().from(routes).where(eq(routes.customerId, customer.customerId))).length;
  return { customer, carrier, url, body, routeCount };
};

describe('POST routes-auction', () => {
  it('creates a ready flight and a draft auction over it in one call', async () => {
    const { customer, carrier, url, body } = await setUp();
    const created = await kit.call('POST', url, customer.manager.auth, body({ initialSum: 90_000 }));
    expect(created.statusCode, created.body).toBe(201);
    const auction = created.json();
    expect(auction).toMatchObject({ status: 0, startSum: 90_000, contractors: [{ id: carrier.id }] });
    expect(auction.routes).toHaveLength(1);
    const [route] = await t.app.ctx.db.select().from(routes).where(eq(routes.id, auction.routes[0].id));
    expect(route).toMatchObject({
      isDraft: false,
      customerId: customer.customerId,
      initialSumKopecks: 9_000_000,
    });
    const run = await kit.call('PATCH', `${customer.auctionsUrl}/${auction.id}/run`, customer.manager.auth);
    expect(run.json().status).toBe(2);
  });

  it('refuses a bad flight or a bad auction with a Russian 422 and leaves no flight behind', async () => {
    const { customer, url, body, routeCount } = await setUp();
    const before = await routeCount();
    for (const bad of [
      body({ routeWay: undefined }),
      body({ planDateArrival: 'завтра' }),
      body({}, { step: -5 }),
      body({}, { contractors: undefined }),
      body({}, { dateEnd: '2027-01-10T09:00:00Z' }),
      body({}, { contractors: [999_999] }),
      { route: body().route },
      {},
    ])
      expectProblem(await kit.call('POST', url, customer.manager.auth, bad), 422);
    // A step above the flight's start price is only known once the flight exists: the transaction rolls it back.
    expectProblem(
      await kit.call('POST', url, customer.manager.auth, body({ initialSum: 500 }, { step: 1000 })),
      422,
    );
    expect(await routeCount()).toBe(before);
  });

  it('refuses a plain user (403), a carrier and another customer (404)', async () => {
    const { customer, carrier, url, body, routeCount } = await setUp();
    const other = await kit.setUpCustomer();
    expectProblem(await kit.call('POST', url, customer.plain.auth, body()), 403);
    expectProblem(await kit.call('POST', url, carrier.auth, body()), 404);
    expectProblem(await kit.call('POST', url, other.manager.auth, body()), 404);
    // Another customer's route way is not this customer's to use.
    expectProblem(await kit.call('POST', `${other.base}/routes-auction`, other.manager.auth, body()), 422);
    expect(await routeCount()).toBe(0);
  });
});
