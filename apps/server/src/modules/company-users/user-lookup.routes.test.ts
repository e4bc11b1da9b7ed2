import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (customerId: number, auth: Record<string, string>, search = '') =>
  t.app.inject({ method: 'GET', url: `/api/customers/${customerId}/lookup/users${search}`, headers: auth });

const staffOf = async (customerId: number, fullnames: string[]) => {
  const created = [];
  for (const fullname of fullnames) {
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customerId });
    await t.app.ctx.db.update(users).set({ fullname }).where(eq(users.id, user.id));
    created.push({ ...user, fullname });
  }
  return created;
};

describe('customer users lookup', () => {
  it('answers the working staff of the customer by name, ordered by name, without blocked or deleted', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const [yakovlev, belova, blocked, deleted] = await staffOf(customer.company.id, [
      'Яковлев Михаил',
      'Белова Анна',
      'Белов Блок',
      'Белов Удалён',
    ]);
    await t.app.ctx.db.update(users).set({ blocked: true }).where(eq(users.id, blocked!.id));
    await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted!.id));
    const other = await createSignedInUser(t.app, 'customer');
    await staffOf(other.company.id, ['Белова Чужая']);

    const all = await lookup(customer.company.id, customer.auth);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((item: { id: number }) => item.id)).toEqual([
      belova!.id,
      customer.user.id,
      yakovlev!.id,
    ]);
    expect(all.json().items[0]).toEqual({
      id: belova!.id,
      fullname: 'Белова Анна',
      username: belova!.username,
    });

    const byName = await lookup(customer.company.id, customer.auth, `?query=${encodeURIComponent('белов')}`);
    expect(byName.json().items).toEqual([expect.objectContaining({ id: belova!.id })]);
    const byEmail = await lookup(
      customer.company.id,
      customer.auth,
      `?query=${yakovlev!.username.slice(0, 13)}`,
    );
    expect(byEmail.json().items).toEqual([expect.objectContaining({ id: yakovlev!.id })]);
    const limited = await lookup(customer.company.id, customer.auth, '?limit=1');
    expect(limited.json().items).toHaveLength(1);
  });

  it('is for the customer signed in: 401 without a token, 404 for another customer or a carrier', async () => {
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
    const other = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expect((await lookup(customer.company.id, customer.auth)).statusCode).toBe(200);
    expectProblem(await lookup(customer.company.id, {}), 401);
    expectProblem(await lookup(customer.company.id, other.auth), 404);
    expectProblem(await lookup(customer.company.id, carrier.auth), 404);
  });

  it('refuses a limit above 100 or a query too long with 422', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    expectProblem(await lookup(customer.company.id, customer.auth, '?limit=101'), 422);
    expectProblem(await lookup(customer.company.id, customer.auth, '?limit=0'), 422);
    expectProblem(await lookup(customer.company.id, customer.auth, `?query=${'а'.repeat(256)}`), 422);
  });
});
