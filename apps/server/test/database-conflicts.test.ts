import { randomBytes } from 'node:crypto';
import { DATABASE_CONFLICT_MESSAGES } from '@portal/contract/problem/problem.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, transportationNames } from '../src/db/schema/index';
import { freightKit } from '../src/modules/freight/freight.fixtures';
import { expectProblem } from './problem';
import { createTestApp, type TestApp } from './test-app';

// Issue 21: when the database refuses a change a service's check let through, the error handler answers 409 with a
// Russian message, on PGlite and on PostgreSQL alike, never 500.

let t: TestApp;
let kit: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = freightKit(t);
});
afterAll(() => t.close());

const execute = (statement: string) => t.app.ctx.db.execute(sql.raw(statement));
const probeName = (what: string) => `probe_${what}_${randomBytes(4).toString('hex')}`;

const addName = async (customerId: number, name: string, color = '#52c41a') => {
  const [row] = await t.app.ctx.db
    .insert(transportationNames)
    .values({ customerId, name, color })
    .returning();
  return row!;
};
const nameExists = async (id: number) =>
  (await t.app.ctx.db.select().from(transportationNames).where(eq(transportationNames.id, id))).length === 1;

describe('the last resort of the error handler', () => {
  it('answers a foreign-key violation on a DELETE with 409 «in use», keeping the record', async () => {
    const customer = await kit.setUpCustomer();
    const name = await addName(customer.customerId, 'Опасные грузы');
    // A reference the service's check does not count: the delete passes the check and the foreign key fires.
    const table = probeName('refs');
    await execute(`create table ${table} (name_id integer not null references transportation_names(id))`);
    try {
      await execute(`insert into ${table} (name_id) values (${name.id})`);
      const response = await kit.call(
        'DELETE',
        `${customer.base}/transportation-names/${name.id}`,
        customer.admin.auth,
      );
      expect(expectProblem(response, 409).message).toBe(DATABASE_CONFLICT_MESSAGES.inUse);
      expect(await nameExists(name.id)).toBe(true);
    } finally {
      await execute(`drop table ${table}`);
    }
  });

  it('answers a foreign-key violation on another write with 409 «reference gone», writing nothing', async () => {
    const customer = await kit.setUpCustomer();
    // Colours must now be listed in a table that holds none: the insert's foreign key fires.
    const colors = probeName('colors');
    const constraint = probeName('color_fk');
    await execute(`create table ${colors} (color varchar(7) primary key)`);
    await execute(
      `alter table transportation_names add constraint ${constraint} foreign key (color) references ${colors}(color) not valid`,
    );
    try {
      const response = await kit.call('POST', `${customer.base}/transportation-names`, customer.admin.auth, {
        name: 'Негабарит',
        color: '#123456',
      });
      expect(expectProblem(response, 409).message).toBe(DATABASE_CONFLICT_MESSAGES.referenceGone);
      const rows = await t.app.ctx.db
        .select()
        .from(transportationNames)
        .where(eq(transportationNames.customerId, customer.customerId));
      expect(rows.map((row) => row.name)).toEqual(['Продукты питания']);
    } finally {
      await execute(`alter table transportation_names drop constraint ${constraint}`);
      await execute(`drop table ${colors}`);
    }
  });

  it('answers a unique violation with 409 «already exists»', async () => {
    const customer = await kit.setUpCustomer();
    // A rule no service checks (the colour's is checked now): the first three letters of a name are unique.
    const index = probeName('prefix_uq');
    await execute(
      `create unique index ${index} on transportation_names (left(name, 3)) where customer_id = ${customer.customerId}`,
    );
    try {
      const url = `${customer.base}/transportation-names`;
      const response = await kit.call('POST', url, customer.admin.auth, {
        name: 'Прочие грузы',
        color: '#eb2f96',
      });
      expect(expectProblem(response, 409).message).toBe(DATABASE_CONFLICT_MESSAGES.duplicate);
    } finally {
      await execute(`drop index ${index}`);
    }
  });
});

/** Waits until a statement of another connection is blocked on a lock (polling, no fixed sleep). */
const untilLockWait = async () => {
  for (;;) {
    const { rows } = await t.app.ctx.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
};

// Real concurrency needs PostgreSQL's several connections; PGlite runs one transaction at a time.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a reference racing a delete on PostgreSQL', () => {
  it('counts a flight added while the delete waits for its lock, naming it', async () => {
    const customer = await kit.setUpCustomer();
    const name = await addName(customer.customerId, 'Скоропортящиеся');
    const template = await kit.createRoute(customer);
    let deleting: ReturnType<typeof kit.call> | undefined;
    await t.app.ctx.db.transaction(async (tx) => {
      // A flight with this kind of cargo, not yet committed: its foreign-key check holds a key-share lock.
      await tx.execute(
        sql`insert into routes (customer_id, route_way_id, route_code, route_day, transportation_id, organization_id, first_department_id, last_department_id, plan_date_arrival, plan_date_loading, initial_sum_kopecks)
            select customer_id, route_way_id, route_code || '-R', route_day + 1, ${name.id}, organization_id, first_department_id, last_department_id, plan_date_arrival, plan_date_loading, initial_sum_kopecks
            from routes where id = ${template.id}`,
      );
      deleting = kit.call('DELETE', `${customer.base}/transportation-names/${name.id}`, customer.admin.auth);
      await untilLockWait();
    });
    expect(expectProblem(await deleting!, 409).message).toBe(
      'Наименование перевозки используется в 1\u00a0рейсе',
    );
    expect(await nameExists(name.id)).toBe(true);
  });

  it('refuses a flight whose kind of cargo a concurrent delete removed, with 409 and no flight', async () => {
    const customer = await kit.setUpCustomer();
    const name = await addName(customer.customerId, 'Сыпучие');
    let creating: ReturnType<typeof kit.call> | undefined;
    await t.app.ctx.db.transaction(async (tx) => {
      // The delete has passed its check and removed the row, not yet committed; the flight's check still sees it.
      await tx.delete(transportationNames).where(eq(transportationNames.id, name.id));
      creating = kit.call(
        'POST',
        customer.routesUrl,
        customer.manager.auth,
        kit.routeBody(customer, { transportation: name.id }),
      );
      await untilLockWait();
    });
    expect(expectProblem(await creating!, 409).message).toBe(DATABASE_CONFLICT_MESSAGES.referenceGone);
    const flights = await t.app.ctx.db.select().from(routes).where(eq(routes.transportationId, name.id));
    expect(flights).toEqual([]);
  });
});
