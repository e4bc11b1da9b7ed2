import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorListKit, listPath, listsPath } from './contractor-lists.fixtures';

let t: TestApp;
let kit: ReturnType<typeof contractorListKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = contractorListKit(t);
});
afterAll(() => t.close());

describe('GET /api/customers/:customerId/contractor-lists', () => {
  it('lists the customer’s own lists with member count and author, filtered by name and by carrier', async () => {
    const customer = await kit.setUpCustomer();
    const [first, second, third] = customer.partners;
    const moscow = await kit.createList(customer, 'Москва — Санкт-Петербург', [first!.id, second!.id]);
    const reefers = await kit.createList(customer, 'Рефрижераторы', [third!.id]);
    const other = await kit.setUpCustomer();
    await kit.createList(other, 'Рефрижераторы других', [other.partners[0]!.id]);

    const response = await kit.call('GET', listsPath(customer.customerId), customer.user.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ totalCount: 2, currentPageNumber: 1, numItemsPerPage: 100 });
    expect(response.json().items).toEqual([
      {
        id: moscow.id,
        name: 'Москва — Санкт-Петербург',
        membersCount: 2,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        createdBy: { id: customer.admin.user.id, fullname: customer.admin.user.fullname },
      },
      expect.objectContaining({ id: reefers.id, membersCount: 1 }),
    ]);

    const byName = await kit.call('GET', `${listsPath(customer.customerId)}?name=рефриж`, customer.user.auth);
    expect(byName.json().items.map((list: { id: number }) => list.id)).toEqual([reefers.id]);
    const byCarrier = await kit.call(
      'GET',
      `${listsPath(customer.customerId)}?contractorId=${second!.id}`,
      customer.user.auth,
    );
    expect(byCarrier.json().items.map((list: { id: number }) => list.id)).toEqual([moscow.id]);
    const paged = await kit.call(
      'GET',
      `${listsPath(customer.customerId)}?limit=1&page=2`,
      customer.user.auth,
    );
    expect(paged.json()).toMatchObject({ totalCount: 2, currentPageNumber: 2, numItemsPerPage: 1 });
    expect(paged.json().items.map((list: { id: number }) => list.id)).toEqual([reefers.id]);
  });

  it('answers 401 without a token, 404 for another company’s path and 422 for a bad filter', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(await kit.call('GET', listsPath(customer.customerId), {}), 401);
    expectProblem(await kit.call('GET', listsPath(customer.customerId), other.admin.auth), 404);
    expectProblem(await kit.call('GET', listsPath(customer.customerId), carrier.auth), 404);
    const bad = expectProblem(
      await kit.call(
        'GET',
        `${listsPath(customer.customerId)}?contractorId=abc&limit=1000`,
        customer.user.auth,
      ),
      422,
    );
    expect(bad.errors).toEqual([
      'Количество на странице: не больше 100',
      'Перевозчик: неверный идентификатор',
    ]);
  });
});

describe('POST /api/customers/:customerId/contractor-lists', () => {
  it('creates a list of accredited verified partners for an admin and a manager, audited', async () => {
    const customer = await kit.setUpCustomer();
    const [first, second] = customer.partners;
    const response = await kit.call('POST', listsPath(customer.customerId), customer.manager.auth, {
      name: '  Контейнерные перевозки ',
      contractorIds: [second!.id, first!.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const list = response.json();
    expect(list).toMatchObject({
      name: 'Контейнерные перевозки',
      membersCount: 2,
      createdBy: { id: customer.manager.user.id },
    });
    expect(list.members.map((member: { id: number }) => member.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
    expect(list.members[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      inn: expect.any(String),
      active: true,
      verificationStatus: 1,
      partnerStatus: 1,
    });
    expect(await kit.auditActions(list.id)).toEqual(['create']);
    await kit.createList(customer, 'Второй список', [first!.id]);
  });

  it('names every carrier that cannot join: unverified, blocked, not a partner, another customer’s, unknown', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const accredited = customer.partners[0]!;
    const unverified = await kit.partnerOf(customer.customerId, 2);
    const rejected = await kit.partnerOf(customer.customerId, 3);
    const blocked = await kit.partnerOf(customer.customerId, 1, 3);
    const stranger = await createContractor(t.app.ctx.db, 1);
    const othersPartner = other.partners[0]!;
    const unknownId = 999_999;
    const problem = await kit.expectRefusedUnchanged(
      customer.customerId,
      () =>
        kit.call('POST', listsPath(customer.customerId), customer.admin.auth, {
          name: 'Смешанный список',
          contractorIds: [
            accredited.id,
            unverified.id,
            rejected.id,
            blocked.id,
            stranger.id,
            othersPartner.id,
            unknownId,
          ],
        }),
      422,
    );
    const who = (carrier: { name: string; inn: string }) => `${carrier.name} (ИНН ${carrier.inn})`;
    expect(problem.errors).toEqual([
      `Перевозчики: ${who(unverified)} не верифицирован`,
      `Перевозчики: ${who(rejected)} не верифицирован`,
      `Перевозчики: ${who(blocked)} заблокирован у заказчика`,
      `Перевозчики: ${who(stranger)} не является партнёром`,
      `Перевозчики: ${who(othersPartner)} не является партнёром`,
      `Перевозчики: Перевозчик №${unknownId} не найден`,
    ]);
  });

  it('refuses a missing name, no carriers, repeated carriers and wrong types, creating nothing', async () => {
    const customer = await kit.setUpCustomer();
    const [first] = customer.partners;
    const post = (payload: Record<string, unknown>) =>
      kit.expectRefusedUnchanged(
        customer.customerId,
        () => kit.call('POST', listsPath(customer.customerId), customer.admin.auth, payload),
        422,
      );
    expect((await post({ name: '   ', contractorIds: [] })).errors).toEqual([
      'Название: обязательное поле',
      'Перевозчики: добавьте хотя бы одного перевозчика',
    ]);
    expect((await post({ name: 'Дубли', contractorIds: [first!.id, first!.id] })).errors).toEqual([
      'Перевозчики: перевозчики не должны повторяться',
    ]);
    expect((await post({ name: 'Я'.repeat(256), contractorIds: ['x'] })).errors).toEqual([
      'Название: не длиннее 255 символов',
      'Перевозчики: должно быть числом',
    ]);
    expect((await post({})).errors).toEqual([
      'Название: обязательное поле',
      'Перевозчики: обязательное поле',
    ]);
  });

  it('refuses a name the customer already uses, in any letter case (409), but not another customer’s', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    await kit.createList(customer, 'Рефрижераторы', [customer.partners[0]!.id]);
    const problem = await kit.expectRefusedUnchanged(
      customer.customerId,
      () =>
        kit.call('POST', listsPath(customer.customerId), customer.admin.auth, {
          name: 'РЕФРИЖЕРАТОРЫ',
          contractorIds: [customer.partners[1]!.id],
        }),
      409,
    );
    expect(problem.message).toBe('Список перевозчиков с названием «РЕФРИЖЕРАТОРЫ» уже есть');
    await kit.createList(other, 'Рефрижераторы', [other.partners[0]!.id]);
  });

  it('answers 401 without a token, 403 for a plain user and 404 for another company’s path', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const body = { name: 'Список', contractorIds: [customer.partners[0]!.id] };
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () => kit.call('POST', listsPath(customer.customerId), {}, body),
      401,
    );
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () => kit.call('POST', listsPath(customer.customerId), customer.user.auth, body),
      403,
    );
    await kit.expectRefusedUnchanged(
      customer.customerId,
      () => kit.call('POST', listsPath(customer.customerId), other.admin.auth, body),
      404,
    );
  });
});

describe('GET /api/customers/:customerId/contractor-lists/:contractorListId', () => {
  it('shows the members as they are now, a partner blocked since included', async () => {
    const customer = await kit.setUpCustomer();
    const [first, second] = customer.partners;
    const list = await kit.createList(customer, 'Москва — Казань', [first!.id, second!.id]);
    await kit.blockPartner(customer.customerId, second!.id);
    const response = await kit.call('GET', listPath(customer.customerId, list.id), customer.user.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: list.id, name: 'Москва — Казань', membersCount: 2 });
    const members = response.json().members as Array<{ id: number; partnerStatus: number }>;
    expect(members.find((member) => member.id === second!.id)?.partnerStatus).toBe(3);
    expect(members.find((member) => member.id === first!.id)?.partnerStatus).toBe(1);
  });

  it('answers 401 without a token and 404 for another company’s list, an unknown or a malformed id', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const foreign = await kit.createList(other, 'Чужой', [other.partners[0]!.id]);
    const own = await kit.createList(customer, 'Свой', [customer.partners[0]!.id]);
    expectProblem(await kit.call('GET', listPath(customer.customerId, own.id), {}), 401);
    const notFound = expectProblem(
      await kit.call('GET', listPath(customer.customerId, foreign.id), customer.admin.auth),
      404,
    );
    expect(notFound.message).toBe('Список перевозчиков не найден');
    expectProblem(await kit.call('GET', listPath(other.customerId, foreign.id), customer.admin.auth), 404);
    expectProblem(await kit.call('GET', listPath(customer.customerId, 999_999), customer.admin.auth), 404);
    expectProblem(await kit.call('GET', `${listsPath(customer.customerId)}/abc`, customer.admin.auth), 404);
  });
});
