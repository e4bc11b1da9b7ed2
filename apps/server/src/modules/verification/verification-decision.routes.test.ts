import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  auditLog,
  contractors,
  mailOutbox,
  notifications,
  users,
  validationDocuments,
} from '../../db/schema/index';

let t: TestApp;
let requiredTypeIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const types = await t.app.ctx.db.select().from(validationDocuments).orderBy(asc(validationDocuments.id));
  requiredTypeIds = types.filter((type) => type.required).map((type) => type.id);
});
afterAll(() => t.close());

type Auth = Record<string, string>;

/** A carrier that uploaded every required document and sent them for verification (status 2). */
const carrierUnderReview = async () => {
  const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
  for (const validationDocumentId of requiredTypeIds) {
    const file = await uploadFile(t.app, carrier.auth, 'scan.png');
    await t.app.inject({
      method: 'POST',
      url: '/api/contractor-validatation-documents',
      headers: carrier.auth,
      payload: { validationDocumentId, fileGuid: file.guid },
    });
  }
  const sent = await t.app.inject({
    method: 'PATCH',
    url: `/api/contractors/${carrier.company.id}/status/2`,
    headers: carrier.auth,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return carrier;
};

const url = (customerId: number, contractorId?: number) =>
  `/api/customers/${customerId}/verification/contractors${contractorId ? `/${contractorId}` : ''}`;

const decide = (auth: Auth, customerId: number, contractorId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: url(customerId, contractorId), headers: auth, payload });

const contractorRow = async (id: number) =>
  (await t.app.ctx.db.select().from(contractors).where(eq(contractors.id, id)))[0]!;

describe('customer verification of carriers', () => {
  it('shows a customer admin the carrier requisites and documents, and lists those waiting first', async () => {
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await carrierUnderReview();
    const card = await t.app.inject({
      method: 'GET',
      url: url(customer.company.id, carrier.company.id),
      headers: customer.auth,
    });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      status: 2,
      statusLabel: 'На проверке',
      contractor: { id: carrier.company.id, name: carrier.company.name, inn: carrier.company.inn },
    });
    expect(card.json().documents).toHaveLength(requiredTypeIds.length);
    const guid = card.json().documents[0].file.guid;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${guid}/download`, headers: customer.auth }))
        .statusCode,
    ).toBe(200);

    const queue = await t.app.inject({
      method: 'GET',
      url: `${url(customer.company.id)}?status=2`,
      headers: customer.auth,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.every((item: { status: number }) => item.status === 2)).toBe(true);
    expect(queue.json().items.map((item: { id: number }) => item.id)).toContain(carrier.company.id);
    const all = await t.app.inject({ method: 'GET', url: url(customer.company.id), headers: customer.auth });
    expect(all.json().items[0].status).toBe(2);
    const byInn = await t.app.inject({
      method: 'GET',
      url: `${url(customer.company.id)}?query=${carrier.company.inn}`,
      headers: customer.auth,
    });
    expect(byInn.json().items.map((item: { id: number }) => item.id)).toEqual([carrier.company.id]);
  });

  it('rejects with a reason the carrier sees, mails and audits it; the carrier resends; the admin verifies', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await carrierUnderReview();
    const rejected = await decide(admin.auth, admin.company.id, carrier.company.id, {
      status: 3,
      reason: '  Скан ИНН нечитаемый ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 3, rejectionReason: 'Скан ИНН нечитаемый' });
    expect(await contractorRow(carrier.company.id)).toMatchObject({ status: 3, active: false });
    const carrierView = await t.app.inject({
      method: 'GET',
      url: `/api/contractors/${carrier.company.id}/verification`,
      headers: carrier.auth,
    });
    expect(carrierView.json()).toMatchObject({ status: 3, rejectionReason: 'Скан ИНН нечитаемый' });
    const mails = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, carrier.user.username));
    expect(mails.at(-1)).toMatchObject({ kind: 'notification', subject: 'Верификация отклонена' });
    expect(mails.at(-1)!.text).toBe(
      `Компании «${carrier.company.name}» отказано в верификации на портале грузоперевозок.\nПричина: Скан ИНН нечитаемый\n\nИсправьте документы и отправьте их на проверку снова:\n${t.config.publicUrl}/verification`,
    );
    const [stored] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carrier.user.id), eq(notifications.type, 'contractor-rejected')));
    expect(stored).toMatchObject({ title: 'Верификация отклонена', link: '/verification', readAt: null });

    const resent = await t.app.inject({
      method: 'PATCH',
      url: `/api/contractors/${carrier.company.id}/status/2`,
      headers: carrier.auth,
    });
    expect(resent.json()).toMatchObject({ status: 2 });

    const verified = await decide(admin.auth, admin.company.id, carrier.company.id, { status: 1 });
    expect(verified.json()).toMatchObject({ status: 1, rejectionReason: null });
    expect(await contractorRow(carrier.company.id)).toMatchObject({ status: 1, active: true });
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contractor'), eq(auditLog.entityId, String(carrier.company.id))));
    expect(audit.map((entry) => [entry.action, entry.fromState, entry.toState])).toEqual(
      expect.arrayContaining([
        ['reject', '2', '3'],
        ['verify', '2', '1'],
      ]),
    );
    expect(audit.find((entry) => entry.action === 'reject')).toMatchObject({
      comment: 'Скан ИНН нечитаемый',
      actorUserId: admin.user.id,
    });
  });

  it('mails the carrier contact when it has no admin', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await carrierUnderReview();
    await t.app.ctx.db
      .update(contractors)
      .set({ email: 'office@carrier.test' })
      .where(eq(contractors.id, carrier.company.id));
    await t.app.ctx.db
      .update(users)
      .set({ roles: ['ROLE_USER'] })
      .where(eq(users.id, carrier.user.id));
    await decide(admin.auth, admin.company.id, carrier.company.id, { status: 1 });
    const mails = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'office@carrier.test'));
    expect(mails).toHaveLength(1);
  });

  it('refuses a decision from the wrong state with 409 and changes nothing', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const fresh = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const problem = expectProblem(
      await decide(admin.auth, admin.company.id, fresh.company.id, { status: 1 }),
      409,
    );
    expect(problem.message).toBe('Нельзя верифицировать перевозчика в статусе «Новый»');
    expectProblem(
      await decide(admin.auth, admin.company.id, fresh.company.id, { status: 3, reason: 'нет' }),
      409,
    );
    expect(await contractorRow(fresh.company.id)).toMatchObject({ status: 0, rejectionReason: null });
  });

  it('refuses bad input with Russian messages and changes nothing', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await carrierUnderReview();
    const noReason = expectProblem(
      await decide(admin.auth, admin.company.id, carrier.company.id, { status: 3 }),
      422,
    );
    expect(noReason.errors![0]).toMatch(/^Причина: /);
    expectProblem(
      await decide(admin.auth, admin.company.id, carrier.company.id, { status: 3, reason: '   ' }),
      422,
    );
    expectProblem(await decide(admin.auth, admin.company.id, carrier.company.id, { status: 2 }), 422);
    expectProblem(
      await decide(admin.auth, admin.company.id, carrier.company.id, {
        status: 3,
        reason: 'x'.repeat(10_000),
      }),
      422,
    );
    expectProblem(await decide(admin.auth, admin.company.id, 999_999, { status: 1 }), 404);
    expect(await contractorRow(carrier.company.id)).toMatchObject({ status: 2 });
  });

  it('shows the queue and a carrier’s documents to customer admins only (SPEC 2.2: K, Adm)', async () => {
    const manager = await createSignedInUser(t.app, 'customer', ['ROLE_USER', 'ROLE_MANAGER']);
    const carrier = await carrierUnderReview();
    for (const path of [url(manager.company.id), url(manager.company.id, carrier.company.id)]) {
      expectProblem(await t.app.inject({ method: 'GET', url: path, headers: manager.auth }), 403);
    }
  });

  it('leaves the decision to customer admins of their own company', async () => {
    const user = await createSignedInUser(t.app, 'customer', ['ROLE_USER', 'ROLE_MANAGER']);
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const otherCarrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const carrier = await carrierUnderReview();
    expectProblem(await decide(user.auth, user.company.id, carrier.company.id, { status: 1 }), 403);
    expectProblem(await decide(admin.auth, user.company.id, carrier.company.id, { status: 1 }), 404);
    expectProblem(await decide(otherCarrier.auth, admin.company.id, carrier.company.id, { status: 1 }), 404);
    expectProblem(await decide({}, admin.company.id, carrier.company.id, { status: 1 }), 401);
    expectProblem(
      await t.app.inject({ method: 'GET', url: url(admin.company.id), headers: otherCarrier.auth }),
      404,
    );
    expect(await contractorRow(carrier.company.id)).toMatchObject({ status: 2 });
  });
});

describe('carrier requisites on the verification screen', () => {
  it('shows the addresses and bank requisites the carrier filled in', async () => {
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await carrierUnderReview();
    const requisites = {
      legalAddress: '125009, г. Москва, ул. Тверская, д. 7',
      postalAddress: '125009, г. Москва, а/я 15',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      bankAccount: '40702810938000012345',
      correspondentAccount: '30101810400000000225',
    };
    await t.app.ctx.db.update(contractors).set(requisites).where(eq(contractors.id, carrier.company.id));
    const card = await t.app.inject({
      method: 'GET',
      url: url(customer.company.id, carrier.company.id),
      headers: customer.auth,
    });
    expect(card.json().contractor).toMatchObject(requisites);
  });
});
