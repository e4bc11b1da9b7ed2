import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners } from '../../db/schema/index';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// DESIGN 10: the carrier's auction list filters on the server (number, route, customer, end dates) and answers
// `?format=xlsx` with the carrier's own columns, never another carrier's name.

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/**
 * Carrier A works for two customers: auction `first` of the first customer (A and B, ends 14:00 MSK, flights of
 * 1 March) and `second` of the other one (A only, ends 18:00 MSK, flights of 5 April); `notMine` invites B only.
 */
const setUp = async () => {
  kit.clock.set(T0);
  const [first, other] = [await kit.setUpCustomer(), await kit.setUpCustomer()];
  const a = await kit.partner(first);
  const b = await kit.partner(first);
  await t.app.ctx.db
    .insert(contractorPartners)
    .values({ customerId: other.customerId, contractorId: a.id, status: 1 });
  const running = async (customer: typeof first, carriers: (typeof a)[], day: string, endHours: number) => {
    const route = await kit.readyRoute(customer, 150_000, day);
    const body = kit.auctionBody([route.id], carriers, {
      dateEnd: new Date(T0.getTime() + endHours * HOUR).toISOString(),
    });
    const auction = await kit.createAuction(customer, body);
    const run = await kit.call('PATCH', `${customer.auctionsUrl}/${auction.id}/run`, customer.manager.auth);
    expect(run.statusCode, run.body).toBe(200);
    return { id: auction.id, routeCode: route.routeCode };
  };
  const mine = await running(first, [a, b], '2027-03-01', 1);
  const theirs = await running(other, [a], '2027-04-05', 5);
  const notMine = await running(first, [b], '2027-03-02', 1);
  expect((await kit.bid(mine.id, b.auth, 140_000)).statusCode).toBe(201);
  expect((await kit.bid(mine.id, a.auth, 139_000)).statusCode).toBe(201);
  return { first, other, a, b, mine, theirs, notMine };
};

let f: Awaited<ReturnType<typeof setUp>>;
beforeAll(async () => {
  f = await setUp();
});

const list = async (query: string) => {
  const response = await kit.call('GET', `${f.a.base}?${query}`, f.a.auth);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: { id: number; customer: { id: number } }[]; totalCount: number };
  return body.items.map((item) => item.id).sort((x, y) => x - y);
};

const sorted = (...ids: number[]) => [...ids].sort((x, y) => x - y);

describe('GET /api/contractors/{id}/auctions filters', () => {
  it('answers the carrier its own auctions of every customer, each with its customer', async () => {
    expect(await list('tab=active')).toEqual(sorted(f.mine.id, f.theirs.id));
    const response = await kit.call('GET', `${f.a.base}?number=${f.theirs.id}`, f.a.auth);
    expect(response.json().items[0].customer.id).toBe(f.other.customerId);
  });

  it('filters by number, never finding an auction the carrier is not invited to', async () => {
    expect(await list(`number=${f.mine.id}`)).toEqual([f.mine.id]);
    expect(await list(`number=${f.notMine.id}`)).toEqual([]);
  });

  it('filters by the customer', async () => {
    expect(await list(`customer=${f.other.customerId}`)).toEqual([f.theirs.id]);
    expect(await list(`customer=${f.first.customerId}&tab=active`)).toEqual([f.mine.id]);
  });

  it("filters by a flight's code or its route way's code or name", async () => {
    expect(await list(`route=${encodeURIComponent(f.theirs.routeCode.toLowerCase())}`)).toEqual([
      f.theirs.id,
    ]);
    expect(await list(`route=${encodeURIComponent('екатеринбург')}`)).toEqual(sorted(f.mine.id, f.theirs.id));
    expect(await list(`route=${encodeURIComponent('мск-екб')}`)).toEqual(sorted(f.mine.id, f.theirs.id));
    expect(await list(`route=${encodeURIComponent('Сочи')}`)).toEqual([]);
  });

  it('filters by the end between two Moscow times', async () => {
    expect(await list('date_from=2027-01-10T15:00')).toEqual([f.theirs.id]);
    expect(await list('date_to=2027-01-10T15:00')).toEqual([f.mine.id]);
    expect(await list('date_from=2027-01-10T13:00&date_to=2027-01-10T19:00')).toEqual(
      sorted(f.mine.id, f.theirs.id),
    );
  });

  it('refuses bad filters with a Russian 422', async () => {
    for (const [query, text] of [
      ['number=x', 'Номер'],
      ['customer=0', 'Заказчик'],
      ['date_from=вчера', 'Дата с'],
      ['date_from=2027-02-01T00:00&date_to=2027-01-01T00:00', 'Дата по'],
      [`route=${'я'.repeat(101)}`, 'Рейс'],
      ['format=pdf', 'Формат'],
    ] as const) {
      const problem = expectProblem(await kit.call('GET', `${f.a.base}?${encodeURI(query)}`, f.a.auth), 422);
      expect(JSON.stringify(problem.errors), query).toContain(text);
    }
  });
});

describe('GET /api/contractors/{id}/auctions?format=xlsx', () => {
  const workbook = async (query: string, base = f.a.base, auth = f.a.auth) => {
    const response = await kit.call('GET', `${base}?format=xlsx&${query}`, auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('filename="auctions.xlsx"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    return { sheet, text: sheet + strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) };
  };

  it('exports every auction the filters select, past the page, with the carrier own columns', async () => {
    const all = await workbook('limit=1&page=2');
    expect(all.sheet.match(/<row /g)).toHaveLength(4);
    for (const cell of ['Заказчик', 'Ваша ставка, ₽', 'Ваше место', 'Итого: 2', f.mine.routeCode])
      expect(all.text).toContain(cell);
    const filtered = await workbook(`customer=${f.other.customerId}`);
    expect(filtered.sheet.match(/<row /g)).toHaveLength(3);
    expect(filtered.text).toContain(f.theirs.routeCode);
    expect(filtered.text).not.toContain(f.mine.routeCode);
  });

  it("never holds another carrier's name or another carrier's auction", async () => {
    const { text } = await workbook('');
    expect(text).not.toContain(f.b.company.name);
    expect(text).not.toContain(f.notMine.routeCode);
    expectProblem(await kit.call('GET', `${f.b.base}?format=xlsx`, f.a.auth), 404);
  });
});
