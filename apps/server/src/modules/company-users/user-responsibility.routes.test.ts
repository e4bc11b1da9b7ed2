import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser, createUser, login } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  contractorPartners,
  contractors,
  customerUserContractors,
  customerUserRouteOwners,
  routeOwners,
} from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const url = (customerId: number, userId: number, what: 'contractors' | 'route-owners') =>
  `/api/customers/${customerId}/users/${userId}/${what}`;
const call = (method: 'GET' | 'PATCH', target: string, auth: Auth, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: target, headers: auth, ...(payload ? { payload } : {}) });

const partnerOf = async (customerId: number, name: string, status: 1 | 3 = 1) => {
  const carrier = await createContractor(t.app.ctx.db);
  await t.app.ctx.db.update(contractors).set({ name }).where(eq(contractors.id, carrier.id));
  await t.app.ctx.db.insert(contractorPartners).values({ customerId, contractorId: carrier.id, status });
  return { ...carrier, name };
};

const routeOwnerOf = async (customerId: number, name: string) => {
  const [row] = await t.app.ctx.db.insert(routeOwners).values({ customerId, name }).returning();
  return row!;
};

/** A customer admin, a colleague, two partner carriers and two route owners of that customer. */
const customerWithStaff = async () => {
  const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
  const customerId = admin.company.id;
  const colleague = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customerId });
  return {
    admin,
    customerId,
    colleague,
    volga: await partnerOf(customerId, 'ООО «Волга-Транс»'),
    avto: await partnerOf(customerId, 'ООО «Автолайн»', 3),
    north: await routeOwnerOf(customerId, 'Северо-Запад'),
    air: await routeOwnerOf(customerId, 'Авиаперевозки'),
  };
};

const storedContractorIds = async (userId: number) =>
  (
    await t.app.ctx.db
      .select()
      .from(customerUserContractors)
      .where(eq(customerUserContractors.userId, userId))
  ).map((row) => row.contractorId);

const storedRouteOwnerIds = async (userId: number) =>
  (
    await t.app.ctx.db
      .select()
      .from(customerUserRouteOwners)
      .where(eq(customerUserRouteOwners.userId, userId))
  ).map((row) => row.routeOwnerId);

describe('customer user responsibility', () => {
  it('replaces the carriers a user handles and answers them by name, blocked partners included', async () => {
    const { admin, customerId, colleague, volga, avto } = await customerWithStaff();
    const target = url(customerId, colleague.id, 'contractors');
    expect((await call('GET', target, admin.auth)).json()).toEqual({ items: [] });

    const saved = await call('PATCH', target, admin.auth, { contractorIds: [volga.id, avto.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      items: [
        { id: avto.id, name: 'ООО «Автолайн»', inn: avto.inn, active: true, partnerStatus: 3 },
        { id: volga.id, name: 'ООО «Волга-Транс»', inn: volga.inn, active: true, partnerStatus: 1 },
      ],
    });
    expect((await call('GET', target, admin.auth)).json()).toEqual(saved.json());

    const replaced = await call('PATCH', target, admin.auth, { contractorIds: [volga.id] });
    expect(replaced.json().items.map((item: { id: number }) => item.id)).toEqual([volga.id]);
    expect((await call('PATCH', target, admin.auth, { contractorIds: [] })).json()).toEqual({ items: [] });
    expect(await storedContractorIds(colleague.id)).toEqual([]);
  });

  it('replaces the route owners a user handles and answers them by name', async () => {
    const { admin, customerId, colleague, north, air } = await customerWithStaff();
    const target = url(customerId, colleague.id, 'route-owners');
    const saved = await call('PATCH', target, admin.auth, { routeOwnerIds: [north.id, air.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      items: [
        { id: air.id, name: 'Авиаперевозки' },
        { id: north.id, name: 'Северо-Запад' },
      ],
    });
    expect((await call('GET', target, admin.auth)).json()).toEqual(saved.json());
    await call('PATCH', target, admin.auth, { routeOwnerIds: [north.id] });
    expect(await storedRouteOwnerIds(colleague.id)).toEqual([north.id]);
  });

  it('stops showing a carrier that is no longer a partner of the customer', async () => {
    const { admin, customerId, colleague, volga, avto } = await customerWithStaff();
    const target = url(customerId, colleague.id, 'contractors');
    await call('PATCH', target, admin.auth, { contractorIds: [volga.id, avto.id] });
    await t.app.ctx.db.delete(contractorPartners).where(eq(contractorPartners.contractorId, avto.id));
    expect((await call('GET', target, admin.auth)).json().items).toEqual([
      expect.objectContaining({ id: volga.id }),
    ]);
  });

  it('is for customer admins: 401 without a token, 403 for a manager, nothing changed', async () => {
    const { customerId, colleague, volga, north } = await customerWithStaff();
    const manager = await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: customerId },
      { roles: ['ROLE_MANAGER', 'ROLE_USER'] },
    );
    const auth = { authorization: `Bearer ${(await login(t.app, manager.username)).token}` };
    for (const what of ['contractors', 'route-owners'] as const) {
      expectProblem(await call('GET', url(customerId, colleague.id, what), {}), 401);
      expectProblem(await call('GET', url(customerId, colleague.id, what), auth), 403);
    }
    expectProblem(
      await call('PATCH', url(customerId, colleague.id, 'contractors'), auth, { contractorIds: [volga.id] }),
      403,
    );
    expectProblem(
      await call('PATCH', url(customerId, colleague.id, 'route-owners'), auth, { routeOwnerIds: [north.id] }),
      403,
    );
    expect(await storedContractorIds(colleague.id)).toEqual([]);
    expect(await storedRouteOwnerIds(colleague.id)).toEqual([]);
  });

  it("answers 404 for another customer's user, a carrier's user or another customer's path", async () => {
    const mine = await customerWithStaff();
    const theirs = await customerWithStaff();
    const carrier = await createSignedInUser(t.app, 'contractor');
    for (const userId of [theirs.colleague.id, carrier.user.id]) {
      expectProblem(
        await call('PATCH', url(mine.customerId, userId, 'contractors'), mine.admin.auth, {
          contractorIds: [mine.volga.id],
        }),
        404,
      );
      expectProblem(await call('GET', url(mine.customerId, userId, 'route-owners'), mine.admin.auth), 404);
    }
    expectProblem(
      await call('PATCH', url(theirs.customerId, theirs.colleague.id, 'route-owners'), mine.admin.auth, {
        routeOwnerIds: [theirs.north.id],
      }),
      404,
    );
    expect(await storedContractorIds(theirs.colleague.id)).toEqual([]);
    expect(await storedRouteOwnerIds(theirs.colleague.id)).toEqual([]);
  });

  it("refuses a carrier that is not the customer's partner or another customer's route owner with 422", async () => {
    const mine = await customerWithStaff();
    const theirs = await customerWithStaff();
    const stranger = await createContractor(t.app.ctx.db);
    const contractorsUrl = url(mine.customerId, mine.colleague.id, 'contractors');
    const routeOwnersUrl = url(mine.customerId, mine.colleague.id, 'route-owners');
    await call('PATCH', contractorsUrl, mine.admin.auth, { contractorIds: [mine.volga.id] });
    await call('PATCH', routeOwnersUrl, mine.admin.auth, { routeOwnerIds: [mine.north.id] });

    const notPartners = await call('PATCH', contractorsUrl, mine.admin.auth, {
      contractorIds: [mine.avto.id, theirs.volga.id, stranger.id],
    });
    expect(expectProblem(notPartners, 422).errors).toEqual([
      `Перевозчики: не являются партнёрами заказчика: ${theirs.volga.id}, ${stranger.id}`,
    ]);
    const foreignOwner = await call('PATCH', routeOwnersUrl, mine.admin.auth, {
      routeOwnerIds: [mine.air.id, theirs.north.id],
    });
    expect(expectProblem(foreignOwner, 422).errors).toEqual([
      `Владельцы маршрутов: не найдены у заказчика: ${theirs.north.id}`,
    ]);
    for (const bad of [
      {},
      { contractorIds: 'x' },
      { contractorIds: [0] },
      { contractorIds: [mine.volga.id, mine.volga.id] },
    ]) {
      expectProblem(await call('PATCH', contractorsUrl, mine.admin.auth, bad), 422);
    }
    expectProblem(await call('PATCH', routeOwnersUrl, mine.admin.auth, { routeOwnerIds: [-1] }), 422);
    expect(await storedContractorIds(mine.colleague.id)).toEqual([mine.volga.id]);
    expect(await storedRouteOwnerIds(mine.colleague.id)).toEqual([mine.north.id]);
  });
});
