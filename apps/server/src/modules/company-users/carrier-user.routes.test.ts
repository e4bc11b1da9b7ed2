import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser, createUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners, users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (customerId: number, userId: number, auth: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/customers/${customerId}/contractor-users/${userId}`,
    headers: auth,
  });

const carrierUser = async (status: 0 | 1 | 2 | 3) => {
  const carrier = await createContractor(t.app.ctx.db, status);
  const user = await createUser(t.app.ctx.db, { ownerType: 'contractor', ownerId: carrier.id });
  return { carrier, user };
};

describe('a carrier user read by a customer', () => {
  it('shows the user of a verified or reviewed carrier with the carrier, and nothing secret', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    for (const status of [1, 2] as const) {
      const { carrier, user } = await carrierUser(status);
      const response = await read(customer.company.id, user.id, customer.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        username: user.username,
        ownerType: 'contractor',
        ownerId: carrier.id,
        contractor: { id: carrier.id, name: carrier.name },
      });
      expect(response.json()).not.toHaveProperty('passwordHash');
    }
  });

  it("shows a new or rejected carrier's user only to the customer it is a partner of", async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const other = await createSignedInUser(t.app, 'customer');
    const { carrier, user } = await carrierUser(3);
    expectProblem(await read(customer.company.id, user.id, customer.auth), 404);
    await t.app.ctx.db
      .insert(contractorPartners)
      .values({ customerId: customer.company.id, contractorId: carrier.id, status: 3 });
    expect((await read(customer.company.id, user.id, customer.auth)).statusCode).toBe(200);
    expectProblem(await read(other.company.id, user.id, other.auth), 404);
    const { user: newcomer } = await carrierUser(0);
    expectProblem(await read(customer.company.id, newcomer.id, customer.auth), 404);
  });

  it('finds no customer user, no deleted user, and answers 401 without a token and 404 to other callers', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const colleague = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.company.id });
    expectProblem(await read(customer.company.id, colleague.id, customer.auth), 404);
    const { user } = await carrierUser(1);
    await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expectProblem(await read(customer.company.id, user.id, customer.auth), 404);

    const { user: visible } = await carrierUser(1);
    const carrierAdmin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const otherCustomer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expectProblem(await read(customer.company.id, visible.id, {}), 401);
    expectProblem(await read(customer.company.id, visible.id, carrierAdmin.auth), 404);
    expectProblem(await read(customer.company.id, visible.id, otherCustomer.auth), 404);
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: `/api/customers/${customer.company.id}/contractor-users/abc`,
        headers: customer.auth,
      }),
      404,
    );
  });
});
