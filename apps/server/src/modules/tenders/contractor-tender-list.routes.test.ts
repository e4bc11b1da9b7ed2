import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners } from '../../db/schema/index';
import { stopTenderScheduler } from './tender-scheduler';
import { T0, tendersKit } from './tenders.fixtures';

// DESIGN 10: the carrier's tender list filters on the server (number, route, customer, end dates) and answers
// `?format=xlsx` with the carrier's own columns, never another carrier's name.

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await stopTenderScheduler(t.app.ctx);
});
afterAll(() => t.close());

/**
 * Carrier A works for two customers: `mine` of the first customer (A and B, ends 12.01 13:00 MSK) and `theirs` of
 * the other one (A only, ends 14.01 13:00 MSK); `notMine` of the first invites B only.
 */
const setUp = async () => {
  kit.clock.set(T0);
  const [first, other] = [await kit.setUpCustomer(), await kit.setUpCustomer()];
  const a = await kit.partner(first);
  const b = await kit.partner(first);
  await t.app.ctx.db
    .insert(contractorPartners)
    .values({ customerId: other.customerId, contractorId: a.id, status: 1 });
  const mine = await kit.activeTender(first, [a, b], { name: 'Первый тендер' });
  const theirs = await kit.activeTender(other, [a], {
    name: 'Тендер другого заказчика',
    dateEnd: new Date(T0.getTime() + 96 * kit.HOUR).toISOString(),
  });
  const notMine = await kit.activeTender(first, [b], { name: 'Чужой тендер' });
  expect((await kit.bid(b, mine.id, mine.lotIds[0]!, 95_000)).statusCode).toBe(201);
  return { first, other, a, b, mine, theirs, notMine, base: `/api/contractors/${a.id}/tenders` };
};

let f: Awaited<ReturnType<typeof setUp>>;
beforeAll(async () => {
  f = await setUp();
});

const list = async (query: string) => {
  const response = await kit.call('GET', `${f.base}?${query}`, f.a.auth);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: number }[]).map((item) => item.id).sort((x, y) => x - y);
};

const sorted = (...ids: number[]) => [...ids].sort((x, y) => x - y);

describe('GET /api/contractors/{id}/tenders filters', () => {
  it('answers the carrier its own tenders of every customer, each with its customer', async () => {
    expect(await list('tab=active')).toEqual(sorted(f.mine.id, f.theirs.id));
    const response = await kit.call('GET', `${f.base}?number=${f.theirs.id}`, f.a.auth);
    expect(response.json().items[0].customer.id).toBe(f.other.customerId);
  });

  it('filters by number, the customer and a lot’s route way, never finding another carrier’s tender', async () => {
    expect(await list(`number=${f.mine.id}`)).toEqual([f.mine.id]);
    expect(await list(`number=${f.notMine.id}`)).toEqual([]);
    expect(await list(`customer=${f.other.customerId}`)).toEqual([f.theirs.id]);
    expect(await list(`route=${encodeURIComponent('екатеринбург')}`)).toEqual(sorted(f.mine.id, f.theirs.id));
    expect(await list(`route=${encodeURIComponent('мск-екб')}&customer=${f.first.customerId}`)).toEqual([
      f.mine.id,
    ]);
    expect(await list(`route=${encodeURIComponent('Сочи')}`)).toEqual([]);
  });

  it('filters by the end between two Moscow times', async () => {
    expect(await list('date_from=2027-01-13T00:00')).toEqual([f.theirs.id]);
    expect(await list('date_to=2027-01-13T00:00')).toEqual([f.mine.id]);
  });

  it('refuses bad filters with a Russian 422', async () => {
    for (const [query, text] of [
      ['number=x', 'Номер'],
      ['customer=0', 'Заказчик'],
      ['date_to=завтра', 'Дата по'],
      ['date_from=2027-02-01T00:00&date_to=2027-01-01T00:00', 'Дата по'],
      [`route=${'я'.repeat(101)}`, 'Рейс'],
      ['format=csv', 'Формат'],
    ] as const) {
      const problem = expectProblem(await kit.call('GET', `${f.base}?${encodeURI(query)}`, f.a.auth), 422);
      expect(JSON.stringify(problem.errors), query).toContain(text);
    }
  });
});

describe('GET /api/contractors/{id}/tenders?format=xlsx', () => {
  const workbook = async (query: string) => {
    const response = await kit.call('GET', `${f.base}?format=xlsx&${query}`, f.a.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('filename="tenders.xlsx"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    return { sheet, text: sheet + strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) };
  };

  it('exports every tender the filters select, past the page, with the carrier’s own columns', async () => {
    const all = await workbook('limit=1&page=2');
    expect(all.sheet.match(/<row /g)).toHaveLength(4);
    for (const cell of ['Заказчик', 'Моих ставок', 'Итого: 2', 'Первый тендер', 'Тендер другого заказчика'])
      expect(all.text).toContain(cell);
    const filtered = await workbook(`customer=${f.other.customerId}`);
    expect(filtered.sheet.match(/<row /g)).toHaveLength(3);
    expect(filtered.text).not.toContain('Первый тендер');
  });

  it('never holds another carrier’s name or tender, nor opens another carrier’s list', async () => {
    const { text } = await workbook('');
    expect(text).not.toContain(f.b.company.name);
    expect(text).not.toContain('Чужой тендер');
    expectProblem(await kit.call('GET', `/api/contractors/${f.b.id}/tenders?format=xlsx`, f.a.auth), 404);
  });
});
