import type { VatRegime } from '@portal/contract/proformas/vat';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractors, routes } from '../../db/schema/index';
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
          initialSumWithoutVat: 122950.82,
          freightSum: 140000,
          freightSumWithoutVat: 114754.1,
          points: [{ interval: null }, {}, {}],
        },
      ],
      totals: {
        count: 2,
        initialSum: 270000,
        initialSumWithoutVat: 221311.48,
        freightSum: 140000,
        freightSumWithoutVat: 114754.1,
        lateness: 0,
      },
    });
  });

  it('takes the VAT rate of each flight’s day and carrier per row, to the kopeck, and sums the rows as totals', async () => {
    const customer = await kit.setUpCustomer();
    const carrierOf = async (vatRegime: VatRegime) => {
      const carrier = await kit.carrier();
      await t.app.ctx.db.update(contractors).set({ vatRegime }).where(eq(contractors.id, carrier.company.id));
      return carrier.company.id;
    };
    const [general, usn5, none] = [
      await carrierOf('general'),
      await carrierOf('usn5'),
      await carrierOf('none'),
    ];
    const flight = async (contractorId: number, planDateArrival: string, freightSumKopecks: number) => {
      const route = await kit.assignedRoute(customer, contractorId, { planDateArrival, initialSum: 1000.01 });
      await t.app.ctx.db.update(routes).set({ freightSumKopecks }).where(eq(routes.id, route.id));
      return route.id;
    };
    // Moscow days: the last flight of 2025 (20 %) and the first of 2026 (22 %), which is still 31.12 in UTC.
    const lastOf2025 = await flight(general, '2025-12-31T23:30:00+03:00', 600_003);
    const firstOf2026 = await flight(general, '2026-01-01T00:30:00+03:00', 123_457);
    const simplified = await flight(usn5, '2026-01-02T10:00:00+03:00', 100_001);
    const withoutVat = await flight(none, '2026-01-03T10:00:00+03:00', 100_001);
    // gross × rate ÷ (100 + rate) per row, VAT half-up to the kopeck: 6000.03 at 20 % holds 1000.005 → 1000.01;
    // 1000.01 at 20 % holds 166.668 → 166.67, at 22 % 180.329 → 180.33; 1234.57 at 22 % holds 222.627 → 222.63;
    // 1000.01 at 5 % holds 47.619 → 47.62, at 0 % nothing.
    const expected = [
      { id: withoutVat, initialSumWithoutVat: 819.68, freightSumWithoutVat: 1000.01 },
      { id: simplified, initialSumWithoutVat: 819.68, freightSumWithoutVat: 952.39 },
      { id: firstOf2026, initialSumWithoutVat: 819.68, freightSumWithoutVat: 1011.94 },
      { id: lastOf2025, initialSumWithoutVat: 833.34, freightSumWithoutVat: 5000.02 },
    ];
    const totals = {
      count: 4,
      initialSum: 4000.04,
      initialSumWithoutVat: 3292.38,
      freightSum: 9234.62,
      freightSumWithoutVat: 7964.36,
      lateness: 0,
    };
    for (const page of [1, 2]) {
      const report = await kit.call(
        'GET',
        `${customer.base}/reports/routes?limit=2&page=${page}`,
        customer.plain.auth,
      );
      expect(report.statusCode, report.body).toBe(200);
      const body = report.json();
      expect(
        body.items.map((item: Record<string, unknown>) => ({
          id: item.id,
          initialSumWithoutVat: item.initialSumWithoutVat,
          freightSumWithoutVat: item.freightSumWithoutVat,
        })),
      ).toEqual(expected.slice((page - 1) * 2, page * 2));
      // The totals are those of the whole set (both pages), summed from the rows, not recomputed from the total.
      expect(body.totals).toEqual(totals);
    }
    // The workbook is the report's: the same rows and totals without VAT.
    const workbook = await kit.call(
      'GET',
      `${customer.base}/reports/routes?format=xlsx`,
      customer.plain.auth,
    );
    const sheet = strFromU8(unzipSync(new Uint8Array(workbook.rawPayload))['xl/worksheets/sheet1.xml']!);
    for (const figure of [833.34, 819.68, 5000.02, 1011.94, 952.39, 1000.01, 3292.38, 7964.36])
      expect(sheet).toContain(`<v>${figure}</v>`);
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
