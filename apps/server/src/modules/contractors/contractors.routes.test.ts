import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSignedInUser, randomInn } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ratings } from '../../db/schema/index';
import { contractorsKit, validRequisites } from './contractors.fixtures';

let t: TestApp;
let kit: ReturnType<typeof contractorsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = contractorsKit(t);
});
afterAll(() => t.close());

const own = (id: number) => `/api/contractors/${id}`;

describe('GET /api/contractors/:contractorId', () => {
  it('answers the carrier its own record with verification status and an empty rating', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_USER'], 1);
    const response = await kit.call('GET', own(carrier.company.id), carrier.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: carrier.company.id,
      name: carrier.company.name,
      inn: carrier.company.inn,
      kpp: null,
      ogrn: null,
      legalAddress: null,
      postalAddress: null,
      bankName: null,
      bik: null,
      bankAccount: null,
      correspondentAccount: null,
      contactPerson: null,
      email: null,
      phone: null,
      vatRegime: 'general',
      active: true,
      verificationStatus: 1,
      rejectionReason: null,
      rating: { rating: null },
      createdAt: expect.any(String),
    });
  });

  it('answers the current rating with the carrier’s default customer (the first by id), whatever the range', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_USER'], 1);
    const first = await createCustomer(t.app.ctx.db);
    const second = await createCustomer(t.app.ctx.db);
    const contractorId = carrier.company.id;
    const month = (customerId: number, dateFrom: string, dateTo: string, rating: number, periodId = 1) => ({
      customerId,
      contractorId,
      periodId,
      dateFrom,
      dateTo,
      rating,
    });
    await t.app.ctx.db
      .insert(ratings)
      .values([
        month(first.id, '2026-09-01', '2026-09-30', 34.28),
        month(first.id, '2026-10-01', '2026-10-31', 37.14),
        month(first.id, '2026-07-01', '2026-09-30', 80, 2),
        month(second.id, '2026-11-01', '2026-11-30', 90),
      ]);
    const response = await kit.call('GET', own(contractorId), carrier.auth);
    expect(response.json().rating).toEqual({ rating: 37.14 });
  });

  it("answers 401 without a token and 404 for another company's id, a customer's included", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor');
    const other = await createSignedInUser(t.app, 'contractor');
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expectProblem(await kit.call('GET', own(carrier.company.id), {}), 401);
    expectProblem(await kit.call('GET', own(other.company.id), carrier.auth), 404);
    expectProblem(await kit.call('GET', own(carrier.company.id), customer.auth), 404);
  });
});

describe('PUT /api/contractors/:contractorId', () => {
  it('saves the requisites, blanks as null, and audits only the fields that changed', async () => {
    const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 1);
    const body = { ...validRequisites(admin.company.inn), name: '  ООО «Северный Путь» ' };
    const response = await kit.call('PUT', own(admin.company.id), admin.auth, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'ООО «Северный Путь»',
      inn: admin.company.inn,
      bik: '044525225',
      postalAddress: null,
      verificationStatus: 1,
    });
    expect(await kit.contractorRow(admin.company.id)).toMatchObject({
      bankAccount: '40702810938000012345',
      email: 'office@north.test',
    });
    const [audit] = await kit.auditOf('contractor', admin.company.id);
    expect(audit).toMatchObject({ action: 'update-requisites', actorUserId: admin.user.id });
    const changes = (audit!.details as { changes: Record<string, unknown> }).changes;
    expect(changes.name).toEqual({ from: admin.company.name, to: 'ООО «Северный Путь»' });
    expect(Object.keys(changes)).not.toContain('inn');
    expect(Object.keys(changes)).not.toContain('postalAddress');

    const again = await kit.call('PUT', own(admin.company.id), admin.auth, body);
    expect(again.statusCode).toBe(200);
    expect(await kit.auditOf('contractor', admin.company.id)).toHaveLength(1);
  });

  it('keeps the VAT regime (DESIGN 12): a new carrier is general, a given one is saved, an absent one kept', async () => {
    const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 1);
    const body = validRequisites(admin.company.inn);
    const usn = await kit.call('PUT', own(admin.company.id), admin.auth, { ...body, vatRegime: 'usn5' });
    expect(usn.json().vatRegime).toBe('usn5');
    const kept = await kit.call('PUT', own(admin.company.id), admin.auth, {
      ...body,
      name: 'ООО «Южный Путь»',
    });
    expect(kept.json()).toMatchObject({ name: 'ООО «Южный Путь»', vatRegime: 'usn5' });
    expectProblem(
      await kit.call('PUT', own(admin.company.id), admin.auth, { ...body, vatRegime: 'usn6' }),
      422,
    );
  });

  it('lets a carrier not yet verified change its INN', async () => {
    const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const inn = randomInn();
    const response = await kit.call('PUT', own(admin.company.id), admin.auth, validRequisites(inn));
    expect(response.statusCode).toBe(200);
    expect((await kit.contractorRow(admin.company.id)).inn).toBe(inn);
  });

  it.each([1, 2] as const)(
    'refuses to change the INN in status %i with 409 and changes nothing',
    async (status) => {
      const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], status);
      const problem = expectProblem(
        await kit.call('PUT', own(admin.company.id), admin.auth, validRequisites()),
        409,
      );
      expect(problem.message).toBe(
        `Нельзя изменить ИНН перевозчика в статусе «${status === 1 ? 'Верифицирован' : 'На проверке'}»`,
      );
      expect(await kit.contractorRow(admin.company.id)).toMatchObject({ inn: admin.company.inn, bik: null });
    },
  );

  it("refuses another carrier's INN with a Russian message and changes nothing", async () => {
    const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const other = await createSignedInUser(t.app, 'contractor');
    const problem = expectProblem(
      await kit.call('PUT', own(admin.company.id), admin.auth, validRequisites(other.company.inn)),
      422,
    );
    expect(problem.message).toBe('Перевозчик с таким ИНН уже зарегистрирован');
    expect(problem.errors).toEqual(['ИНН: перевозчик с таким ИНН уже зарегистрирован']);
    expect((await kit.contractorRow(admin.company.id)).inn).toBe(admin.company.inn);
  });

  it('refuses bad requisites field by field and changes nothing', async () => {
    const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 1);
    const problem = expectProblem(
      await kit.call('PUT', own(admin.company.id), admin.auth, {
        ...validRequisites(admin.company.inn),
        name: ' ',
        kpp: '12',
        bankAccount: '40702810938000012346',
      }),
      422,
    );
    expect(problem.errors).toEqual([
      'Название: обязательное поле',
      'КПП: неверный КПП: 9 символов, 5-й и 6-й могут быть буквами',
      'Расчётный счёт: неверный расчётный счёт: 20 цифр, контрольная сумма с БИК не сходится',
    ]);
    expectProblem(await kit.call('PUT', own(admin.company.id), admin.auth, { name: 'Без ИНН' }), 422);
    expect(await kit.contractorRow(admin.company.id)).toMatchObject({ name: admin.company.name, kpp: null });
    expect(await kit.auditOf('contractor', admin.company.id)).toEqual([]);
  });

  it("keeps the requisites to the carrier's admin: 403 for a user, 404 for another company, 401 without a token", async () => {
    const user = await createSignedInUser(t.app, 'contractor', ['ROLE_USER', 'ROLE_MANAGER']);
    const admin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const body = validRequisites(user.company.inn);
    expectProblem(await kit.call('PUT', own(user.company.id), user.auth, body), 403);
    expectProblem(await kit.call('PUT', own(user.company.id), admin.auth, body), 404);
    expectProblem(await kit.call('PUT', own(user.company.id), {}, body), 401);
    expect(await kit.contractorRow(user.company.id)).toMatchObject({ name: user.company.name, bik: null });
  });
});

describe('the customers a carrier is a partner of', () => {
  it('answers related_owners as one list and partners paged, searched and filtered by status', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor');
    const [first, second, stranger] = [
      await createCustomer(t.app.ctx.db),
      await createCustomer(t.app.ctx.db),
      await createCustomer(t.app.ctx.db),
    ];
    await kit.makePartner(first!.id, carrier.company.id, 1);
    await kit.makePartner(second!.id, carrier.company.id, 3, 'Срыв рейсов');
    const otherCarrier = await createSignedInUser(t.app, 'contractor');
    await kit.makePartner(stranger!.id, otherCarrier.company.id, 1);

    const related = await kit.call('GET', `${own(carrier.company.id)}/related_owners`, carrier.auth);
    expect(related.statusCode).toBe(200);
    const byName = [first!, second!].sort((a, b) => a.name.localeCompare(b.name));
    expect(related.json().items).toEqual(
      byName.map((customer) => ({
        id: customer.id,
        name: customer.name,
        inn: customer.inn,
        partnerStatus: customer.id === first!.id ? 1 : 3,
        since: expect.any(String),
      })),
    );

    const partners = await kit.call(
      'GET',
      `${own(carrier.company.id)}/partners?limit=1&page=2`,
      carrier.auth,
    );
    expect(partners.json()).toMatchObject({ totalCount: 2, currentPageNumber: 2, numItemsPerPage: 1 });
    expect(partners.json().items).toEqual([related.json().items[1]]);
    const blocked = await kit.call('GET', `${own(carrier.company.id)}/partners?status=3`, carrier.auth);
    expect(blocked.json().items.map((item: { id: number }) => item.id)).toEqual([second!.id]);
    const byInn = await kit.call(
      'GET',
      `${own(carrier.company.id)}/partners?query=${first!.inn}`,
      carrier.auth,
    );
    expect(byInn.json().items.map((item: { id: number }) => item.id)).toEqual([first!.id]);
    expectProblem(await kit.call('GET', `${own(carrier.company.id)}/partners?status=2`, carrier.auth), 422);
    expectProblem(await kit.call('GET', `${own(carrier.company.id)}/partners?limit=101`, carrier.auth), 422);
  });

  it("answers 401 without a token and 404 for another company's id", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor');
    const other = await createSignedInUser(t.app, 'contractor');
    const customer = await createSignedInUser(t.app, 'customer');
    for (const path of ['related_owners', 'partners']) {
      expectProblem(await kit.call('GET', `${own(carrier.company.id)}/${path}`, {}), 401);
      expectProblem(await kit.call('GET', `${own(other.company.id)}/${path}`, carrier.auth), 404);
      expectProblem(await kit.call('GET', `${own(carrier.company.id)}/${path}`, customer.auth), 404);
    }
  });
});
