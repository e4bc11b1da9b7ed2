import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../core/app';
import { createManualClock } from '../../core/clock';
import type { DeliveredEvent } from '../../core/realtime/event-bus';
import { auctionBids, auctions, routes, transportationSettings } from '../../db/schema/index';
import { runDueAuctionWork, stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const auctionRow = async (id: number) =>
  (await t.app.ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
const routeRow = async (id: number) =>
  (await t.app.ctx.db.select().from(routes).where(eq(routes.id, id)))[0]!;

describe('an auction from start to assigned flights', () => {
  it('closes at the end, passes a declined win on, and assigns the flights at the winning price split to the kopeck', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    await t.app.ctx.db
      .insert(transportationSettings)
      .values({ customerId: customer.customerId, timeToCancel: 10 });
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b], { step: 100 }, [100_000, 50_000]);
    expect((await kit.bid(auction.id, a.auth, 150_000)).statusCode).toBe(201);
    expect((await kit.bid(auction.id, b.auth, 120_000)).statusCode).toBe(201);
    expect((await kit.bid(auction.id, a.auth, 100_000.01)).statusCode).toBe(201);

    kit.clock.set(new Date(T0.getTime() + 59 * kit.MINUTE));
    expect(await runDueAuctionWork(t.app.ctx)).toBe(0);
    kit.clock.set(new Date(T0.getTime() + 60 * kit.MINUTE));
    expect(await runDueAuctionWork(t.app.ctx)).toBe(1);
    const won = (await kit.call('GET', auction.url, customer.plain.auth)).json();
    expect(won).toMatchObject({ status: 4, winner: { contractor: { id: a.id }, summ: 100_000.01 } });
    expect((await kit.call('GET', `${a.base}/${auction.id}`, a.auth)).json()).toMatchObject({
      isWinner: true,
    });
    expectProblem(await kit.call('PATCH', `${b.base}/${auction.id}/decline_win`, b.auth), 409);

    const declined = await kit.call('PATCH', `${a.base}/${auction.id}/decline_win`, a.auth);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 4, isWinner: false });
    expect((await kit.call('GET', `${b.base}/${auction.id}`, b.auth)).json()).toMatchObject({
      isWinner: true,
      winnerDeadline: new Date(T0.getTime() + 70 * kit.MINUTE).toISOString(),
    });

    kit.clock.set(new Date(T0.getTime() + 70 * kit.MINUTE));
    expect(await runDueAuctionWork(t.app.ctx)).toBe(1);
    expect((await auctionRow(auction.id)).status).toBe(5);
    const [first, second] = await Promise.all(auction.routeIds.map(routeRow));
    // 120 000,00 ₽ over initial sums 100 000 and 50 000: two thirds and one third.
    expect([first!.contractorId, second!.contractorId]).toEqual([b.id, b.id]);
    expect([first!.freightSumKopecks, second!.freightSumKopecks]).toEqual([8_000_000, 4_000_000]);
    const flights = (await kit.call('GET', `/api/contractors/${b.id}/routes`, b.auth)).json();
    expect(flights.items.map((route: { id: number }) => route.id).sort()).toEqual(
      [...auction.routeIds].sort(),
    );
    expect((await kit.call('GET', `${b.base}?tab=won`, b.auth)).json().totalCount).toBe(1);
    expect((await kit.call('GET', `${a.base}?tab=archive`, a.auth)).json().totalCount).toBe(1);
  });

  it('gives the win at once to a first bid at the start price when firstBid is on', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    await t.app.ctx.db
      .insert(transportationSettings)
      .values({ customerId: customer.customerId, firstBid: true });
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b]);
    expect((await kit.bid(auction.id, a.auth, 150_000)).statusCode).toBe(201);
    expect((await auctionRow(auction.id)).status).toBe(4);
    expect((await kit.call('GET', `${a.base}/${auction.id}`, a.auth)).json()).toMatchObject({
      isWinner: true,
    });
    expectProblem(await kit.bid(auction.id, b.auth, 140_000), 409);
  });

  it('ends with no winner without bids, and clear_run starts it again', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a]);
    kit.clock.set(new Date(T0.getTime() + 61 * kit.MINUTE));
    await runDueAuctionWork(t.app.ctx);
    expect((await auctionRow(auction.id)).status).toBe(3);
    const restarted = await kit.call('PATCH', `${auction.url}/clear_run`, customer.manager.auth, {
      dateEnd: new Date(T0.getTime() + 120 * kit.MINUTE).toISOString(),
    });
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().status).toBe(2);
    expect((await kit.bid(auction.id, a.auth, 150_000)).statusCode).toBe(201);
  });

  it('refuses run and clear_run over a flight an auction may no longer take, as creation does (422)', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const route = await kit.readyRoute(customer);
    const draft = await kit.createAuction(customer, kit.auctionBody([route.id], [a]));
    await t.app.ctx.db.update(routes).set({ isCancel: true }).where(eq(routes.id, route.id));
    const run = await kit.call('PATCH', `${customer.auctionsUrl}/${draft.id}/run`, customer.manager.auth);
    expect(expectProblem(run, 422).errors).toEqual([
      `Рейсы: рейс ${route.id} не найден или недоступен для аукциона`,
    ]);
    expect((await auctionRow(draft.id)).status).toBe(0);

    const ended = await kit.activeAuction(customer, [a]);
    kit.clock.set(new Date(T0.getTime() + 61 * kit.MINUTE));
    await runDueAuctionWork(t.app.ctx);
    expect((await auctionRow(ended.id)).status).toBe(3);
    // The flight is planned for 01.03.2027: restarting after that day would auction a flight already gone.
    kit.clock.set(new Date('2027-03-02T00:00:00.000Z'));
    const restarted = await kit.call('PATCH', `${ended.url}/clear_run`, customer.manager.auth, {
      dateEnd: '2027-03-03T00:00:00.000Z',
    });
    expect(expectProblem(restarted, 422).errors).toEqual([
      `Рейсы: рейс ${ended.routeIds[0]} не найден или недоступен для аукциона`,
    ]);
    expect((await auctionRow(ended.id)).status).toBe(3);
    expectProblem(await kit.bid(ended.id, a.auth, 150_000), 409);
  });

  it('starts a planned auction when its start comes', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const route = await kit.readyRoute(customer);
    const auction = await kit.createAuction(
      customer,
      kit.auctionBody([route.id], [a], { dateStart: new Date(T0.getTime() + 10 * kit.MINUTE).toISOString() }),
    );
    await kit.call('PATCH', `${customer.auctionsUrl}/${auction.id}/run`, customer.manager.auth);
    expectProblem(await kit.bid(auction.id, a.auth, 150_000), 409);
    kit.clock.set(new Date(T0.getTime() + 10 * kit.MINUTE));
    await runDueAuctionWork(t.app.ctx);
    expect((await auctionRow(auction.id)).status).toBe(2);
    expect((await kit.bid(auction.id, a.auth, 150_000)).statusCode).toBe(201);
  });

  it('closes an auction whose end passed while the server was down at the next start', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a]);
    await kit.bid(auction.id, a.auth, 149_000);
    // A second server on the same database starts two hours later: its scheduler runs the overdue work at once.
    const later = await buildApp(t.config, {
      database: t.database,
      logger: false,
      clock: createManualClock(new Date(T0.getTime() + 120 * kit.MINUTE)),
    });
    await later.ready();
    try {
      await expect.poll(async () => (await auctionRow(auction.id)).status, { timeout: 5000 }).toBe(4);
    } finally {
      await later.close();
    }
  });
});

describe('live updates and the bid log', () => {
  it('sends bid and extended events with a per-auction seq growing by one, to the customer and the invited carriers', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b]);
    const seen: DeliveredEvent[] = [];
    const unsubscribe = t.app.ctx.bus.subscribe((event) => {
      if (event.envelope.id === `auction-${auction.id}`) seen.push(event);
    });
    await kit.bid(auction.id, a.auth, 150_000);
    kit.clock.set(new Date(T0.getTime() + 58 * kit.MINUTE));
    await kit.bid(auction.id, b.auth, 140_000);
    unsubscribe();
    expect(seen.map((event) => [event.envelope.type, event.envelope.seq - seen[0]!.envelope.seq])).toEqual([
      ['bid', 0],
      ['bid', 1],
      ['extended', 2],
    ]);
    expect(seen[1]!.envelope.payload).toMatchObject({
      bestSumm: 140_000,
      bidsCount: 2,
      bid: { summ: 140_000 },
    });
    expect(JSON.stringify(seen[1]!.envelope.payload)).not.toContain(String(b.company.name));
    expect(seen[0]!.audience).toEqual({
      kind: 'any',
      audiences: expect.arrayContaining([
        { kind: 'company', ownerType: 'customer', ownerId: customer.customerId },
        { kind: 'company', ownerType: 'contractor', ownerId: a.id },
        { kind: 'company', ownerType: 'contractor', ownerId: b.id },
      ]),
    });
  });

  it('tells by how many seconds a late bid moved the end, to the bidder and in the customer’s bids', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a]);
    // The end is at 60 min and the window 5 min: a bid at 55:02 moves it by 2 s.
    kit.clock.set(new Date(T0.getTime() + 55 * kit.MINUTE + 2_000));
    const late = await kit.bid(auction.id, a.auth, 150_000);
    expect(late.json()).toMatchObject({
      extendedBySeconds: 2,
      dateEnd: new Date(T0.getTime() + 60 * kit.MINUTE + 2_000).toISOString(),
    });
    const seen = (await kit.call('GET', auction.url, customer.plain.auth)).json();
    expect(seen.bids[0]).toMatchObject({ extendedBySeconds: 2 });
  });

  it('chains the accepted bids by hash, and detects a changed stored bid', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b]);
    for (const [carrier, summ] of [
      [a, 150_000],
      [b, 149_000],
      [a, 148_000],
    ] as const)
      await kit.bid(auction.id, carrier.auth, summ);
    const log = (await kit.call('GET', `${auction.url}/bid-log`, customer.plain.auth)).json();
    expect(log.isValid).toBe(true);
    expect(log.items.map((item: { seq: number }) => item.seq)).toEqual([1, 2, 3]);
    expect(log.items[0].prevHash).toBe('0'.repeat(64));
    expect(log.items[1].prevHash).toBe(log.items[0].hash);
    const byCarrier = (await kit.call('GET', `${b.base}/${auction.id}/bid-log`, b.auth)).json();
    expect(byCarrier.items).toEqual(
      log.items.map(({ contractor, ...item }: { contractor: { id: number } }) => ({
        ...item,
        isMine: contractor.id === b.id,
      })),
    );

    await t.app.ctx.db
      .update(auctionBids)
      .set({ summKopecks: 14_700_000 })
      .where(eq(auctionBids.id, log.items[1].bidId));
    const tampered = (await kit.call('GET', `${auction.url}/bid-log`, customer.plain.auth)).json();
    expect(tampered).toMatchObject({ isValid: false, brokenSeq: 2 });
  });
});
