import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifications, routes, tenderRoutes } from '../../db/schema/index';
import { stopTenderScheduler } from './tender-scheduler';
import { LOT_DAYS, T0, tendersKit } from './tenders.fixtures';

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await stopTenderScheduler(t.app.ctx);
});
afterAll(() => t.close());

/** An ended tender of two lots with bids of three carriers: c is cheapest on lot 1, b on lot 2. */
const endedTender = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
  const tender = await kit.activeTender(customer, [a, b, c], {}, [
    kit.lot(customer),
    kit.lot(customer, { weekdays: [2] }),
  ]);
  const [first, second] = tender.lotIds as [number, number];
  await kit.bid(a, tender.id, first, 95_000);
  await kit.bid(b, tender.id, first, 93_000);
  await kit.bid(c, tender.id, first, 90_000);
  await kit.bid(b, tender.id, second, 80_000);
  await kit.action(customer, tender.id, 'end');
  return { customer, a, b, c, tender, first, second };
};

const lotRoutes = async (lotId: number) =>
  t.app.ctx.db
    .select({ route: routes })
    .from(routes)
    .innerJoin(tenderRoutes, eq(tenderRoutes.routeId, routes.id))
    .where(eq(tenderRoutes.routeTemplateId, lotId))
    .orderBy(routes.planDateArrival);

type FeedItem = { type: string; entity: string; entityId: number; data: Record<string, unknown> };
const feedOf = async (side: 'customers' | 'contractors', id: number, auth: Record<string, string>) => {
  const answer = await kit.call('GET', `/api/${side}/${id}/events`, auth);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { items: FeedItem[] }).items;
};

describe('events of a tender (issue 26)', () => {
  it('tells the customer and the invited carriers each step, the winner its flights, and nobody else', async () => {
    const { customer, a, c, tender, first } = await endedTender();
    const stranger = await kit.partner(customer);
    expect((await kit.action(customer, tender.id, 'acceptwinner')).statusCode).toBe(200);

    const own = await feedOf('customers', customer.customerId, customer.admin.auth);
    expect(
      own.filter((item) => item.entity === 'tender' && item.entityId === tender.id).map((item) => item.type),
    ).toEqual(['tender.created', 'tender.active', 'tender.ended', 'tender.accepted']);
    const tenderTypes = (items: FeedItem[]) =>
      items.filter((item) => item.type.startsWith('tender.')).map((item) => item.type);
    const loser = await feedOf('contractors', a.id, a.auth);
    expect(tenderTypes(loser)).toEqual(['tender.active', 'tender.ended', 'tender.accepted']);
    expect(loser.some((item) => item.type === 'route.assigned')).toBe(false);
    const winner = await feedOf('contractors', c.id, c.auth);
    expect(tenderTypes(winner)).toEqual(['tender.active', 'tender.ended', 'tender.accepted']);
    const assigned = winner.filter((item) => item.type === 'route.assigned');
    expect(assigned.length).toBe((await lotRoutes(first)).length);
    expect(assigned.every((item) => item.data.contractorId === c.id)).toBe(true);
    expect(await feedOf('contractors', stranger.id, stranger.auth)).toEqual([]);
  });
});

describe('acceptwinner', () => {
  it('gives each lot to its lowest bid unless chosen, sets the tariffs and generates the winners\u2019 flights', async () => {
    const { customer, a, b, c, tender, first, second } = await endedTender();
    const ended = (await kit.call('GET', tender.url, customer.manager.auth)).json();
    expect(ended.routeTemplates[0]).toMatchObject({
      bestSumm: 90_000,
      savingStart: 10_000,
      savingTariff: 60_000,
    });
    // The customer prefers carrier b on lot 1 (not the lowest).
    const bidB = ended.routeTemplates[0].bids.find(
      (bid: { contractor: { id: number } }) => bid.contractor.id === b.id,
    );
    const chosen = await kit.action(customer, tender.id, `setwinner/${bidB.id}`);
    expect(chosen.json().routeTemplates[0].winner).toMatchObject({ contractor: { id: b.id }, summ: 93_000 });
    expectProblem(await kit.action(customer, tender.id, 'setwinner/2000000000'), 404);

    const accepted = await kit.action(customer, tender.id, 'acceptwinner');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 4 });
    expect(accepted.json().routeTemplates).toMatchObject([
      { winner: { contractor: { id: b.id }, summ: 93_000 }, tariff: 150_000, routesCount: 6 },
      { winner: { contractor: { id: b.id }, summ: 80_000 }, routesCount: 2 },
    ]);

    // The lane's tariff is the last accepted price, with the tender as its source and the history kept.
    const tariff = (
      await kit.call(
        'GET',
        `${customer.base}/route-tariff/tender/route-way/${customer.routeWayId}`,
        customer.admin.auth,
      )
    ).json();
    expect(JSON.stringify(tariff)).toContain(`"tenderId":${tender.id}`);
    expect(JSON.stringify(tariff)).toContain('150000');

    // Six ready flights on Mondays, Wednesdays and Fridays at 09:00 Moscow, price as freight sum.
    const made = await lotRoutes(first);
    expect(made.map(({ route }) => route.routeDay)).toEqual(LOT_DAYS);
    expect(made[0]!.route).toMatchObject({
      contractorId: b.id,
      isDraft: false,
      initialSumKopecks: 9_300_000,
      freightSumKopecks: 9_300_000,
      planDateArrival: new Date('2027-03-01T06:00:00.000Z'),
    });
    expect((await lotRoutes(second)).map(({ route }) => route.routeDay)).toEqual([
      '2027-03-02',
      '2027-03-09',
    ]);
    const carrierFlights = (await kit.call('GET', `/api/contractors/${b.id}/routes`, b.auth)).json();
    expect(carrierFlights.totalCount).toBe(8);

    // Each carrier now learns whether it won, and only that.
    const viewC = (await kit.call('GET', `/api/contractors/${c.id}/tenders/${tender.id}`, c.auth)).json();
    expect(viewC.routeTemplates.map((lot: { isWinner: boolean }) => lot.isWinner)).toEqual([false, false]);
    const won = (await kit.call('GET', `/api/contractors/${b.id}/tenders?tab=won`, b.auth)).json();
    expect(won.items).toMatchObject([{ id: tender.id, wonLotsCount: 2 }]);
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.type, 'tender-result'), inArray(notifications.userId, [a.user.id, c.user.id])),
      );
    expect(told).toHaveLength(2);
    expect(told[0]!.text).toContain('Победа досталась другим участникам');
    expectProblem(await kit.action(customer, tender.id, 'acceptwinner'), 409);
  });

  it('makes one flight per trip of the lot: its first trip days when it asks for fewer trips than days', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const tender = await kit.activeTender(customer, [carrier], {}, [kit.lot(customer, { tripsCount: 3 })]);
    const lot = tender.lotIds[0]!;
    await kit.bid(carrier, tender.id, lot, 90_000);
    await kit.action(customer, tender.id, 'end');
    const accepted = await kit.action(customer, tender.id, 'acceptwinner');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().routeTemplates[0]).toMatchObject({ tripsCount: 3, routesCount: 3 });
    expect(accepted.json().routeTemplates[0].bids[0].total).toBe(270_000);
    expect((await lotRoutes(lot)).map(({ route }) => route.routeDay)).toEqual(LOT_DAYS.slice(0, 3));
  });

  it('numbers the bidders by their first bid in the tender, not by the time of a reposted one', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const tender = await kit.activeTender(customer, [a, b]);
    const lot = tender.lotIds[0]!;
    await kit.bid(a, tender.id, lot, 95_000);
    kit.clock.set(new Date(T0.getTime() + kit.MINUTE));
    await kit.bid(b, tender.id, lot, 94_000);
    // a reposts after b's first bid: it stays «Участник 1».
    kit.clock.set(new Date(T0.getTime() + 2 * kit.MINUTE));
    await kit.bid(a, tender.id, lot, 96_000);
    await kit.action(customer, tender.id, 'end');
    expect((await kit.action(customer, tender.id, 'acceptwinner')).statusCode).toBe(200);
    const bidsSeenBy = async (carrier: typeof a) =>
      (await kit.call('GET', `/api/contractors/${carrier.id}/tenders/${tender.id}`, carrier.auth)).json()
        .routeTemplates[0].bids;
    expect(await bidsSeenBy(a)).toEqual([
      { bidder: 2, summ: 94_000, isMine: false },
      { bidder: 1, summ: 96_000, isMine: true },
    ]);
    expect(await bidsSeenBy(b)).toEqual([
      { bidder: 2, summ: 94_000, isMine: true },
      { bidder: 1, summ: 96_000, isMine: false },
    ]);
  });

  it('passes a declined win to the next best bid, moving the flights not yet started', async () => {
    const { customer, a, b, c, tender, first } = await endedTender();
    await kit.action(customer, tender.id, 'acceptwinner');
    // c won lot 1 at 90 000; by 4 March two of its flights have started their time.
    kit.clock.set(new Date('2027-03-04T00:00:00Z'));
    expectProblem(
      await kit.call('PATCH', `/api/contractors/${a.id}/tenders/${tender.id}/declinewin`, a.auth),
      409,
    );
    const declined = await kit.call(
      'PATCH',
      `/api/contractors/${c.id}/tenders/${tender.id}/declinewin`,
      c.auth,
      {
        routeTemplate: first,
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().routeTemplates[0].isWinner).toBe(false);
    const made = await lotRoutes(first);
    expect(made.map(({ route }) => route.contractorId)).toEqual([c.id, c.id, b.id, b.id, b.id, b.id]);
    expect(made[5]!.route.freightSumKopecks).toBe(9_300_000);
    const seen = (await kit.call('GET', tender.url, customer.manager.auth)).json();
    expect(seen.routeTemplates[0].winner).toMatchObject({ contractor: { id: b.id }, summ: 93_000 });
    expect(
      seen.routeTemplates[0].bids.find((bid: { contractor: { id: number } }) => bid.contractor.id === c.id),
    ).toMatchObject({ declined: true });
    // A carrier that declined cannot decline again.
    expectProblem(
      await kit.call('PATCH', `/api/contractors/${c.id}/tenders/${tender.id}/declinewin`, c.auth),
      409,
    );
  });

  it('answers 409 to declinewin before acceptance and 404 to a lot of another tender', async () => {
    const { customer, c, tender } = await endedTender();
    expectProblem(
      await kit.call('PATCH', `/api/contractors/${c.id}/tenders/${tender.id}/declinewin`, c.auth),
      409,
    );
    await kit.action(customer, tender.id, 'acceptwinner');
    expectProblem(
      await kit.call('PATCH', `/api/contractors/${c.id}/tenders/${tender.id}/declinewin`, c.auth, {
        routeTemplate: 2_000_000_000,
      }),
      404,
    );
  });
});

describe('reports/tenders', () => {
  it('answers per lot: start price, bids, best, winner, saving, tariffs before and after, totals, and a workbook', async () => {
    const { customer, b, tender } = await endedTender();
    await kit.action(customer, tender.id, 'acceptwinner');
    const report = (await kit.call('GET', `${customer.base}/reports/tenders`, customer.plain.auth)).json();
    expect(report.items).toMatchObject([
      {
        tender: { id: tender.id },
        startSum: 100_000,
        bidsCount: 3,
        bestSumm: 90_000,
        winnerSumm: 90_000,
        saving: 10_000,
        tariffBefore: 150_000,
        tariffAfter: 90_000,
      },
      { bidsCount: 1, winner: { id: b.id }, winnerSumm: 80_000, saving: 20_000 },
    ]);
    expect(report.totals).toEqual({ lots: 2, bids: 4, saving: 10_000 * 6 + 20_000 * 2 });
    const workbook = await kit.call(
      'GET',
      `${customer.base}/reports/tenders?format=xlsx`,
      customer.plain.auth,
    );
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-type']).toContain('spreadsheetml');
  });
});
