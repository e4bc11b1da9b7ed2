import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
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

/** Three auctions: won by a bid after two bids, won by an offer that was declined back to a bid, and one without bids. */
const setUp = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
  const won = await kit.activeAuction(customer, [a, b], { step: 100 }, [100_000]);
  await kit.bid(won.id, a.auth, 100_000);
  await kit.bid(won.id, b.auth, 90_000);
  const declined = await kit.activeAuction(customer, [a, b], { step: 100 }, [200_000]);
  await kit.bid(declined.id, b.auth, 150_000);
  const offer = (
    await kit.call('POST', `/api/auctions/${declined.id}/offers`, a.auth, { summ: 120_000 })
  ).json();
  await kit.call('PATCH', `${declined.url}/offers/${offer.id}/accept`, customer.manager.auth);
  await kit.call('PATCH', `${a.base}/${declined.id}/decline_win`, a.auth);
  const empty = await kit.activeAuction(customer, [a], {}, [50_000]);
  kit.clock.set(new Date(T0.getTime() + 61 * kit.MINUTE));
  await runDueAuctionWork(t.app.ctx);
  return { customer, a, b, won, declined, empty, url: `${customer.base}/reports/auctions` };
};

describe('GET reports/auctions', () => {
  it('answers per auction the prices, saving, bids, participants, winner and declines with the totals', async () => {
    const { customer, b, won, declined, empty, url } = await setUp();
    const response = await kit.call('GET', url, customer.plain.auth);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.items.map((row: { id: number }) => row.id)).toEqual([empty.id, declined.id, won.id]);
    expect(report.items[2]).toMatchObject({
      status: 4,
      startSum: 100_000,
      bestSumm: 90_000,
      resultSumm: 90_000,
      saving: 10_000,
      savingPercent: 10,
      bidsCount: 2,
      participantsCount: 2,
      winner: { id: b.id },
      declinesCount: 0,
    });
    expect(report.items[1]).toMatchObject({
      resultSumm: 150_000,
      saving: 50_000,
      savingPercent: 25,
      winner: { id: b.id },
      declinesCount: 1,
    });
    expect(report.items[0]).toMatchObject({ status: 3, resultSumm: null, saving: null, winner: null });
    expect(report.totals).toEqual({
      count: 3,
      startSum: 350_000,
      resultSumm: 240_000,
      // The saving's base: the start sums of the two auctions with a winner's price.
      startSumWithResult: 300_000,
      saving: 60_000,
      savingPercent: 20,
      bidsCount: 3,
      extensionsCount: 0,
      declinesCount: 1,
    });
  });

  it('filters by status, carrier, route way, kind of cargo and end date, one page at a time with the totals of all', async () => {
    const { customer, a, won, empty, url } = await setUp();
    const get = async (query: string) =>
      (await kit.call('GET', `${url}?${query}`, customer.plain.auth)).json();
    expect((await get('status=3')).items.map((row: { id: number }) => row.id)).toEqual([empty.id]);
    // Issue 24: several statuses at once, as a statistics figure opens the held auctions.
    // `declined` is closed (5) by now: its winner's deadline passed at +30 min.
    expect((await get('status=3&status=4')).items.map((row: { id: number }) => row.id)).toEqual([
      empty.id,
      won.id,
    ]);
    expect((await get('status[]=3&status[]=4&status[]=5')).totalCount).toBe(3);
    expect((await get(`contractor=${a.id}`)).totalCount).toBe(3);
    expect((await get(`route_way=${customer.routeWayId}`)).totalCount).toBe(3);
    expect((await get('route_way=999999')).totalCount).toBe(0);
    // Issue 24: a kind of cargo of the auction's flights, as the statistics' filter opens the report.
    expect((await get(`transportation=${customer.transportationId}`)).totalCount).toBe(3);
    expect((await get('transportation=999999')).totalCount).toBe(0);
    expect((await get('date_from=2027-01-11T00:00')).totalCount).toBe(0);
    expect((await get('date_to=2027-01-10T14:00')).totalCount).toBe(3);
    const page = await get('limit=1&page=3');
    expect(page.items.map((row: { id: number }) => row.id)).toEqual([won.id]);
    expect(page.totals.count).toBe(3);
  });

  it('exports the whole filtered set with its totals as a workbook', async () => {
    const { customer, url } = await setUp();
    const response = await kit.call('GET', `${url}?format=xlsx&limit=1`, customer.plain.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('filename="auctions.xlsx"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const text = sheet + strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(sheet.match(/<row /g)).toHaveLength(5);
    for (const cell of ['Экономия, ₽', 'Победитель', 'Итого: 3', 'Без победителя'])
      expect(text).toContain(cell);
  });

  it('refuses bad filters with a Russian 422, a carrier and another customer with 404', async () => {
    const { customer, a, url } = await setUp();
    const other = await kit.setUpCustomer();
    for (const query of [
      'status=9',
      'route_way=x',
      'transportation=0',
      'date_from=вчера',
      'date_from=2027-02-01T00:00&date_to=2027-01-01T00:00',
      'format=pdf',
      'limit=101',
    ])
      expectProblem(await kit.call('GET', `${url}?${query}`, customer.plain.auth), 422);
    expectProblem(await kit.call('GET', url, a.auth), 404);
    expectProblem(await kit.call('GET', url, other.admin.auth), 404);
    expect(
      (await kit.call('GET', `${other.base}/reports/auctions`, other.admin.auth)).json().totalCount,
    ).toBe(0);
  });
});
