import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorListMembers } from '../../db/schema/index';
import { type Auth, contractorListKit, listPath, listsPath } from './contractor-lists.fixtures';

let t: TestApp;
let kit: ReturnType<typeof contractorListKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = contractorListKit(t);
});
afterAll(() => t.close());

describe('PUT /api/customers/:customerId/contractor-lists/:contractorListId', () => {
  it('renames and changes members, keeping a member blocked since it was added; audited', async () => {
    const customer = await kit.setUpCustomer();
    const [first, second, third] = customer.partners;
    const list = await kit.createList(customer, 'Юг', [first!.id, second!.id]);
    await kit.blockPartner(customer.customerId, second!.id);
    const response = await kit.call('PUT', listPath(customer.customerId, list.id), customer.manager.auth, {
      name: 'Юг и Кавказ',
      contractorIds: [second!.id, third!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: list.id, name: 'Юг и Кавказ', membersCount: 2 });
    expect((await kit.listsOf(customer.customerId))[0]?.members).toEqual(
      [second!.id, third!.id].sort((a, b) => a - b),
    );
    const sameName = await kit.call('PUT', listPath(customer.customerId, list.id), customer.admin.auth, {
      name: 'юг и кавказ',
      contractorIds: [third!.id],
    });
    expect(sameName.statusCode, sameName.body).toBe(200);
    expect(await kit.auditActions(list.id)).toEqual(['create', 'update', 'update']);
  });

  it('refuses a newly added blocked or unverified carrier and bad input, changing nothing', async () => {
    const customer = await kit.setUpCustomer();
    const [first] = customer.partners;
    const list = await kit.createList(customer, 'Север', [first!.id]);
    const blocked = await kit.partnerOf(customer.customerId, 1, 3);
    const unverified = await kit.partnerOf(customer.customerId, 0);
    const put = (payload: Record<string, unknown>) =>
      kit.expectRefusedUnchanged(
        customer.customerId,
        () => kit.call('PUT', listPath(customer.customerId, list.id), customer.admin.auth, payload),
        422,
      );
    const refused = await put({ name: 'Север', contractorIds: [first!.id, blocked.id, unverified.id] });
    expect(refused.errors).toEqual([
      `Перевозчики: ${blocked.name} (ИНН ${blocked.inn}) заблокирован у заказчика`,
      `Перевозчики: ${unverified.name} (ИНН ${unverified.inn}) не верифицирован`,
    ]);
    // The list form shows them under its carriers' field.
    expect(refused.fields).toEqual([
      {
        path: ['contractorIds'],
        message: `${blocked.name} (ИНН ${blocked.inn}) заблокирован у заказчика`,
        code: 'custom',
      },
      {
        path: ['contractorIds'],
        message: `${unverified.name} (ИНН ${unverified.inn}) не верифицирован`,
        code: 'custom',
      },
    ]);
    expect((await put({ name: '', contractorIds: [first!.id] })).errors).toEqual([
      'Название: обязательное поле',
    ]);
  });

  it('refuses the name of another list of the customer (409)', async () => {
    const customer = await kit.setUpCustomer();
    await kit.createList(customer, 'Восток', [customer.partners[0]!.id]);
    const list = await kit.createList(customer, 'Запад', [customer.partners[0]!.id]);
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () =>
        kit.call('PUT', listPath(customer.customerId, list.id), customer.admin.auth, {
          name: 'восток',
          contractorIds: [customer.partners[0]!.id],
        }),
      409,
    );
  });

  it('answers 401, 403 for a plain user and 404 for another company’s list, changing nothing', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const list = await kit.createList(customer, 'Центр', [customer.partners[0]!.id]);
    const foreign = await kit.createList(other, 'Чужой центр', [other.partners[0]!.id]);
    const body = { name: 'Новое имя', contractorIds: [customer.partners[1]!.id] };
    for (const [auth, status] of [
      [{}, 401],
      [customer.user.auth, 403],
    ] as const) {
      await kit.expectRefusedUnchanged(
        customer.customerId,
        () => kit.call('PUT', listPath(customer.customerId, list.id), auth, body),
        status,
      );
    }
    await kit.expectRefusedUnchanged(
      other.customerId,
      () => kit.call('PUT', listPath(customer.customerId, foreign.id), customer.admin.auth, body),
      404,
    );
    await kit.expectRefusedUnchanged(
      other.customerId,
      () => kit.call('PUT', listPath(other.customerId, foreign.id), customer.admin.auth, body),
      404,
    );
  });
});

describe('POST /api/customers/:customerId/contractor-lists/:contractorListId/copy', () => {
  it('makes a new list with the same members under the new name, for an admin; audited', async () => {
    const customer = await kit.setUpCustomer();
    const [first, second] = customer.partners;
    const source = await kit.createList(customer, 'Рефрижераторы', [first!.id, second!.id]);
    await kit.blockPartner(customer.customerId, second!.id);
    const response = await kit.call(
      'POST',
      `${listPath(customer.customerId, source.id)}/copy`,
      customer.admin.auth,
      { name: 'Рефрижераторы (копия)' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ name: 'Рефрижераторы (копия)', membersCount: 2 });
    expect(copy.id).not.toBe(source.id);
    const lists = await kit.listsOf(customer.customerId);
    expect(lists.map((list) => list.members)).toEqual([lists[0]!.members, lists[0]!.members]);
    expect(await kit.auditActions(copy.id)).toEqual(['copy']);
  });

  it('answers 401, 403 for a manager, 404 for another company’s list, 422 and 409, creating nothing', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const source = await kit.createList(customer, 'Исходный', [customer.partners[0]!.id]);
    const foreign = await kit.createList(other, 'Чужой', [other.partners[0]!.id]);
    const copy = (listId: number, auth: Auth, name: unknown = 'Копия') =>
      kit.call('POST', `${listPath(customer.customerId, listId)}/copy`, auth, { name });
    await kit.expectRefusedUnchanged(customer.customerId, () => copy(source.id, {}), 401);
    await kit.expectRefusedUnchanged(customer.customerId, () => copy(source.id, customer.manager.auth), 403);
    await kit.expectRefusedUnchanged(customer.customerId, () => copy(foreign.id, customer.admin.auth), 404);
    await kit.expectRefusedUnchanged(other.customerId, () => copy(foreign.id, customer.admin.auth), 404);
    const blank = await kit.expectRefusedUnchanged(
      customer.customerId,
      () => copy(source.id, customer.admin.auth, ' '),
      422,
    );
    expect(blank.errors).toEqual(['Название: обязательное поле']);
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () => copy(source.id, customer.admin.auth, 'исходный'),
      409,
    );
  });
});

describe('DELETE /api/customers/:customerId/contractor-lists/:contractorListId', () => {
  it('deletes the list and its members for a manager; audited', async () => {
    const customer = await kit.setUpCustomer();
    const list = await kit.createList(customer, 'Временный', [customer.partners[0]!.id]);
    const response = await kit.call('DELETE', listPath(customer.customerId, list.id), customer.manager.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Список перевозчиков удалён' });
    expect(await kit.listsOf(customer.customerId)).toEqual([]);
    const members = await t.app.ctx.db
      .select()
      .from(contractorListMembers)
      .where(eq(contractorListMembers.listId, list.id));
    expect(members).toEqual([]);
    expect(await kit.auditActions(list.id)).toEqual(['create', 'delete']);
  });

  it('answers 401, 403 for a plain user and 404 for another company’s or a malformed id, deleting nothing', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const list = await kit.createList(customer, 'Постоянный', [customer.partners[0]!.id]);
    const foreign = await kit.createList(other, 'Чужой', [other.partners[0]!.id]);
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () => kit.call('DELETE', listPath(customer.customerId, list.id), {}),
      401,
    );
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () => kit.call('DELETE', listPath(customer.customerId, list.id), customer.user.auth),
      403,
    );
    await kit.expectRefusedUnchanged(
      other.customerId,
      () => kit.call('DELETE', listPath(customer.customerId, foreign.id), customer.admin.auth),
      404,
    );
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () => kit.call('DELETE', `${listsPath(customer.customerId)}/abc`, customer.admin.auth),
      404,
    );
  });
});
