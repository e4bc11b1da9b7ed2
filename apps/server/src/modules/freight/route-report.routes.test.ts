import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freightKit, nextYear } from './freight.fixtures';

let t: TestApp;
let kit: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = freightKit(t);
});
afterAll(() => t.close());

describe('GET reports/routes', () => {
  it('answers the filtered routes with sums without VAT, lateness per point and the totals of the whole set', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const assigned = await kit.assignedRoute(customer, carrier.company.id, {
      planDateArrival: '2026-05-05T10:00:00+03:00',
    });
    await kit.createRoute(customer, { planDateArrival: '2026-05-01T10:00:00+03:00', initialSum: 120_000 });
    await kit.createRoute(customer, { planDateArrival: '2026-06-01T10:00:00+03:00' });
    const url = `${customer.base}/reports/routes?date_from=2026-05-01T00:00&date_to=2026-05-31T23:59&limit=1`;
    const report = await kit.call('GET', url, customer.plain.auth);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      totalCount: 2,
      items: [
        {
          id: assigned.id,
          contractor: { id: carrier.company.id },
          initialSum: 150000,
          initialSumWithoutVat: 125000,
          freightSum: 140000,
          freightSumWithoutVat: 116666.67,
          points: [{ interval: null }, {}, {}],
        },
      ],
      totals: { count: 2, initialSum: 270000, initialSumWithoutVat: 225000, freightSum: 140000, lateness: 0 },
    });
  });

  it('exports the whole filtered set as a workbook whose rows are the report’s', async () => {
    const customer = await kit.setUpCustomer();
    for (const day of ['01', '02', '03'])
      await kit.createRoute(customer, { planDateArrival: `2026-05-${day}T10:00:00+03:00` });
    const response = await kit.call(
      'GET',
      `${customer.base}/reports/routes?format=xlsx&limit=1`,
      customer.plain.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    const text = sheet + strings;
    // Header, three routes (not one page of one), totals.
    expect(sheet.match(/<row /g)).toHaveLength(5);
    for (const code of [
      '0105МСК-ЕКБ',
      '0205МСК-ЕКБ',
      '0305МСК-ЕКБ',
      'Итого: 3',
      'Начальная сумма без НДС, ₽',
    ])
      expect(text).toContain(code);
  });

  it('answers 401, 404 for another customer and a carrier, 422 for a bad format', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const url = `${customer.base}/reports/routes`;
    expectProblem(await kit.call('GET', url, {}), 401);
    expectProblem(await kit.call('GET', url, other.admin.auth), 404);
    expectProblem(await kit.call('GET', url, carrier.auth), 404);
    expectProblem(await kit.call('GET', `${url}?format=pdf`, customer.plain.auth), 422);
  });
});

describe('GET routes_for_auctions', () => {
  it('offers the ready future routes without a carrier only', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const ready = await kit.createRoute(customer, { planDateArrival: nextYear('05-01T10:00:00+03:00') });
    await kit.call('PATCH', `${customer.routesUrl}/${ready.id}/set_ready`, customer.admin.auth);
    await kit.createRoute(customer, { planDateArrival: nextYear('05-02T10:00:00+03:00') });
    await kit.assignedRoute(customer, carrier.company.id, {
      planDateArrival: nextYear('05-03T10:00:00+03:00'),
    });
    const past = await kit.createRoute(customer, { planDateArrival: '2020-05-01T10:00:00+03:00' });
    await kit.call('PATCH', `${customer.routesUrl}/${past.id}/set_ready`, customer.admin.auth);
    const found = await kit.call(
      'GET',
      `${customer.base}/routes_for_auctions?query=0105`,
      customer.plain.auth,
    );
    expect(found.json()).toEqual({
      items: [expect.objectContaining({ id: ready.id, routeCode: '0105МСК-ЕКБ', initialSum: 150000 })],
    });
    expectProblem(await kit.call('GET', `${customer.base}/routes_for_auctions`, carrier.auth), 404);
  });
});
