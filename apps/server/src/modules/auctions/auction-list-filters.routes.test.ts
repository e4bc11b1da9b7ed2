import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// Issue 15: the customer's auction list filters on the server (number, status, route way, end dates, carrier,
// manager) and answers `counts` per status over every filter but the status (docs/decisions.md).

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** Three auctions: a draft by the manager for carrier A ending at T0+1h, a running one by the admin for B ending
 * at T0+5h, a draft by the admin for A and B ending at T0+1h. */
const setUp = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
  const route = async () => (await kit.readyRoute(customer)).id;
  const byManager = await kit.createAuction(customer, kit.auctionBody([await route()], [a]));
  const runningBody = kit.auctionBody([await route()], [b], {
    dateEnd: new Date(T0.getTime() + 5 * HOUR).toISOString(),
  });
  const running = (await kit.call('POST', customer.auctionsUrl, customer.admin.auth, runningBody)).json();
  const run = await kit.call('PATCH', `${customer.auctionsUrl}/${running.id}/run`, customer.admin.auth);
  expect(run.statusCode, run.body).toBe(200);
  const both = (
    await kit.call(
      'POST',
      customer.auctionsUrl,
      customer.admin.auth,
      kit.auctionBody([await route()], [a, b]),
    )
  ).json();
  return {
    customer,
    a,
    b,
    ids: { byManager: byManager.id, running: running.id as number, both: both.id as number },
  };
};

type Fixture = Awaited<ReturnType<typeof setUp>>;
let f: Fixture;
beforeAll(async () => {
  f = await setUp();
});

const list = async (query: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await kit.call('GET', `${f.customer.auctionsUrl}?${search}`, f.customer.plain.auth);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as {
    items: { id: number }[];
    totalCount: number;
    counts: Record<string, number>;
  };
  return { ids: body.items.map((item) => item.id).sort(), total: body.totalCount, counts: body.counts };
};

const sorted = (...ids: number[]) => [...ids].sort();

describe('GET auctions filters', () => {
  it('answers every auction with counts per status when nothing is filtered', async () => {
    const all = await list({});
    expect(all.ids).toEqual(sorted(f.ids.byManager, f.ids.running, f.ids.both));
    expect(all.counts).toEqual({ 0: 2, 1: 0, 2: 1, 3: 0, 4: 0, 5: 0, 6: 0 });
  });

  it('filters by number', async () => {
    expect((await list({ number: f.ids.running })).ids).toEqual([f.ids.running]);
  });

  it('filters by status but counts every status under the other filters', async () => {
    const drafts = await list({ status: 0 });
    expect(drafts.ids).toEqual(sorted(f.ids.byManager, f.ids.both));
    expect(drafts.total).toBe(2);
    expect(drafts.counts).toMatchObject({ 0: 2, 2: 1 });
    expect((await list({ status: 0, contractor: f.b.id })).counts).toMatchObject({ 0: 1, 2: 1 });
  });

  it('filters by a flight’s route way', async () => {
    expect((await list({ route_way: f.customer.routeWayId })).total).toBe(3);
    const none = await list({ route_way: f.customer.routeWayId + 100_000 });
    expect(none.ids).toEqual([]);
    expect(none.counts[0]).toBe(0);
  });

  it('filters by the end between two Moscow times', async () => {
    // T0 + 1 h is 14:00 in Moscow, T0 + 5 h is 18:00.
    expect((await list({ date_from: '2027-01-10T16:00' })).ids).toEqual([f.ids.running]);
    expect((await list({ date_to: '2027-01-10T15:00' })).ids).toEqual(sorted(f.ids.byManager, f.ids.both));
    expect((await list({ date_from: '2027-01-10T13:00', date_to: '2027-01-10T14:00' })).total).toBe(2);
  });

  it('filters by a participant carrier', async () => {
    expect((await list({ contractor: f.a.id })).ids).toEqual(sorted(f.ids.byManager, f.ids.both));
    expect((await list({ contractor: f.b.id })).ids).toEqual(sorted(f.ids.running, f.ids.both));
  });

  it('filters by the manager who created the auction', async () => {
    expect((await list({ manager: f.customer.manager.user.id })).ids).toEqual([f.ids.byManager]);
    expect((await list({ manager: f.customer.admin.user.id })).ids).toEqual(
      sorted(f.ids.running, f.ids.both),
    );
  });

  it('refuses malformed filters with Russian messages (422)', async () => {
    for (const query of [
      'number=abc',
      'number=0',
      'route_way=-1',
      'contractor=1.5',
      'manager=99999999999',
      'status=9',
      'date_from=вчера',
      'date_from=2027-02-01T00:00&date_to=2027-01-01T00:00',
    ])
      expectProblem(await kit.call('GET', `${f.customer.auctionsUrl}?${query}`, f.customer.plain.auth), 422);
  });

  it('shows nothing of another customer and refuses a carrier', async () => {
    const other = await kit.setUpCustomer();
    const foreign = await kit.call('GET', `${other.auctionsUrl}?number=${f.ids.running}`, other.plain.auth);
    expect(foreign.json()).toMatchObject({ items: [], totalCount: 0 });
    expectProblem(await kit.call('GET', `${f.customer.auctionsUrl}?status=2`, f.a.auth), 404);
  });
});
