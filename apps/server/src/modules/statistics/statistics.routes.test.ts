import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueAuctionWork, stopAuctionScheduler } from '../auctions/auction-scheduler';
import { auctionsKit, T0 } from '../auctions/auctions.fixtures';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const at = (minutes: number) => kit.clock.set(new Date(T0.getTime() + minutes * kit.MINUTE));
const RANGE = 'dateFrom=2027-01-01&dateTo=2027-03-31';

/**
 * Three auctions ending 10.01.2027 on the kit's lane (tariff 150 000 ₽, 1 790 km), all flights on 01.03.2027:
 * - `won`: start 100 000; a bids 100 000 at +50 min, b 90 000 at +56 min (5 min before the end: one extension to
 *   +61) and wins;
 * - `declined`: start 250 000; b bids 150 000, a's offer 120 000 is accepted and a declines: b wins at 150 000;
 * - `empty`: start 50 000, only a invited, no bids; restarted once and ends without bids again.
 */
const setUp = async () => {
  at(0);
  const customer = await kit.setUpCustomer();
  const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
  const won = await kit.activeAuction(customer, [a, b], { step: 100 }, [100_000]);
  const declined = await kit.activeAuction(customer, [a, b], { step: 100 }, [250_000]);
  const empty = await kit.activeAuction(customer, [a], {}, [50_000]);
  await kit.bid(declined.id, b.auth, 150_000);
  const offer = (
    await kit.call('POST', `/api/auctions/${declined.id}/offers`, a.auth, { summ: 120_000 })
  ).json();
  await kit.call('PATCH', `${declined.url}/offers/${offer.id}/accept`, customer.manager.auth);
  await kit.call('PATCH', `${a.base}/${declined.id}/decline_win`, a.auth);
  at(50);
  await kit.bid(won.id, a.auth, 100_000);
  at(56);
  await kit.bid(won.id, b.auth, 90_000);
  const url = (economy: string, query = RANGE) =>
    `/api/statistics/${customer.customerId}/${economy}?${query}`;
  const get = async (economy: string, query = RANGE) => {
    const response = await kit.call('GET', url(economy, query), customer.plain.auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { customer, a, b, won, declined, empty, url, get };
};

/** Closes the three auctions, restarts the empty one and lets it end again; then the winners' deadlines pass. */
const closeAll = async ({ customer, empty }: Awaited<ReturnType<typeof setUp>>) => {
  at(62);
  await runDueAuctionWork(t.app.ctx);
  const restart = await kit.call(
    'PATCH',
    `${customer.auctionsUrl}/${empty.id}/clear_run`,
    customer.manager.auth,
    {
      dateEnd: new Date(T0.getTime() + 90 * kit.MINUTE).toISOString(),
    },
  );
  expect(restart.statusCode, restart.body).toBe(200);
  at(91);
  await runDueAuctionWork(t.app.ctx);
  at(200);
  await runDueAuctionWork(t.app.ctx);
};

const ZERO_AUCTIONS = {
  auctionsHeld: 0,
  withoutBids: 0,
  withoutBidsShare: 0,
  bidsPerAuction: 0,
  bidsPerAuctionMedian: 0,
  carriersPerAuction: 0,
  startSum: 0,
  winningSum: 0,
  savingStart: 0,
  savingStartPercent: 0,
  savingTariff: 0,
  savingSecond: 0,
  extensions: 0,
  declinedWins: 0,
  restarts: 0,
};

describe('GET /api/statistics/{customerId}/auction-economy', () => {
  it('counts held auctions by their end, the winners of 4 and 5 only, and moves once an auction closes', async () => {
    const fixture = await setUp();
    // Before the end only `declined` is held: accepting the offer decided it at once.
    expect((await fixture.get('auction-economy')).totals).toMatchObject({
      auctionsHeld: 1,
      startSum: 250_000,
      winningSum: 150_000,
      extensions: 0,
    });
    await closeAll(fixture);
    const answer = await fixture.get('auction-economy');
    expect(answer.totals).toEqual({
      auctionsHeld: 3,
      withoutBids: 1,
      withoutBidsShare: 33.33,
      bidsPerAuction: 1,
      bidsPerAuctionMedian: 1,
      carriersPerAuction: 1,
      startSum: 350_000,
      winningSum: 240_000,
      savingStart: 110_000,
      savingStartPercent: 31.43,
      savingTariff: 60_000,
      savingSecond: 10_000,
      extensions: 1,
      declinedWins: 1,
      restarts: 1,
    });
    expect(answer.series).toEqual([
      { period: '2027-01-01', ...answer.totals },
      { period: '2027-02-01', ...ZERO_AUCTIONS },
      { period: '2027-03-01', ...ZERO_AUCTIONS },
    ]);
    expect(answer.rows).toEqual([
      { key: { id: fixture.customer.routeWayId, name: expect.any(String) }, ...answer.totals },
    ]);
    // a's 100 000 came 11 minutes before the final end (+61), b's lowest 90 000 five minutes before.
    expect(answer.timing).toHaveLength(60);
    expect(answer.timing.filter((point: { bids: number }) => point.bids > 0)).toEqual([
      { minutesBeforeEnd: 5, bids: 1, lowest: 1 },
      { minutesBeforeEnd: 11, bids: 1, lowest: 0 },
    ]);
  });

  it('groups by week and filters by carrier, route way and manager', async () => {
    const fixture = await setUp();
    await closeAll(fixture);
    const weeks = await fixture.get('auction-economy', 'dateFrom=2027-01-04&dateTo=2027-01-17&groupBy=week');
    expect(
      weeks.series.map((point: { period: string; auctionsHeld: number }) => [
        point.period,
        point.auctionsHeld,
      ]),
    ).toEqual([
      ['2027-01-04', 3],
      ['2027-01-11', 0],
    ]);
    // Only a was invited to `empty`: b's auctions are the two won ones.
    const ofB = await fixture.get('auction-economy', `${RANGE}&contractor=${fixture.b.id}`);
    expect(ofB.totals).toMatchObject({ auctionsHeld: 2, withoutBids: 0, startSum: 350_000 });
    const otherWay = await fixture.get(
      'auction-economy',
      `${RANGE}&routeWay=${fixture.customer.routeWayId + 1000}`,
    );
    expect(otherWay.totals.auctionsHeld).toBe(0);
    const byManager = await fixture.get(
      'auction-economy',
      `${RANGE}&manager=${fixture.customer.manager.user.id}&manager=${fixture.customer.admin.user.id}`,
    );
    expect(byManager.totals.auctionsHeld).toBe(3);
    const outside = await fixture.get('auction-economy', 'dateFrom=2027-01-11&dateTo=2027-03-31');
    expect(outside.totals.auctionsHeld).toBe(0);
  });
});

describe('flights, managers, dates and award cost', () => {
  it('counts the bought flights per route way with spend, ₽/km, price against the tariff and concentration', async () => {
    const fixture = await setUp();
    await closeAll(fixture);
    const answer = await fixture.get('route-economy');
    // Two flights of 01.03.2027 bought by b at 90 000 and 150 000 from initial sums 100 000 and 250 000.
    expect(answer.totals).toEqual({
      flights: 2,
      spend: 240_000,
      perKm: 67.04,
      winningVsTariff: -31.43,
      onTimeShare: 0,
      carriers: 1,
      topCarrierShare: 100,
      hhi: 10_000,
    });
    expect(answer.series.map((point: { flights: number }) => point.flights)).toEqual([0, 0, 2]);
    expect(answer.rows).toHaveLength(1);

    const dates = await fixture.get('date-economy', `${RANGE}&groupBy=month`);
    expect(dates.rows.map((row: { key: { id: string; name: string } }) => row.key)).toEqual([
      { id: '2027-01-01', name: 'янв 2027' },
      { id: '2027-02-01', name: 'фев 2027' },
      { id: '2027-03-01', name: 'мар 2027' },
    ]);
    expect(dates.rows[2]).toMatchObject({ flights: 2, spend: 240_000, savingStart: 110_000, onTimeShare: 0 });
  });

  it('sums per manager the auctions created, the flights and the share without bids', async () => {
    const fixture = await setUp();
    await closeAll(fixture);
    const answer = await fixture.get('manager-economy');
    expect(answer.totals).toEqual({
      auctions: 3,
      tenders: 0,
      flights: 2,
      spend: 240_000,
      savingStart: 110_000,
      withoutBidsShare: 33.33,
    });
    const manager = answer.rows.find(
      (row: { key: { id: number | null } }) => row.key.id === fixture.customer.manager.user.id,
    );
    expect(manager).toMatchObject({ auctions: 3, withoutBidsShare: 33.33 });
  });

  it('nets the saving of declined wins and leaves the penalties unknown before any proforma is accepted', async () => {
    const fixture = await setUp();
    await closeAll(fixture);
    const answer = await fixture.get('award-cost');
    // The declined offer was 120 000, the win went to 150 000: the decline cost 30 000.
    expect(answer.totals).toEqual({
      savingStart: 110_000,
      declinedWinsCost: 30_000,
      restartsCost: 0,
      penaltiesRecovered: null,
      netSaving: 80_000,
    });
    const tenders = await fixture.get('tender-economy');
    expect(tenders.totals).toMatchObject({ tendersHeld: 0, lots: 0 });
  });

  it('counts what a cancelled auction cost when its flight was bought again dearer', async () => {
    at(0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const cancelled = await kit.activeAuction(customer, [a], { step: 100 }, [100_000]);
    await kit.bid(cancelled.id, a.auth, 80_000);
    const cancel = await kit.call('PATCH', `${cancelled.url}/cancel`, customer.manager.auth);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await kit.createAuction(customer, kit.auctionBody(cancelled.routeIds, [a], { step: 100 }));
    const run = await kit.call('PATCH', `${customer.auctionsUrl}/${again.id}/run`, customer.manager.auth);
    expect(run.statusCode, run.body).toBe(200);
    await kit.bid(again.id, a.auth, 90_000);
    at(62);
    await runDueAuctionWork(t.app.ctx);
    at(200);
    await runDueAuctionWork(t.app.ctx);
    const answer = await kit.call(
      'GET',
      `/api/statistics/${customer.customerId}/award-cost?${RANGE}`,
      customer.plain.auth,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    // Cancelled at a best price of 80 000, bought again at 90 000: the restart cost 10 000.
    expect(answer.json().totals).toMatchObject({ savingStart: 10_000, restartsCost: 10_000, netSaving: 0 });
  });

  it('answers a workbook of the rows', async () => {
    const fixture = await setUp();
    const response = await kit.call(
      'GET',
      fixture.url('auction-economy', `${RANGE}&format=xlsx`),
      fixture.customer.plain.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(Object.keys(unzipSync(response.rawPayload))).toContain('xl/worksheets/sheet1.xml');
  });
});

describe('statistics access and input', () => {
  it('answers 401 without a session, 403 to a carrier and 404 for another customer', async () => {
    const fixture = await setUp();
    const other = await kit.setUpCustomer();
    expectProblem(await kit.call('GET', fixture.url('auction-economy'), undefined as never), 401);
    expectProblem(await kit.call('GET', fixture.url('auction-economy'), fixture.a.auth), 403);
    expectProblem(await kit.call('GET', fixture.url('route-economy'), other.admin.auth), 404);
  });

  it('refuses reversed dates, more than three years, unknown groupings and ids above int4 in Russian', async () => {
    const fixture = await setUp();
    const refuse = async (query: string, path: (string | number)[], message: RegExp) => {
      const response = await kit.call('GET', fixture.url('date-economy', query), fixture.customer.plain.auth);
      const problem = expectProblem(response, 422);
      expect(problem.fields).toContainEqual(
        expect.objectContaining({ path, message: expect.stringMatching(message) }),
      );
    };
    await refuse('dateFrom=2027-03-01&dateTo=2027-02-01', ['dateTo'], /раньше даты «с»/);
    await refuse('dateFrom=2024-01-01&dateTo=2027-01-01', ['dateTo'], /не длиннее 3 лет/);
    await refuse(`${RANGE}&groupBy=year`, ['groupBy'], /[а-я]/);
    await refuse(`${RANGE}&manager=2147483648`, ['manager', 0], /идентификатор/);
    await refuse('dateTo=2027-01-01', ['dateFrom'], /[а-я]/);
  });
});
