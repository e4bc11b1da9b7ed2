import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser, createUser, login } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mailOutbox, notifications } from '../../db/schema/index';
import { contractorsKit } from './contractors.fixtures';

let t: TestApp;
let kit: ReturnType<typeof contractorsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = contractorsKit(t);
});
afterAll(() => t.close());

const base = (customerId: number) => `/api/customers/${customerId}`;

describe('PATCH contractors/:contractorId/status/1 and /3', () => {
  const statusUrl = (customerId: number, contractorId: number, status: 1 | 3) =>
    `${base(customerId)}/contractors/${contractorId}/status/${status}`;

  /** A customer admin with a partner carrier that has an admin of its own. */
  const setUp = async (status: 1 | 3 = 1) => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createContractor(t.app.ctx.db, 1);
    const carrierAdmin = await createUser(
      t.app.ctx.db,
      { ownerType: 'contractor', ownerId: carrier.id },
      { roles: ['ROLE_ADMIN'] },
    );
    await kit.makePartner(admin.company.id, carrier.id, status, status === 3 ? 'Ранее' : undefined);
    return { admin, carrier, carrierAdmin };
  };

  it('blocks with a form-encoded reason, audits it and tells the carrier admins; then accredits again', async () => {
    const { admin, carrier, carrierAdmin } = await setUp(1);
    const blocked = await kit.callForm('PATCH', statusUrl(admin.company.id, carrier.id, 3), admin.auth, {
      reason: '  Срыв трёх погрузок ',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      id: carrier.id,
      partnerStatus: 3,
      partnerReason: 'Срыв трёх погрузок',
    });
    expect(await kit.partnerRow(admin.company.id, carrier.id)).toMatchObject({
      status: 3,
      reason: 'Срыв трёх погрузок',
    });
    const [stored] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carrierAdmin.id));
    expect(stored).toMatchObject({ type: 'partner-blocked', title: 'Блокировка заказчиком' });
    expect(stored!.text).toContain('Срыв трёх погрузок');
    const mails = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, carrierAdmin.username));
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'notification', subject: 'Блокировка заказчиком' }),
    ]);

    const accredited = await kit.callForm(
      'PATCH',
      statusUrl(admin.company.id, carrier.id, 1),
      admin.auth,
      {},
    );
    expect(accredited.statusCode, accredited.body).toBe(200);
    expect(accredited.json()).toMatchObject({ partnerStatus: 1, partnerReason: null });
    expect(
      (await kit.auditOf('contractor-partner', `${admin.company.id}:${carrier.id}`)).map((entry) => [
        entry.action,
        entry.fromState,
        entry.toState,
        entry.comment,
      ]),
    ).toEqual([
      ['block', '1', '3', 'Срыв трёх погрузок'],
      ['accredit', '3', '1', null],
    ]);
  });

  it('takes JSON too, and a PATCH without a body accredits', async () => {
    const { admin, carrier } = await setUp(1);
    const blocked = await kit.call('PATCH', statusUrl(admin.company.id, carrier.id, 3), admin.auth, {
      reason: 'Нет документов на водителей',
    });
    expect(blocked.json()).toMatchObject({ partnerStatus: 3, partnerReason: 'Нет документов на водителей' });
    const accredited = await kit.call('PATCH', statusUrl(admin.company.id, carrier.id, 1), admin.auth);
    expect(accredited.statusCode, accredited.body).toBe(200);
    expect(accredited.json()).toMatchObject({ partnerStatus: 1 });
  });

  it('refuses the status the partner already has with 409 and changes nothing', async () => {
    const { admin, carrier } = await setUp(1);
    const problem = expectProblem(
      await kit.callForm('PATCH', statusUrl(admin.company.id, carrier.id, 1), admin.auth, {}),
      409,
    );
    expect(problem.message).toBe('Нельзя аккредитовать перевозчика в статусе «Аккредитован»');
    const blocked = await setUp(3);
    expect(
      expectProblem(
        await kit.callForm(
          'PATCH',
          statusUrl(blocked.admin.company.id, blocked.carrier.id, 3),
          blocked.admin.auth,
          {
            reason: 'Ещё раз',
          },
        ),
        409,
      ).message,
    ).toBe('Нельзя заблокировать перевозчика в статусе «Заблокирован»');
    expect(await kit.partnerRow(blocked.admin.company.id, blocked.carrier.id)).toMatchObject({
      reason: 'Ранее',
    });
    expect(await kit.auditOf('contractor-partner', `${admin.company.id}:${carrier.id}`)).toEqual([]);
  });

  it('asks for a reason to block, whether the form is empty, blank or missing, and changes nothing', async () => {
    const { admin, carrier } = await setUp(1);
    const url = statusUrl(admin.company.id, carrier.id, 3);
    for (const response of [
      await kit.callForm('PATCH', url, admin.auth, {}),
      await kit.callForm('PATCH', url, admin.auth, { reason: '   ' }),
      await kit.call('PATCH', url, admin.auth),
      await kit.call('PATCH', url, admin.auth, { reason: 42 }),
    ]) {
      expect(expectProblem(response, 422).errors![0]).toMatch(/^Причина: /);
    }
    expect(expectProblem(await kit.callForm('PATCH', url, admin.auth, {}), 422).errors).toEqual([
      'Причина: обязательное поле',
    ]);
    expectProblem(await kit.callForm('PATCH', url, admin.auth, { reason: 'x'.repeat(2001) }), 422);
    expect(await kit.partnerRow(admin.company.id, carrier.id)).toMatchObject({ status: 1, reason: null });
  });

  it('keeps the decision to admins of the customer whose partner it is', async () => {
    const { admin, carrier } = await setUp(1);
    const manager = await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: admin.company.id },
      { roles: ['ROLE_MANAGER'] },
    );
    const managerAuth = { authorization: `Bearer ${(await login(t.app, manager.username)).token}` };
    const otherAdmin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const stranger = await createContractor(t.app.ctx.db, 1);
    const form = { reason: 'Причина' };
    expectProblem(
      await kit.callForm('PATCH', statusUrl(admin.company.id, carrier.id, 3), managerAuth, form),
      403,
    );
    expectProblem(
      await kit.callForm('PATCH', statusUrl(admin.company.id, carrier.id, 3), otherAdmin.auth, form),
      404,
    );
    expectProblem(
      await kit.callForm('PATCH', statusUrl(otherAdmin.company.id, carrier.id, 3), otherAdmin.auth, form),
      404,
    );
    expectProblem(
      await kit.callForm('PATCH', statusUrl(admin.company.id, stranger.id, 3), admin.auth, form),
      404,
    );
    expectProblem(await kit.callForm('PATCH', statusUrl(admin.company.id, carrier.id, 3), {}, form), 401);
    expect(await kit.partnerRow(admin.company.id, carrier.id)).toMatchObject({ status: 1 });
  });
});
