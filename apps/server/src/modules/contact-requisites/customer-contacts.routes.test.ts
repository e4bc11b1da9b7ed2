import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSignedInUser, createUser, login } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addPartner, validCard } from './contact-requisites.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;

/** A customer with an admin session, to set its cards through the API. */
const customerAdmin = async () => {
  const customer = await createCustomer(t.app.ctx.db);
  const admin = await createUser(
    t.app.ctx.db,
    { ownerType: 'customer', ownerId: customer.id },
    { roles: ['ROLE_ADMIN'] },
  );
  const { token } = await login(t.app, admin.username);
  return { customer, auth: { authorization: `Bearer ${token}` } };
};

const addCard = async (auth: Auth, customerId: number, overrides: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/contact-requisites`,
    headers: auth,
    payload: validCard(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};

const listOf = (carrier: { company: { id: number }; auth: Auth }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/contractors/${carrier.company.id}/contact-requisites`,
    headers: carrier.auth,
  });

const viewOf = (carrier: { company: { id: number }; auth: Auth }, customerId: number, contactId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/contractors/${carrier.company.id}/customers/${customerId}/contact-requisites/${contactId}`,
    headers: carrier.auth,
  });

/** Two customers the carrier is a partner of (one with a card made for it), and one it is not. */
const carrierWithCustomers = async () => {
  const carrier = await createSignedInUser(t.app, 'contractor');
  const first = await customerAdmin();
  const second = await customerAdmin();
  const foreign = await customerAdmin();
  await addPartner(t.app.ctx.db, first.customer.id, carrier.company.id);
  await addPartner(t.app.ctx.db, second.customer.id, carrier.company.id, 3);
  const firstDefault = await addCard(first.auth, first.customer.id, { contactPerson: 'Первый для всех' });
  const firstOwn = await addCard(first.auth, first.customer.id, {
    contractorId: carrier.company.id,
    contactPerson: 'Первый лично',
  });
  const secondDefault = await addCard(second.auth, second.customer.id, { contactPerson: 'Второй для всех' });
  const foreignDefault = await addCard(foreign.auth, foreign.customer.id, { contactPerson: 'Чужой' });
  return { carrier, first, second, foreign, firstDefault, firstOwn, secondDefault, foreignDefault };
};

describe('the carrier side of contact requisites', () => {
  it("lists, per partner customer, the card made for the carrier or else the customer's default", async () => {
    const { carrier, first, second } = await carrierWithCustomers();
    const response = await listOf(carrier);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as {
      isDefault: boolean;
      requisites: { contactPerson: string; customer: { id: number } };
    }[];
    expect(
      items.map((item) => [item.requisites.customer.id, item.requisites.contactPerson, item.isDefault]),
    ).toEqual(
      expect.arrayContaining([
        [first.customer.id, 'Первый лично', false],
        [second.customer.id, 'Второй для всех', true],
      ]),
    );
    expect(items).toHaveLength(2);
  });

  it('opens a card the carrier sees', async () => {
    const { carrier, first, firstOwn, second, secondDefault } = await carrierWithCustomers();
    expect((await viewOf(carrier, first.customer.id, firstOwn.id)).json()).toMatchObject({
      contactPerson: 'Первый лично',
      customer: { id: first.customer.id, name: first.customer.name },
    });
    expect((await viewOf(carrier, second.customer.id, secondDefault.id)).statusCode).toBe(200);
  });

  it('hides a default replaced by its own card, a non-partner customer and a wrong customer id (404)', async () => {
    const { carrier, first, firstDefault, foreign, foreignDefault, second, secondDefault } =
      await carrierWithCustomers();
    expectProblem(await viewOf(carrier, first.customer.id, firstDefault.id), 404);
    expectProblem(await viewOf(carrier, foreign.customer.id, foreignDefault.id), 404);
    expectProblem(await viewOf(carrier, first.customer.id, secondDefault.id), 404);
    expect((await viewOf(carrier, second.customer.id, secondDefault.id)).statusCode).toBe(200);
  });

  it("hides another carrier's card and another carrier's path (404)", async () => {
    const { carrier, first, firstOwn } = await carrierWithCustomers();
    const colleagueCarrier = await createSignedInUser(t.app, 'contractor');
    await addPartner(t.app.ctx.db, first.customer.id, colleagueCarrier.company.id);
    expectProblem(await viewOf(colleagueCarrier, first.customer.id, firstOwn.id), 404);
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: `/api/contractors/${carrier.company.id}/contact-requisites`,
        headers: colleagueCarrier.auth,
      }),
      404,
    );
  });

  it('refuses a customer user (404 on a carrier path), a malformed id (404) and a guest (401)', async () => {
    const { carrier, first, firstOwn } = await carrierWithCustomers();
    expectProblem(await listOf({ company: carrier.company, auth: first.auth }), 404);
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: `/api/contractors/${carrier.company.id}/customers/${first.customer.id}/contact-requisites/abc`,
        headers: carrier.auth,
      }),
      404,
    );
    expectProblem(await viewOf({ company: carrier.company, auth: {} }, first.customer.id, firstOwn.id), 401);
  });
});
