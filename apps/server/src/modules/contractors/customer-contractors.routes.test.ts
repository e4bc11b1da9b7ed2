import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorListMembers, contractorLists, ratings } from '../../db/schema/index';
import { contractorsKit } from './contractors.fixtures';

let t: TestApp;
let kit: ReturnType<typeof contractorsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = contractorsKit(t);
});
afterAll(() => t.close());

const base = (customerId: number) => `/api/customers/${customerId}`;
const ids = (response: { json: () => { items: { id: number }[] } }) =>
  response.json().items.map((item) => item.id);

describe('GET contractors (partners) and all-contractors', () => {
  it("lists the customer's own partners in any verification state, with filters and paging", async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const accredited = await createContractor(t.app.ctx.db, 1);
    const blocked = await createContractor(t.app.ctx.db, 1);
    const rejected = await createContractor(t.app.ctx.db, 3);
    const strangersPartner = await createContractor(t.app.ctx.db, 1);
    await kit.makePartner(customer.company.id, accredited.id, 1);
    await kit.makePartner(customer.company.id, blocked.id, 3, 'Срыв погрузки');
    await kit.makePartner(customer.company.id, rejected.id, 1);
    const otherCustomer = await createSignedInUser(t.app, 'customer');
    await kit.makePartner(otherCustomer.company.id, strangersPartner.id, 1);

    const response = await kit.call('GET', `${base(customer.company.id)}/contractors`, customer.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalCount: 3, currentPageNumber: 1, numItemsPerPage: 100 });
    expect(ids(response).sort()).toEqual([accredited.id, blocked.id, rejected.id].sort());
    expect(response.json().items.find((item: { id: number }) => item.id === blocked.id)).toEqual({
      id: blocked.id,
      name: blocked.name,
      inn: blocked.inn,
      verificationStatus: 1,
      active: true,
      rating: { rating: null },
      partnerStatus: 3,
      partnerReason: 'Срыв погрузки',
      addedAt: expect.any(String),
    });

    const list = (query: string) =>
      kit.call('GET', `${base(customer.company.id)}/contractors?${query}`, customer.auth);
    expect(ids(await list('status=3'))).toEqual([blocked.id]);
    expect(ids(await list('verificationStatus=3'))).toEqual([rejected.id]);
    expect(ids(await list(`query=${accredited.inn}`))).toEqual([accredited.id]);
    expect(ids(await list(`inn=${accredited.inn.slice(2, 8)}`))).toContain(accredited.id);
    expect(ids(await list(`name=${encodeURIComponent(rejected.name.slice(-8))}`))).toEqual([rejected.id]);
    const paged = await list('limit=2&page=2');
    expect(paged.json()).toMatchObject({ totalCount: 3, currentPageNumber: 2, numItemsPerPage: 2 });
    expect(paged.json().items).toHaveLength(1);
  });

  it('lists every verified carrier with this customer’s partner status, or null', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const partner = await createContractor(t.app.ctx.db, 1);
    const stranger = await createContractor(t.app.ctx.db, 1);
    const unverified = await createContractor(t.app.ctx.db, 2);
    await kit.makePartner(customer.company.id, partner.id, 3, 'Причина');
    const otherCustomer = await createSignedInUser(t.app, 'customer');
    await kit.makePartner(otherCustomer.company.id, stranger.id, 1);

    const all = (query = '') =>
      kit.call('GET', `${base(customer.company.id)}/all-contractors?limit=100${query}`, customer.auth);
    const items: { id: number; partnerStatus: number | null }[] = (await all()).json().items;
    expect(items.find((item) => item.id === partner.id)).toMatchObject({ partnerStatus: 3 });
    expect(items.find((item) => item.id === stranger.id)).toMatchObject({
      partnerStatus: null,
      addedAt: null,
    });
    expect(items.map((item) => item.id)).not.toContain(unverified.id);
    expect(ids(await all(`&query=${stranger.inn}`))).toEqual([stranger.id]);
    expect(ids(await all(`&query=${unverified.inn}`))).toEqual([]);
    expect(ids(await all(`&query=${partner.inn}&status=3`))).toEqual([partner.id]);
  });

  it('shows each partner’s current rating with this customer and sorts by it, best first, none last', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const other = await createSignedInUser(t.app, 'customer');
    const [low, high, none] = [
      await createContractor(t.app.ctx.db, 1),
      await createContractor(t.app.ctx.db, 1),
      await createContractor(t.app.ctx.db, 1),
    ];
    for (const carrier of [low, high, none]) await kit.makePartner(customer.company.id, carrier!.id, 1);
    const rating = (customerId: number, contractorId: number, dateFrom: string, value: number) => ({
      customerId,
      contractorId,
      periodId: 1,
      dateFrom,
      dateTo: dateFrom.replace(/-01$/, '-28'),
      rating: value,
    });
    await t.app.ctx.db
      .insert(ratings)
      .values([
        rating(customer.company.id, low!.id, '2026-09-01', 70),
        rating(customer.company.id, low!.id, '2026-10-01', 25.5),
        rating(customer.company.id, high!.id, '2026-10-01', 55.72),
        rating(other.company.id, none!.id, '2026-10-01', 99),
      ]);
    const url = `${base(customer.company.id)}/contractors`;
    const byRating = await kit.call('GET', `${url}?sort=rating`, customer.auth);
    expect(byRating.statusCode, byRating.body).toBe(200);
    expect(
      byRating.json().items.map((item: { id: number; rating: unknown }) => [item.id, item.rating]),
    ).toEqual([
      [high!.id, { rating: 55.72 }],
      [low!.id, { rating: 25.5 }],
      [none!.id, { rating: null }],
    ]);
    const all = await kit.call(
      'GET',
      `${base(customer.company.id)}/all-contractors?sort=rating&limit=1`,
      customer.auth,
    );
    expect(ids(all)).toEqual([high!.id]);
    expectProblem(await kit.call('GET', `${url}?sort=inn`, customer.auth), 422);
  });

  it("answers 401 without a token, 404 for another customer's id or a carrier, 422 for a bad filter", async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const other = await createSignedInUser(t.app, 'customer');
    const carrier = await createSignedInUser(t.app, 'contractor');
    for (const path of ['contractors', 'all-contractors']) {
      const url = `${base(customer.company.id)}/${path}`;
      expectProblem(await kit.call('GET', url, {}), 401);
      expectProblem(await kit.call('GET', url, other.auth), 404);
      expectProblem(await kit.call('GET', url, carrier.auth), 404);
      for (const bad of ['status=2', 'verificationStatus=9', 'limit=1000', 'page=0']) {
        expectProblem(await kit.call('GET', `${url}?${bad}`, customer.auth), 422);
      }
    }
  });
});

describe('POST contractor_partners', () => {
  const add = (customerId: number, auth: Record<string, string>, payload: object) =>
    kit.call('POST', `${base(customerId)}/contractor_partners`, auth, payload);

  it('adds a verified carrier as an accredited partner and audits it', async () => {
    const manager = await createSignedInUser(t.app, 'customer', ['ROLE_MANAGER']);
    const carrier = await createContractor(t.app.ctx.db, 1);
    const response = await add(manager.company.id, manager.auth, { contractorId: carrier.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ id: carrier.id, partnerStatus: 1, partnerReason: null });
    expect(await kit.partnerRow(manager.company.id, carrier.id)).toMatchObject({ status: 1 });
    expect(await kit.auditOf('contractor-partner', `${manager.company.id}:${carrier.id}`)).toEqual([
      expect.objectContaining({ action: 'add-partner', toState: '1', actorUserId: manager.user.id }),
    ]);
  });

  it('refuses an unverified carrier or a partner already there with 409, an unknown one with 404', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const unverified = await createContractor(t.app.ctx.db, 2);
    const partner = await createContractor(t.app.ctx.db, 1);
    await kit.makePartner(admin.company.id, partner.id, 3, 'Заблокирован ранее');
    const notVerified = expectProblem(
      await add(admin.company.id, admin.auth, { contractorId: unverified.id }),
      409,
    );
    expect(notVerified.message).toBe('Перевозчик не верифицирован');
    const twice = expectProblem(await add(admin.company.id, admin.auth, { contractorId: partner.id }), 409);
    expect(twice.message).toBe('Перевозчик уже в списке партнёров');
    expectProblem(await add(admin.company.id, admin.auth, { contractorId: 99_999_999 }), 404);
    expect(await kit.partnerRow(admin.company.id, unverified.id)).toBeNull();
    expect(await kit.partnerRow(admin.company.id, partner.id)).toMatchObject({ status: 3 });
  });

  it('refuses bad input with 422, a plain user with 403, another customer with 404, and adds nothing', async () => {
    const user = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createContractor(t.app.ctx.db, 1);
    const missing = expectProblem(await add(admin.company.id, admin.auth, {}), 422);
    expect(missing.errors).toEqual(['Перевозчик: обязательное поле']);
    expectProblem(await add(admin.company.id, admin.auth, { contractorId: 'abc' }), 422);
    expectProblem(await add(user.company.id, user.auth, { contractorId: carrier.id }), 403);
    expectProblem(await add(user.company.id, admin.auth, { contractorId: carrier.id }), 404);
    expectProblem(await add(admin.company.id, {}, { contractorId: carrier.id }), 401);
    expect(await kit.partnerRow(admin.company.id, carrier.id)).toBeNull();
    expect(await kit.partnerRow(user.company.id, carrier.id)).toBeNull();
  });
});

describe('DELETE contractor_partners/:contractorId', () => {
  const listWith = async (customerId: number, contractorId: number) => {
    const [list] = await t.app.ctx.db
      .insert(contractorLists)
      .values({ customerId, name: `Список ${contractorId}-${customerId}` })
      .returning();
    await t.app.ctx.db.insert(contractorListMembers).values({ listId: list!.id, contractorId });
    return list!.id;
  };
  const isMember = async (listId: number, contractorId: number) =>
    (
      await t.app.ctx.db
        .select()
        .from(contractorListMembers)
        .where(
          and(eq(contractorListMembers.listId, listId), eq(contractorListMembers.contractorId, contractorId)),
        )
    ).length === 1;

  it("removes the partner and takes it out of this customer's lists only", async () => {
    const manager = await createSignedInUser(t.app, 'customer', ['ROLE_MANAGER']);
    const other = await createSignedInUser(t.app, 'customer');
    const carrier = await createContractor(t.app.ctx.db, 1);
    await kit.makePartner(manager.company.id, carrier.id, 1);
    await kit.makePartner(other.company.id, carrier.id, 1);
    const ownList = await listWith(manager.company.id, carrier.id);
    const othersList = await listWith(other.company.id, carrier.id);

    const response = await kit.call(
      'DELETE',
      `${base(manager.company.id)}/contractor_partners/${carrier.id}`,
      manager.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Перевозчик ${carrier.name} удалён из партнёров` });
    expect(await kit.partnerRow(manager.company.id, carrier.id)).toBeNull();
    expect(await isMember(ownList, carrier.id)).toBe(false);
    expect(await kit.partnerRow(other.company.id, carrier.id)).not.toBeNull();
    expect(await isMember(othersList, carrier.id)).toBe(true);
    expect(await kit.auditOf('contractor-partner', `${manager.company.id}:${carrier.id}`)).toEqual([
      expect.objectContaining({ action: 'remove-partner', fromState: '1', details: { leftLists: 1 } }),
    ]);
  });

  it('answers 404 for a carrier that is not a partner, 403 to a plain user, 401 without a token', async () => {
    const user = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createContractor(t.app.ctx.db, 1);
    await kit.makePartner(user.company.id, carrier.id, 1);
    const url = (customerId: number) => `${base(customerId)}/contractor_partners/${carrier.id}`;
    expect(expectProblem(await kit.call('DELETE', url(admin.company.id), admin.auth), 404).message).toBe(
      'Перевозчик не найден среди ваших партнёров',
    );
    expectProblem(await kit.call('DELETE', url(user.company.id), user.auth), 403);
    expectProblem(await kit.call('DELETE', url(user.company.id), admin.auth), 404);
    expectProblem(await kit.call('DELETE', url(user.company.id), {}), 401);
    expectProblem(
      await kit.call('DELETE', `${base(admin.company.id)}/contractor_partners/abc`, admin.auth),
      404,
    );
    expect(await kit.partnerRow(user.company.id, carrier.id)).not.toBeNull();
  });
});
