import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueAuctionWork, stopAuctionScheduler } from '../auctions/auction-scheduler';
import { auctionsKit, T0 } from '../auctions/auctions.fixtures';
import { fleetKit, validDriver } from '../fleet/fleet.fixtures';
import { proformaKit } from '../proformas/proformas.fixtures';
import { ratingKit } from '../rating/rating.fixtures';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
let proformas: ReturnType<typeof proformaKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  proformas = proformaKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type FeedItem = {
  seq: number;
  type: string;
  entity: string;
  entityId: number;
  data: Record<string, unknown>;
};
const HOUR = 3_600_000;

const feed = async (side: 'customers' | 'contractors', id: number, auth: Auth, query = '') => {
  const response = await kit.call('GET', `/api/${side}/${id}/events${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: FeedItem[]; nextAfter: number };
};
const typesOf = (items: FeedItem[], entityId?: number) =>
  items.filter((item) => entityId === undefined || item.entityId === entityId).map((item) => item.type);
const expectGapless = (items: FeedItem[]) =>
  expect(items.map((item) => item.seq)).toEqual(items.map((_, index) => index + 1));

describe('GET …/events', () => {
  it('refuses a bad after or limit with a Russian message (422)', async () => {
    const team = await kit.setUpCustomer();
    for (const query of ['?limit=101', '?limit=0', '?after=-1', '?after=abc', '?limit=1.5']) {
      const problem = expectProblem(
        await kit.call('GET', `/api/customers/${team.customerId}/events${query}`, team.admin.auth),
        422,
      );
      expect(problem.message, query).toMatch(/[а-я]/i);
    }
  });

  it('is for admins of the company: user and manager roles 403, another company 404', async () => {
    const team = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    expectProblem(await kit.call('GET', `/api/customers/${team.customerId}/events`, team.plain.auth), 403);
    expectProblem(await kit.call('GET', `/api/customers/${team.customerId}/events`, team.manager.auth), 403);
    expectProblem(await kit.call('GET', `/api/customers/${other.customerId}/events`, team.admin.auth), 404);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_MANAGER']);
    expectProblem(await kit.call('GET', `/api/contractors/${carrier.company.id}/events`, carrier.auth), 403);
    const carrierAdmin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(
      await kit.call('GET', `/api/contractors/${carrier.company.id}/events`, carrierAdmin.auth),
      404,
    );
  });

  it('pages by after and limit; nextAfter stays at after when nothing is new', async () => {
    kit.clock.set(T0);
    const team = await kit.setUpCustomer();
    for (let i = 0; i < 3; i += 1) await kit.readyRoute(team, 150_000, `2027-03-0${i + 1}`);
    const all = await feed('customers', team.customerId, team.admin.auth);
    expect(all.items).toHaveLength(6);
    expectGapless(all.items);
    expect(all.nextAfter).toBe(6);
    const page = await feed('customers', team.customerId, team.admin.auth, '?after=2&limit=3');
    expect(page.items.map((item) => item.seq)).toEqual([3, 4, 5]);
    expect(page.nextAfter).toBe(5);
    const empty = await feed('customers', team.customerId, team.admin.auth, '?after=6');
    expect(empty).toEqual({ items: [], nextAfter: 6 });
  });
});

describe('events of the changes', () => {
  it('an auction run, won and closed: the customer and the invited carriers, not a stranger; the winner gets its flight', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b, stranger] = [
      await kit.partner(customer),
      await kit.partner(customer),
      await kit.partner(customer),
    ];
    const auction = await kit.activeAuction(customer, [a, b]);
    expect((await kit.bid(auction.id, a.auth, 140_000)).statusCode).toBe(201);
    kit.clock.set(new Date(T0.getTime() + HOUR));
    await runDueAuctionWork(t.app.ctx);
    kit.clock.set(new Date(T0.getTime() + 48 * HOUR));
    await runDueAuctionWork(t.app.ctx);

    const own = (await feed('customers', customer.customerId, customer.admin.auth)).items;
    expectGapless(own);
    expect(typesOf(own, auction.id).filter((type) => type.startsWith('auction.'))).toEqual([
      'auction.created',
      'auction.active',
      'auction.has_winner',
      'auction.closed',
    ]);
    const routeId = auction.routeIds[0]!;
    expect(typesOf(own, routeId)).toEqual(['route.created', 'route.ready', 'route.assigned']);

    const winner = (await feed('contractors', a.id, a.auth)).items;
    expect(winner.map((item) => [item.seq, item.type])).toEqual([
      [1, 'auction.active'],
      [2, 'auction.has_winner'],
      [3, 'route.assigned'],
      [4, 'auction.closed'],
    ]);
    expect(winner[1]!.data).toEqual({ number: String(auction.id), status: 4 });
    expect(winner[2]!.data).toMatchObject({ contractorId: a.id, state: 0, isDraft: false, isCancel: false });
    expect(typesOf((await feed('contractors', b.id, b.auth)).items)).toEqual([
      'auction.active',
      'auction.has_winner',
      'auction.closed',
    ]);
    expect((await feed('contractors', stranger.id, stranger.auth)).items).toEqual([]);
  });

  it('a flight under way: each arrival, then the close, for the customer and the assigned carrier', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const planned = new Date(T0.getTime() - 72 * HOUR);
    const route = await kit.assignedRoute(customer, carrier.company.id, {
      planDateArrival: planned.toISOString(),
    });
    const url = `${customer.routesUrl}/${route.id}/movement_points`;
    for (const [index, point] of route.movementPoints.entries()) {
      const arrived = await kit.call('PATCH', `${url}/${point.id}`, customer.manager.auth, {
        factDateArrival: new Date(T0.getTime() - (3 - index) * HOUR).toISOString(),
      });
      expect(arrived.statusCode, arrived.body).toBe(200);
    }
    const expected = ['route.arrived', 'route.arrived', 'route.arrived', 'route.closed'];
    expect(typesOf((await feed('customers', customer.customerId, customer.admin.auth)).items)).toEqual([
      'route.created',
      ...expected,
    ]);
    const carrierItems = (await feed('contractors', carrier.company.id, carrier.auth)).items;
    expect(typesOf(carrierItems)).toEqual(expected);
    expect(carrierItems.at(-1)!.data).toMatchObject({ state: 7, contractorId: carrier.company.id });
  });

  it('a proforma built, sent, accepted and paid: the carrier hears it all, the customer from the send on', async () => {
    kit.clock.set(new Date('2026-03-10T09:00:00Z'));
    const pair = await proformas.setUp();
    await proformas.closedFlight(pair, '2026-02-10', 12_000_000);
    const sent = await proformas.sent(pair, '2026-02-01', '2026-02-28');
    const view = `${pair.customerUrl}/${sent.id}`;
    expect((await kit.call('PATCH', `${view}/accept`, pair.customer.manager.auth)).statusCode).toBe(200);
    const paid = await kit.call('PATCH', `${view}/pay`, pair.customer.admin.auth, {
      paidOn: '2026-03-10',
      paymentNumber: '118',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const carrierItems = (await feed('contractors', pair.carrierId, pair.carrier.auth)).items;
    expect(typesOf(carrierItems, sent.id)).toEqual([
      'proforma.created',
      'proforma.changed',
      'proforma.sent',
      'proforma.accepted',
      'proforma.paid',
    ]);
    const customerItems = (await feed('customers', pair.customer.customerId, pair.customer.admin.auth)).items;
    expect(typesOf(customerItems, sent.id)).toEqual(['proforma.sent', 'proforma.accepted', 'proforma.paid']);
    expect(customerItems.at(-1)!.data).toEqual({
      number: 'П-2026-0001',
      version: 0,
      status: 4,
      contractorId: pair.carrierId,
      customerId: pair.customer.customerId,
      total: 120_000,
    });
  });

  it('a driver sent to check and verified: its carrier and the partner customers whose security checks it', async () => {
    const fleet = fleetKit(t);
    const carrier = await fleet.carrier();
    const partner = await fleet.customer(carrier.id);
    const stranger = await fleet.customer();
    const created = await kit.call(
      'POST',
      `/api/contractors/${carrier.id}/drivers`,
      carrier.manager.auth,
      validDriver(),
    );
    expect(created.statusCode, created.body).toBe(201);
    const driverId = created.json().id as number;
    expect(
      (
        await kit.call(
          'PATCH',
          `/api/contractors/${carrier.id}/drivers/${driverId}/tocheck`,
          carrier.admin.auth,
        )
      ).statusCode,
    ).toBe(200);
    const verified = await kit.call(
      'PATCH',
      `/api/customers/${partner.id}/drivers/${driverId}/to_verification`,
      partner.admin.auth,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const expected = [
      [1, 'driver.on_check', driverId, { status: 1 }],
      [2, 'driver.verified', driverId, { status: 2 }],
    ];
    const rows = (items: FeedItem[]) => items.map((item) => [item.seq, item.type, item.entityId, item.data]);
    expect(rows((await feed('contractors', carrier.id, carrier.admin.auth)).items)).toEqual(expected);
    expect(rows((await feed('customers', partner.id, partner.admin.auth)).items)).toEqual(expected);
    expect((await feed('customers', stranger.id, stranger.admin.auth)).items).toEqual([]);
  });

  it('an appeal filed, taken to processing and accepted: the carrier and the customer, with its flight', async () => {
    kit.clock.set(new Date('2026-06-15T09:00:00Z'));
    const rating = ratingKit(t);
    const pair = await rating.setUp();
    const route = await rating.closedRoute(pair, '2026-05-11T10:00:00+03:00', [0, 45, 0]);
    const detail = (await rating.call('GET', `${pair.carrierBase}/rating_list/1`, pair.carrier.auth)).json();
    const month = (
      await rating.call('GET', `${pair.carrierBase}/ratings/${detail.items[0].id}`, pair.carrier.auth)
    ).json() as { ratingIndexValues: { id: number; index: { code: string } }[] };
    const onTime = month.ratingIndexValues.find((value) => value.index.code === 'onTime')!;
    const [late] = (
      await rating.call(
        'GET',
        `${pair.carrierBase}/indexvalue/${onTime.id}/events_for_appeals`,
        pair.carrier.auth,
      )
    ).json().items as { id: number }[];
    const filed = await rating.call(
      'POST',
      `${pair.carrierBase}/events_for_appeals/${late!.id}/appeals`,
      pair.carrier.auth,
      { comment: 'Пробка на трассе' },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const appealId = filed.json().id as number;
    const url = `${pair.customer.base}/appeals/${appealId}`;
    expect(
      (await rating.call('PATCH', `${url}/toprocessing`, pair.customer.manager.auth, {})).statusCode,
    ).toBe(200);
    expect((await rating.call('PATCH', `${url}/accept`, pair.customer.manager.auth, {})).statusCode).toBe(
      200,
    );
    const expected = [
      ['appeal.created', { number: String(appealId), status: 0, routeId: route.id }],
      ['appeal.review', { number: String(appealId), status: 1, routeId: route.id }],
      ['appeal.accepted', { number: String(appealId), status: 2, routeId: route.id }],
    ];
    const appealsOf = (items: FeedItem[]) =>
      items.filter((item) => item.entity === 'appeal').map((item) => [item.type, item.data]);
    expect(appealsOf((await feed('contractors', pair.carrier.company.id, pair.carrier.auth)).items)).toEqual(
      expected,
    );
    expect(
      appealsOf((await feed('customers', pair.customer.customerId, pair.customer.admin.auth)).items),
    ).toEqual(expected);
  });

  it('a user blocked and unblocked: only the user’s own company', async () => {
    const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const colleague = await createUser(t.app.ctx.db, { ownerType: 'contractor', ownerId: admin.company.id });
    const url = `/api/contractors/${admin.company.id}/users/${colleague.id}`;
    expect((await kit.call('PATCH', `${url}/block`, admin.auth)).statusCode).toBe(200);
    expect((await kit.call('PATCH', `${url}/unblock`, admin.auth)).statusCode).toBe(200);
    const items = (await feed('contractors', admin.company.id, admin.auth)).items;
    expect(items.map((item) => [item.seq, item.type, item.entityId, item.data])).toEqual([
      [1, 'user.blocked', colleague.id, { status: 'blocked' }],
      [2, 'user.unblocked', colleague.id, { status: 'active' }],
    ]);
  });
});

describe('the outbox', () => {
  it('a change that fails after recording its event leaves neither, and the next event takes the next seq', async () => {
    kit.clock.set(T0);
    const team = await kit.setUpCustomer();
    const route = await kit.readyRoute(team);
    const before = await feed('customers', team.customerId, team.admin.auth);
    // A failure inside the change's transaction once its event row is written: the cancel must roll back whole.
    const db = t.app.ctx.db;
    await db.execute(
      sql.raw(`
      CREATE OR REPLACE FUNCTION fail_after_event() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'forced failure after the event'; END $$ LANGUAGE plpgsql`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER fail_after_event AFTER INSERT ON events FOR EACH ROW
        WHEN (NEW.type = 'route.cancelled' AND NEW.entity_id = ${route.id}) EXECUTE FUNCTION fail_after_event()`),
    );
    try {
      const cancel = await kit.call('DELETE', `${team.routesUrl}/${route.id}`, team.manager.auth);
      expect(cancel.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER fail_after_event ON events'));
    }
    expect((await kit.routeRow(route.id)).isCancel).toBe(false);
    expect(await feed('customers', team.customerId, team.admin.auth)).toEqual(before);

    const cancelled = await kit.call('DELETE', `${team.routesUrl}/${route.id}`, team.manager.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await feed('customers', team.customerId, team.admin.auth)).items;
    expect(after.at(-1)).toMatchObject({ seq: before.nextAfter + 1, type: 'route.cancelled' });
    expectGapless(after);
  });

  it('concurrent changes of one company commit with consecutive seqs and no gap', async () => {
    kit.clock.set(T0);
    const team = await kit.setUpCustomer();
    const drafts = [];
    for (let i = 0; i < 6; i += 1)
      drafts.push(await kit.createRoute(team, { planDateArrival: `2027-04-0${i + 1}T10:00:00+03:00` }));
    const answers = await Promise.all(
      drafts.map((route) => kit.call('PATCH', `${team.routesUrl}/${route.id}/set_ready`, team.manager.auth)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(drafts.map(() => 200));
    const items = (await feed('customers', team.customerId, team.admin.auth)).items;
    expect(items).toHaveLength(12);
    expectGapless(items);
    expect(
      new Set(items.filter((item) => item.type === 'route.ready').map((item) => item.entityId)).size,
    ).toBe(6);
  });
});
