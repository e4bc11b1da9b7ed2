import { TOTAL_COUNT_CAP } from '@portal/contract/pagination';
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { routes } from '../../db/schema/index';
import { freightKit } from './freight.fixtures';

let t: TestApp;
let kit: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = freightKit(t);
});
afterAll(() => t.close());

/** Copies of the route in one statement, coded `<its code>-n<number>` for each number from first to last. */
const copyRoute = async (routeId: number, first: number, last: number) => {
  const columns = Object.values(getTableColumns(routes))
    .map((column) => column.name)
    .filter((name) => name !== 'id');
  const target = sql.raw(columns.map((name) => `"${name}"`).join(', '));
  const source = sql.raw(
    columns.map((name) => (name === 'route_code' ? `route_code || '-n' || g` : `"${name}"`)).join(', '),
  );
  await t.app.ctx.db.execute(
    sql`insert into routes (${target}) select ${source} from routes, generate_series(${first}::int, ${last}::int) g where id = ${routeId}`,
  );
};

describe('GET routes: the capped count and the code search', () => {
  it('counts exactly up to the cap, then answers the cap with totalCountCapped; pages past it still answer', async () => {
    const customer = await kit.setUpCustomer();
    const route = await kit.createRoute(customer, { planDateArrival: '2026-05-01T10:00:00+03:00' });
    const list = async (query: string) => {
      const response = await kit.call('GET', `${customer.routesUrl}${query}`, customer.plain.auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    await copyRoute(route.id, 1, TOTAL_COUNT_CAP - 1);
    expect(await list('?limit=1')).toMatchObject({ totalCount: TOTAL_COUNT_CAP, totalCountCapped: false });

    await copyRoute(route.id, TOTAL_COUNT_CAP, TOTAL_COUNT_CAP);
    const capped = await list('?limit=100');
    expect(capped).toMatchObject({ totalCount: TOTAL_COUNT_CAP, totalCountCapped: true });
    expect(capped.items).toHaveLength(100);
    // The 10,001st route is on page 101 of 100 rows: the cap is the count's, not the list's.
    const last = await list('?limit=100&page=101');
    expect(last).toMatchObject({
      totalCount: TOTAL_COUNT_CAP,
      totalCountCapped: true,
      currentPageNumber: 101,
    });
    expect(last.items).toHaveLength(1);

    // A fragment from the middle of the codes still finds them, counted exactly (…-n432 and …-n4320 to …-n4329).
    const found = await list('?name=n432');
    expect(found).toMatchObject({ totalCount: 11, totalCountCapped: false });
    expect(
      found.items.map((item: { routeCode: string }) => item.routeCode.replace(/.*-n/, '')).sort(),
    ).toEqual(['432', '4320', '4321', '4322', '4323', '4324', '4325', '4326', '4327', '4328', '4329']);
    // The report sums the whole set, so it counts past the cap.
    const report = await kit.call('GET', `${customer.base}/reports/routes?limit=1`, customer.plain.auth);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ totalCount: TOTAL_COUNT_CAP + 1 });

    // The search seeks the codes on the trigram index (once VACUUM has moved the new rows out of the GIN index's
    // pending list, as autovacuum does), not by reading every code of the customer.
    await t.app.ctx.db.execute(sql`vacuum analyze routes`);
    const plan = await t.app.ctx.db.execute(
      sql`explain select id from routes where customer_id = ${customer.customerId} and route_code ilike ${'%n4321%'}`,
    );
    expect(JSON.stringify(plan)).toContain('routes_code_trgm_idx');
  });
});
