import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser, createUser, login } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, contactRequisites } from '../../db/schema/index';
import { addPartner, validCard } from './contact-requisites.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (method: Method, url: string, headers: Auth, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const base = (customerId: number) => `/api/customers/${customerId}/contact-requisites`;

/** A customer admin, a plain user of the same customer and one accredited partner carrier. */
const customerWithPartner = async () => {
  const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
  const colleague = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: admin.company.id });
  const { token } = await login(t.app, colleague.username);
  const partner = await createContractor(t.app.ctx.db);
  await addPartner(t.app.ctx.db, admin.company.id, partner.id);
  return { admin, user: { authorization: `Bearer ${token}` }, partner, customerId: admin.company.id };
};

const cardsOf = (customerId: number) =>
  t.app.ctx.db.select().from(contactRequisites).where(eq(contactRequisites.customerId, customerId));

const addCard = async (auth: Auth, customerId: number, overrides: Record<string, unknown> = {}) => {
  const response = await call('POST', base(customerId), auth, validCard(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};

describe('POST /api/customers/:customerId/contact-requisites', () => {
  it('adds the default card and a partner card, with blanks stored as null, and audits them', async () => {
    const { admin, partner, customerId } = await customerWithPartner();
    const response = await call(
      'POST',
      base(customerId),
      admin.auth,
      validCard({ contactPerson: '  Иванова М. А. ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      customer: { id: customerId, name: admin.company.name },
      contractor: null,
      contactPerson: 'Иванова М. А.',
      postalAddress: null,
      bik: '044525225',
    });
    const forPartner = await call(
      'POST',
      base(customerId),
      admin.auth,
      validCard({ contractorId: partner.id, contactPerson: 'Петров Пётр' }),
    );
    expect(forPartner.json()).toMatchObject({ contractor: { id: partner.id, name: partner.name } });
    expect(await cardsOf(customerId)).toHaveLength(2);
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'contact-requisites'), eq(auditLog.entityId, String(response.json().id))),
      );
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actorUserId: admin.user.id })]);
  });

  it('refuses a second default card and a second card for the same carrier with 409', async () => {
    const { admin, partner, customerId } = await customerWithPartner();
    await addCard(admin.auth, customerId);
    await addCard(admin.auth, customerId, { contractorId: partner.id });
    const defaultAgain = expectProblem(await call('POST', base(customerId), admin.auth, validCard()), 409);
    expect(defaultAgain.message).toBe('Реквизиты для всех перевозчиков уже заданы: измените их');
    const partnerAgain = expectProblem(
      await call('POST', base(customerId), admin.auth, validCard({ contractorId: partner.id })),
      409,
    );
    expect(partnerAgain.message).toBe('Для этого перевозчика реквизиты уже заданы: измените их');
    expect(await cardsOf(customerId)).toHaveLength(2);
  });

  it('answers 404 for a carrier that is not a partner of the customer and adds nothing', async () => {
    const { admin, customerId } = await customerWithPartner();
    const stranger = await createContractor(t.app.ctx.db);
    const problem = expectProblem(
      await call('POST', base(customerId), admin.auth, validCard({ contractorId: stranger.id })),
      404,
    );
    expect(problem.message).toBe('Перевозчик не найден среди партнёров заказчика');
    expect(await cardsOf(customerId)).toHaveLength(0);
  });

  it('refuses bad requisites with one Russian entry per field and adds nothing', async () => {
    const { admin, customerId } = await customerWithPartner();
    const problem = expectProblem(
      await call(
        'POST',
        base(customerId),
        admin.auth,
        validCard({ contactPerson: ' ', legalName: '', inn: '5012345673', bik: '044525593', email: 'почта' }),
      ),
      422,
    );
    expect(problem.errors).toEqual([
      'Контактное лицо: обязательное поле',
      'Электронная почта: неверный адрес электронной почты',
      'Наименование организации: обязательное поле',
      'ИНН: неверный ИНН: проверьте количество цифр и контрольную сумму',
      'Расчётный счёт: неверный расчётный счёт: 20 цифр, контрольная сумма с БИК не сходится',
      'Корреспондентский счёт: неверный корреспондентский счёт: 20 цифр с 301, контрольная сумма с БИК не сходится',
    ]);
    expect(await cardsOf(customerId)).toHaveLength(0);
  });

  it('refuses a customer user without the admin role (403), another customer (404) and a guest (401)', async () => {
    const { user, customerId } = await customerWithPartner();
    const other = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expectProblem(await call('POST', base(customerId), user, validCard()), 403);
    expectProblem(await call('POST', base(customerId), other.auth, validCard()), 404);
    expectProblem(await call('POST', base(customerId), {}, validCard()), 401);
    expect(await cardsOf(customerId)).toHaveLength(0);
  });
});

describe('GET /api/customers/:customerId/contact-requisites', () => {
  it('lists the default card first and filters by text and carrier', async () => {
    const { admin, user, partner, customerId } = await customerWithPartner();
    const second = await createContractor(t.app.ctx.db);
    await addPartner(t.app.ctx.db, customerId, second.id);
    await addCard(admin.auth, customerId, { contractorId: partner.id, contactPerson: 'Петров Пётр' });
    await addCard(admin.auth, customerId, { contactPerson: 'Сидорова Анна' });
    await addCard(admin.auth, customerId, { contractorId: second.id, contactPerson: 'Орлов Олег' });

    const all = await call('GET', base(customerId), user);
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(3);
    expect(all.json().items[0]).toMatchObject({ contactPerson: 'Сидорова Анна', contractor: null });

    const byPerson = await call('GET', `${base(customerId)}?query=петров`, user);
    expect(byPerson.json().items.map((item: { contactPerson: string }) => item.contactPerson)).toEqual([
      'Петров Пётр',
    ]);
    const byCarrierName = await call(
      'GET',
      `${base(customerId)}?query=${encodeURIComponent(second.name)}`,
      user,
    );
    expect(byCarrierName.json().items.map((item: { contactPerson: string }) => item.contactPerson)).toEqual([
      'Орлов Олег',
    ]);
    const byCarrier = await call('GET', `${base(customerId)}?contractorId=${partner.id}`, user);
    expect(byCarrier.json()).toMatchObject({ totalCount: 1, items: [{ contractor: { id: partner.id } }] });
  });

  it("never lists another customer's cards, refuses a carrier (404), a bad filter (422) and a guest (401)", async () => {
    const { admin, customerId } = await customerWithPartner();
    await addCard(admin.auth, customerId);
    const other = await createSignedInUser(t.app, 'customer');
    expect((await call('GET', base(other.company.id), other.auth)).json().totalCount).toBe(0);
    expectProblem(await call('GET', base(customerId), other.auth), 404);
    const carrier = await createSignedInUser(t.app, 'contractor');
    expectProblem(await call('GET', base(customerId), carrier.auth), 404);
    const problem = expectProblem(await call('GET', `${base(customerId)}?contractorId=abc`, admin.auth), 422);
    expect(problem.errors).toEqual(['Перевозчик: неверный идентификатор']);
    expectProblem(await call('GET', base(customerId), {}), 401);
  });
});

describe('GET, PUT, DELETE /api/customers/:customerId/contact-requisites/:contactId', () => {
  it('reads a card for any customer user and lets the admin change it, keeping its carrier', async () => {
    const { admin, user, partner, customerId } = await customerWithPartner();
    const card = await addCard(admin.auth, customerId, { contractorId: partner.id });
    expect((await call('GET', `${base(customerId)}/${card.id}`, user)).json()).toMatchObject({
      id: card.id,
      contractor: { id: partner.id },
    });
    const changed = await call(
      'PUT',
      `${base(customerId)}/${card.id}`,
      admin.auth,
      validCard({ contactPerson: 'Новое Лицо', phone: null, contractorId: 999 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      contactPerson: 'Новое Лицо',
      phone: null,
      contractor: { id: partner.id },
    });
  });

  it('deletes a card for the admin and audits it', async () => {
    const { admin, customerId } = await customerWithPartner();
    const card = await addCard(admin.auth, customerId);
    const response = await call('DELETE', `${base(customerId)}/${card.id}`, admin.auth);
    expect(response.json()).toEqual({ message: 'Контактные реквизиты удалены' });
    expect(await cardsOf(customerId)).toHaveLength(0);
    expectProblem(await call('GET', `${base(customerId)}/${card.id}`, admin.auth), 404);
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'contact-requisites'),
          eq(auditLog.entityId, String(card.id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(audit).toBeDefined();
  });

  it("answers 404 for another customer's card id under the own path and changes nothing", async () => {
    const { admin, customerId } = await customerWithPartner();
    const other = await customerWithPartner();
    const foreign = await addCard(other.admin.auth, other.customerId, { contactPerson: 'Чужой' });
    expectProblem(await call('GET', `${base(customerId)}/${foreign.id}`, admin.auth), 404);
    expectProblem(await call('PUT', `${base(customerId)}/${foreign.id}`, admin.auth, validCard()), 404);
    expectProblem(await call('DELETE', `${base(customerId)}/${foreign.id}`, admin.auth), 404);
    const [stored] = await cardsOf(other.customerId);
    expect(stored).toMatchObject({ contactPerson: 'Чужой' });
  });

  it('refuses changes from a non-admin (403), bad input (422) and a guest (401), changing nothing', async () => {
    const { admin, user, customerId } = await customerWithPartner();
    const card = await addCard(admin.auth, customerId, { contactPerson: 'Исходное Лицо' });
    expectProblem(await call('PUT', `${base(customerId)}/${card.id}`, user, validCard()), 403);
    expectProblem(await call('DELETE', `${base(customerId)}/${card.id}`, user), 403);
    const problem = expectProblem(
      await call('PUT', `${base(customerId)}/${card.id}`, admin.auth, validCard({ kpp: '12', bik: null })),
      422,
    );
    expect(problem.errors).toEqual([
      'КПП: неверный КПП: 9 символов, 5-й и 6-й могут быть буквами',
      'БИК: укажите БИК банка для проверки счетов',
    ]);
    expectProblem(await call('DELETE', `${base(customerId)}/${card.id}`, {}), 401);
    const [stored] = await cardsOf(customerId);
    expect(stored).toMatchObject({ contactPerson: 'Исходное Лицо' });
  });
});

describe('/api/customers/:customerId/contact-requisites/contractor/:contractorId', () => {
  const path = (customerId: number, contractorId: number) => `${base(customerId)}/contractor/${contractorId}`;

  it('shows what the carrier sees: nothing, then the default card, then its own card', async () => {
    const { admin, user, partner, customerId } = await customerWithPartner();
    expect((await call('GET', path(customerId, partner.id), user)).json()).toEqual({
      contractor: { id: partner.id, name: partner.name },
      isDefault: false,
      requisites: null,
    });
    await addCard(admin.auth, customerId, { contactPerson: 'Для всех' });
    expect((await call('GET', path(customerId, partner.id), user)).json()).toMatchObject({
      isDefault: true,
      requisites: { contactPerson: 'Для всех', contractor: null },
    });
    const saved = await call(
      'PUT',
      path(customerId, partner.id),
      admin.auth,
      validCard({ contactPerson: 'Личный' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      isDefault: false,
      requisites: { contactPerson: 'Личный', contractor: { id: partner.id } },
    });
  });

  it('changes the existing carrier card instead of adding a second one', async () => {
    const { admin, partner, customerId } = await customerWithPartner();
    await call('PUT', path(customerId, partner.id), admin.auth, validCard({ contactPerson: 'Первый' }));
    await call('PUT', path(customerId, partner.id), admin.auth, validCard({ contactPerson: 'Второй' }));
    const cards = await cardsOf(customerId);
    expect(cards.map((card) => card.contactPerson)).toEqual(['Второй']);
  });

  it('answers 404 for a carrier that is not a partner and for another customer, changing nothing', async () => {
    const { admin, customerId } = await customerWithPartner();
    const stranger = await createContractor(t.app.ctx.db);
    expectProblem(await call('GET', path(customerId, stranger.id), admin.auth), 404);
    expectProblem(await call('PUT', path(customerId, stranger.id), admin.auth, validCard()), 404);
    const other = await customerWithPartner();
    expectProblem(await call('PUT', path(other.customerId, other.partner.id), admin.auth, validCard()), 404);
    expect(await cardsOf(customerId)).toHaveLength(0);
    expect(await cardsOf(other.customerId)).toHaveLength(0);
  });

  it('refuses a non-admin (403), bad input (422) and a guest (401), adding nothing', async () => {
    const { admin, user, partner, customerId } = await customerWithPartner();
    expectProblem(await call('PUT', path(customerId, partner.id), user, validCard()), 403);
    const problem = expectProblem(
      await call('PUT', path(customerId, partner.id), admin.auth, validCard({ ogrn: '123' })),
      422,
    );
    expect(problem.errors).toEqual([
      'ОГРН: неверный ОГРН: проверьте количество цифр (13 или 15) и контрольную цифру',
    ]);
    expectProblem(await call('GET', path(customerId, partner.id), {}), 401);
    expect(await cardsOf(customerId)).toHaveLength(0);
  });
});
