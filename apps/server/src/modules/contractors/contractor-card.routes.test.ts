import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser, createUser } from '../../../test/factories';
import { uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractors, drivers, validationDocuments, vehicles } from '../../db/schema/index';
import { driverIdentity, validDriver, validTrailer, validTruck } from '../fleet/fleet.fixtures';
import { contractorsKit, validRequisites } from './contractors.fixtures';

let t: TestApp;
let kit: ReturnType<typeof contractorsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = contractorsKit(t);
});
afterAll(() => t.close());

const cardUrl = (customerId: number, contractorId: number) =>
  `/api/customers/${customerId}/contractors/${contractorId}/card`;

describe('GET the carrier card', () => {
  it('shows requisites, documents, staff, counts, partner state and the history of decisions', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const colleague = await createUser(
      t.app.ctx.db,
      { ownerType: 'contractor', ownerId: carrier.company.id },
      { blocked: true },
    );
    const [documentType] = await t.app.ctx.db
      .select()
      .from(validationDocuments)
      .orderBy(asc(validationDocuments.id))
      .limit(1);
    const file = await uploadFile(t.app, carrier.auth, 'устав.png');
    await kit.call('POST', '/api/contractor-validatation-documents', carrier.auth, {
      validationDocumentId: documentType!.id,
      fileGuid: file.guid,
    });
    await kit.call(
      'PUT',
      `/api/contractors/${carrier.company.id}`,
      carrier.auth,
      validRequisites(carrier.company.inn),
    );
    // Sent for verification (the documents and the PATCH status/2 are the verification module's own tests).
    await t.app.ctx.db.update(contractors).set({ status: 2 }).where(eq(contractors.id, carrier.company.id));
    const verified = await kit.call(
      'PATCH',
      `/api/customers/${admin.company.id}/verification/contractors/${carrier.company.id}`,
      admin.auth,
      { status: 1 },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    await kit.call('POST', `/api/customers/${admin.company.id}/contractor_partners`, admin.auth, {
      contractorId: carrier.company.id,
    });
    await kit.callForm(
      'PATCH',
      `/api/customers/${admin.company.id}/contractors/${carrier.company.id}/status/3`,
      admin.auth,
      { reason: 'Нет страховки груза' },
    );

    const response = await kit.call('GET', cardUrl(admin.company.id, carrier.company.id), admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json();
    expect(card.contractor).toMatchObject({
      id: carrier.company.id,
      name: 'ООО «Северный Путь»',
      verificationStatus: 1,
      rating: { rating: null },
    });
    const details = card.details;
    expect(details.requisites).toMatchObject({ id: carrier.company.id, bik: '044525225' });
    expect(details.documents).toEqual([
      expect.objectContaining({
        validationDocumentId: documentType!.id,
        file: expect.objectContaining({ guid: file.guid }),
      }),
    ]);
    expect(details.documentTypes.length).toBeGreaterThan(0);
    expect(details.users).toEqual(
      expect.arrayContaining([
        {
          id: carrier.user.id,
          fullname: carrier.user.fullname,
          username: carrier.user.username,
          roles: ['ROLE_ADMIN'],
          blocked: false,
        },
        expect.objectContaining({ id: colleague.id, blocked: true }),
      ]),
    );
    expect(details.counts).toEqual({ drivers: 0, vehicles: 0 });
    expect(card).toMatchObject({
      partnerStatus: 3,
      partnerReason: 'Нет страховки груза',
      partnerSince: expect.any(String),
    });
    expect(
      details.history.map(
        (entry: {
          actionLabel: string;
          fromLabel: string | null;
          toLabel: string | null;
          comment: string | null;
        }) => [entry.actionLabel, entry.fromLabel, entry.toLabel, entry.comment],
      ),
    ).toEqual([
      ['Заблокирован', 'Аккредитован', 'Заблокирован', 'Нет страховки груза'],
      ['Добавлен в партнёры', null, 'Аккредитован', null],
      ['Верифицирован', 'На проверке', 'Верифицирован', null],
      ['Изменены реквизиты', null, null, expect.stringContaining('БИК')],
    ]);
    expect(details.history[0].actor).toEqual({ id: admin.user.id, fullname: admin.user.fullname });
  });

  it('counts the carrier’s drivers and vehicles in use: every status but rejected, no other carrier’s', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const other = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    await kit.makePartner(admin.company.id, carrier.company.id, 1);
    const add = async (owner: typeof carrier, kind: 'drivers' | 'vehicles', body: object) => {
      const response = await kit.call(
        'POST',
        `/api/contractors/${owner.company.id}/${kind}`,
        owner.auth,
        body,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const driverIds = [
      await add(carrier, 'drivers', validDriver()),
      await add(carrier, 'drivers', validDriver(driverIdentity(0))),
      await add(carrier, 'drivers', validDriver(driverIdentity(1))),
      await add(carrier, 'drivers', validDriver(driverIdentity(2))),
    ];
    const vehicleIds = [
      await add(carrier, 'vehicles', validTruck()),
      await add(carrier, 'vehicles', validTrailer()),
    ];
    await add(other, 'drivers', validDriver());
    await add(other, 'vehicles', validTruck());
    const db = t.app.ctx.db;
    for (const [index, status] of [
      FLEET_STATUS.onCheck,
      FLEET_STATUS.verified,
      FLEET_STATUS.cancelled,
    ].entries())
      await db
        .update(drivers)
        .set({ status })
        .where(eq(drivers.id, driverIds[index + 1]!));
    await db.update(vehicles).set({ status: FLEET_STATUS.cancelled }).where(eq(vehicles.id, vehicleIds[1]!));
    const card = (await kit.call('GET', cardUrl(admin.company.id, carrier.company.id), admin.auth)).json();
    expect(card.details.counts).toEqual({ drivers: 3, vehicles: 1 });
  });

  it('shows the customer’s own express driver check: off until switched on, not another customer’s', async () => {
    const first = await createSignedInUser(t.app, 'customer', ['ROLE_MANAGER']);
    const second = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createContractor(t.app.ctx.db, 1);
    await kit.makePartner(first.company.id, carrier.id, 1);
    await kit.makePartner(second.company.id, carrier.id, 1);
    const expressOf = async (customer: typeof first) =>
      (await kit.call('GET', cardUrl(customer.company.id, carrier.id), customer.auth)).json().details
        .expressDriversCheck;
    expect(await expressOf(first)).toBe(false);
    const switched = await kit.call(
      'PATCH',
      `/api/customers/${first.company.id}/express-drivers-check`,
      first.auth,
      { contractor: carrier.id, enabled: true },
    );
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await expressOf(first)).toBe(true);
    expect(await expressOf(second)).toBe(false);
  });

  it('shows a customer that does not work with the carrier only its public part', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    await kit.call(
      'PUT',
      `/api/contractors/${carrier.company.id}`,
      carrier.auth,
      validRequisites(carrier.company.inn),
    );
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const response = await kit.call('GET', cardUrl(customer.company.id, carrier.company.id), customer.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      contractor: {
        id: carrier.company.id,
        name: 'ООО «Северный Путь»',
        inn: carrier.company.inn,
        kpp: expect.any(String),
        ogrn: expect.any(String),
        active: true,
        verificationStatus: 1,
        rating: { rating: null },
      },
      partnerStatus: null,
      partnerReason: null,
      partnerSince: null,
      details: null,
    });
    expect(response.body).not.toContain('044525225');
    expect(response.body).not.toContain(carrier.user.username);
  });

  it("shows another customer's partner changes to nobody else", async () => {
    const first = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const second = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createContractor(t.app.ctx.db, 1);
    await kit.makePartner(first.company.id, carrier.id, 1);
    await kit.callForm(
      'PATCH',
      `/api/customers/${first.company.id}/contractors/${carrier.id}/status/3`,
      first.auth,
      {
        reason: 'Внутренняя причина',
      },
    );
    await kit.makePartner(second.company.id, carrier.id, 1);
    const card = (await kit.call('GET', cardUrl(second.company.id, carrier.id), second.auth)).json();
    expect(card).toMatchObject({ partnerStatus: 1, partnerReason: null });
    expect(card.details.history.map((entry: { comment: string | null }) => entry.comment)).not.toContain(
      'Внутренняя причина',
    );
  });

  it('shows verified carriers, carriers under review and own partners; others answer 404', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const [fresh, review, rejected, rejectedPartner] = [
      await createContractor(t.app.ctx.db, 0),
      await createContractor(t.app.ctx.db, 2),
      await createContractor(t.app.ctx.db, 3),
      await createContractor(t.app.ctx.db, 3),
    ];
    await kit.makePartner(customer.company.id, rejectedPartner.id, 1);
    const status = async (id: number) =>
      (await kit.call('GET', cardUrl(customer.company.id, id), customer.auth)).statusCode;
    expect(await status(review.id)).toBe(200);
    expect(await status(rejectedPartner.id)).toBe(200);
    expectProblem(await kit.call('GET', cardUrl(customer.company.id, fresh.id), customer.auth), 404);
    expectProblem(await kit.call('GET', cardUrl(customer.company.id, rejected.id), customer.auth), 404);
    expectProblem(await kit.call('GET', cardUrl(customer.company.id, 99_999_999), customer.auth), 404);
  });

  it("answers 401 without a token and 404 for another customer's path or a carrier", async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const other = await createSignedInUser(t.app, 'customer');
    const carrier = await createSignedInUser(t.app, 'contractor');
    const url = cardUrl(customer.company.id, carrier.company.id);
    expectProblem(await kit.call('GET', url, {}), 401);
    expectProblem(await kit.call('GET', url, other.auth), 404);
    expectProblem(await kit.call('GET', url, carrier.auth), 404);
  });
});
