import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, contractors, drivers, notifications } from '../../db/schema/index';
import { driverIdentity, fleetKit, validDriver, validTruck } from './fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

const carrierDrivers = (id: number) => `/api/contractors/${id}/drivers`;
const customerDrivers = (id: number) => `/api/customers/${id}/drivers`;

const setUp = async () => {
  const carrier = await kit.carrier();
  const customer = await kit.customer(carrier.id);
  const created = await kit.call('POST', carrierDrivers(carrier.id), carrier.manager.auth, validDriver());
  expect(created.statusCode, created.body).toBe(201);
  const driver = created.json() as { id: number };
  return { carrier, customer, driver, url: `${carrierDrivers(carrier.id)}/${driver.id}` };
};

const rowOf = async (id: number) => (await t.app.ctx.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;

describe('the carrier’s drivers', () => {
  it('adds a new driver, lists and shows it, and audits the creation', async () => {
    const { carrier, driver, url } = await setUp();
    const one = await kit.call('GET', url, carrier.plain.auth);
    expect(one.json()).toMatchObject({
      id: driver.id,
      status: 0,
      contractor: { id: carrier.id },
      passportType: { id: 1, name: 'Паспорт гражданина РФ' },
      passportSeries: '4510',
      licenceNumber: '9912345678',
      routeKinds: ['auto', 'container'],
      hasDraft: false,
    });
    const list = await kit.call(
      'GET',
      `${carrierDrivers(carrier.id)}?query=сидоров&status=0`,
      carrier.plain.auth,
    );
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id: driver.id }] });
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, String(driver.id))));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'create', actorUserId: carrier.manager.user.id }),
    ]);
  });

  it('refuses a bad passport, licence, phone and dates out of order with one Russian entry per field', async () => {
    const carrier = await kit.carrier();
    const problem = expectProblem(
      await kit.call(
        'POST',
        carrierDrivers(carrier.id),
        carrier.admin.auth,
        validDriver({
          passportSeries: '451',
          passportNumber: '12345',
          phone: '8 912 345',
          licenceNumber: '123',
          passportIssueDate: '1980-01-01',
          routeKinds: [],
        }),
      ),
      422,
    );
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        'Телефон: укажите номер с кодом страны, например +7 912 345-67-89',
        'Номер водительского удостоверения: номер водительского удостоверения: 10 цифр',
        'Серия паспорта: серия паспорта РФ: 4 цифры',
        'Номер паспорта: номер паспорта РФ: 6 цифр',
        'Дата выдачи паспорта: не может быть раньше даты рождения',
      ]),
    );
    expect(problem.errors!.some((entry) => entry.startsWith('Виды перевозок:'))).toBe(true);
    const list = await kit.call('GET', carrierDrivers(carrier.id), carrier.admin.auth);
    expect(list.json().totalCount).toBe(0);
  });

  it('refuses the same person twice in a carrier: its passport and its licence (422 on the fields)', async () => {
    const { carrier, url } = await setUp();
    const again = expectProblem(
      await kit.call(
        'POST',
        carrierDrivers(carrier.id),
        carrier.admin.auth,
        validDriver({ fullname: 'Двойник' }),
      ),
      422,
    );
    expect(again.errors).toEqual([
      'Номер паспорта: водитель с таким паспортом уже есть',
      'Номер водительского удостоверения: водитель с таким удостоверением уже есть',
    ]);
    const { licenceNumber } = driverIdentity(0);
    const otherLicence = validDriver({ licenceNumber });
    expect(
      expectProblem(await kit.call('POST', carrierDrivers(carrier.id), carrier.admin.auth, otherLicence), 422)
        .errors,
    ).toEqual(['Номер паспорта: водитель с таким паспортом уже есть']);
    const second = await kit.call(
      'POST',
      carrierDrivers(carrier.id),
      carrier.admin.auth,
      validDriver(driverIdentity(0)),
    );
    expect(second.statusCode, second.body).toBe(201);
    const edit = await kit.call(
      'PUT',
      `${carrierDrivers(carrier.id)}/${second.json().id}`,
      carrier.admin.auth,
      validDriver({ licenceNumber }),
    );
    expect(expectProblem(edit, 422).errors).toEqual(['Номер паспорта: водитель с таким паспортом уже есть']);
    // Its own passport and licence are no clash; another carrier may employ the same person.
    expect(
      (await kit.call('PUT', url, carrier.admin.auth, validDriver({ phone: '+7 900 000-00-00' }))).statusCode,
    ).toBe(200);
    const other = await kit.carrier();
    expect(
      (await kit.call('POST', carrierDrivers(other.id), other.admin.auth, validDriver())).statusCode,
    ).toBe(201);
    expect((await kit.call('GET', carrierDrivers(carrier.id), carrier.admin.auth)).json().totalCount).toBe(2);
  });

  it('answers 404 for another carrier’s driver on every call and changes nothing', async () => {
    const { driver } = await setUp();
    const other = await kit.carrier();
    const url = `${carrierDrivers(other.id)}/${driver.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, validDriver({ fullname: 'Чужой' })],
      ['PATCH', `${url}/tocheck`, undefined],
      ['DELETE', url, undefined],
    ] as const)
      expectProblem(await kit.call(method, path, other.admin.auth, body), 404);
    expect(await rowOf(driver.id)).toMatchObject({ status: 0, fullname: 'Сидоров Алексей Петрович' });
  });

  it('refuses a plain carrier user adding, changing or sending a driver with 403', async () => {
    const { carrier, url } = await setUp();
    expectProblem(await kit.call('POST', carrierDrivers(carrier.id), carrier.plain.auth, validDriver()), 403);
    expectProblem(await kit.call('PUT', url, carrier.plain.auth, validDriver()), 403);
    expectProblem(await kit.call('PATCH', `${url}/tocheck`, carrier.plain.auth), 403);
  });

  it('sends a new driver to check once; a second time answers 409 naming the state', async () => {
    const { carrier, url } = await setUp();
    const sent = await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth);
    expect(sent.json()).toMatchObject({ status: 1 });
    const again = expectProblem(await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth), 409);
    expect(again.message).toBe('Действие недоступно в статусе «На проверке»');
    expectProblem(await kit.call('DELETE', url, carrier.admin.auth), 409);
  });
});

describe('what the carrier may change', () => {
  it('refuses to change a driver on check (409 naming the state), so the customer verifies what it was sent', async () => {
    const { carrier, customer, driver, url } = await setUp();
    await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth);
    const refused = expectProblem(
      await kit.call('PUT', url, carrier.admin.auth, validDriver({ fullname: 'Подменённый Водитель' })),
      409,
    );
    expect(refused.message).toBe('Изменение недоступно в статусе «На проверке»: водителя проверяет заказчик');
    expect(await rowOf(driver.id)).toMatchObject({ status: 1, fullname: 'Сидоров Алексей Петрович' });
    await kit.call('PATCH', `${customerDrivers(customer.id)}/${driver.id}/tonew`, customer.admin.auth, {
      reason: 'Нечитаемый скан',
    });
    const changed = await kit.call(
      'PUT',
      url,
      carrier.admin.auth,
      validDriver({ fullname: 'Сидоров А. П.' }),
    );
    expect(changed.json()).toMatchObject({ status: 0, fullname: 'Сидоров А. П.' });
  });

  it('refuses to change a rejected driver until the carrier restores it', async () => {
    const { carrier, customer, driver, url } = await setUp();
    await kit.call('PATCH', `${customerDrivers(customer.id)}/${driver.id}/tocancel`, customer.admin.auth, {
      reason: 'Лишён прав',
    });
    const refused = expectProblem(await kit.call('PUT', url, carrier.admin.auth, validDriver()), 409);
    expect(refused.message).toBe('Изменение недоступно в статусе «Отклонён»: сначала восстановите водителя');
  });
});

describe('an unverified carrier', () => {
  it('may not change its drivers, containers and attorneys (403, as in auctions) but reads them and keeps its vehicles', async () => {
    const carrier = await kit.carrier();
    const driver = (
      await kit.call('POST', carrierDrivers(carrier.id), carrier.admin.auth, validDriver())
    ).json() as { id: number };
    await t.app.ctx.db
      .update(contractors)
      .set({ status: 0, active: false })
      .where(eq(contractors.id, carrier.id));
    const base = `/api/contractors/${carrier.id}`;
    for (const [method, url, body] of [
      ['POST', `${base}/drivers`, validDriver()],
      ['PUT', `${base}/drivers/${driver.id}`, validDriver()],
      ['PATCH', `${base}/drivers/${driver.id}/tocheck`, undefined],
      ['DELETE', `${base}/drivers/${driver.id}`, undefined],
      ['POST', `${base}/containers`, { number: 'CSQU3054383', containerType: 1 }],
      ['POST', `${base}/attorneys`, {}],
      ['PATCH', `${base}/attorneys/1/cancel`, undefined],
    ] as const) {
      const problem = expectProblem(await kit.call(method, url, carrier.admin.auth, body), 403);
      expect(problem.message, `${method} ${url}`).toBe('Перевозчик не прошёл проверку');
    }
    expect(await rowOf(driver.id)).toMatchObject({ status: 0 });
    // Its flights screen (C, no V) reads the drivers for its filters.
    for (const url of [
      `${base}/drivers`,
      `${base}/drivers/${driver.id}`,
      `${base}/containers`,
      `${base}/attorneys`,
    ])
      expect((await kit.call('GET', url, carrier.admin.auth)).statusCode, url).toBe(200);
    // A plain user is refused for its role first, as before.
    expect(
      expectProblem(await kit.call('POST', `${base}/drivers`, carrier.plain.auth, validDriver()), 403)
        .message,
    ).toBe('У Вас нет прав для совершения данного действия');
    const vehicle = await kit.call('POST', `${base}/vehicles`, carrier.admin.auth, validTruck());
    expect(vehicle.statusCode, vehicle.body).toBe(201);
  });
});

describe('the customer’s security', () => {
  it('verifies, returns and cancels its partners’ drivers; the carrier restores a cancelled one', async () => {
    const { carrier, customer, driver, url } = await setUp();
    await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth);
    const mine = `${customerDrivers(customer.id)}/${driver.id}`;
    expect(
      (await kit.call('GET', `${customerDrivers(customer.id)}?status=1`, customer.plain.auth)).json(),
    ).toMatchObject({
      totalCount: 1,
    });
    const returned = await kit.call('PATCH', `${mine}/tonew`, customer.admin.auth, {
      reason: 'Нечитаемый скан паспорта',
    });
    expect(returned.json()).toMatchObject({ status: 0, reason: 'Нечитаемый скан паспорта' });
    await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth);
    expect((await kit.call('PATCH', `${mine}/to_verification`, customer.admin.auth)).json()).toMatchObject({
      status: 2,
      reason: null,
    });
    const cancelled = await kit.call('PATCH', `${mine}/tocancel`, customer.admin.auth, {
      reason: 'Лишён прав',
    });
    expect(cancelled.json()).toMatchObject({ status: 3 });
    expectProblem(await kit.call('PATCH', `${mine}/to_verification`, customer.admin.auth), 409);
    expect((await kit.call('PATCH', `${url}/uncancel`, carrier.admin.auth)).json()).toMatchObject({
      status: 0,
    });
  });

  it('needs a reason to cancel (422), refuses a plain user (403) and a customer the carrier is no partner of (404)', async () => {
    const { carrier, customer, driver, url } = await setUp();
    await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth);
    const mine = `${customerDrivers(customer.id)}/${driver.id}`;
    const problem = expectProblem(
      await kit.call('PATCH', `${mine}/tocancel`, customer.admin.auth, { reason: ' ' }),
      422,
    );
    expect(problem.errors).toEqual(['Причина: обязательное поле']);
    expectProblem(await kit.call('PATCH', `${mine}/to_verification`, customer.plain.auth), 403);
    const stranger = await kit.customer();
    expectProblem(
      await kit.call(
        'PATCH',
        `${customerDrivers(stranger.id)}/${driver.id}/to_verification`,
        stranger.admin.auth,
      ),
      404,
    );
    expect((await kit.call('GET', customerDrivers(stranger.id), stranger.admin.auth)).json().totalCount).toBe(
      0,
    );
    expect(await rowOf(driver.id)).toMatchObject({ status: 1 });
  });

  it('verifies a driver at once while its express check is on for the carrier, and audits it', async () => {
    const { carrier, customer, url } = await setUp();
    const express = `/api/customers/${customer.id}/express-drivers-check`;
    const on = await kit.call('PATCH', express, customer.admin.auth, {
      contractor: carrier.id,
      enabled: true,
    });
    expect(on.json()).toEqual({ contractor: { id: carrier.id, name: carrier.company.name }, enabled: true });
    expect((await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth)).json()).toMatchObject({
      status: 2,
    });
    const stranger = await kit.carrier();
    expectProblem(
      await kit.call('PATCH', express, customer.admin.auth, { contractor: stranger.id, enabled: true }),
      404,
    );
    expectProblem(
      await kit.call('PATCH', express, customer.plain.auth, { contractor: carrier.id, enabled: false }),
      403,
    );
    expectProblem(await kit.call('PATCH', express, customer.admin.auth, { contractor: carrier.id }), 422);
  });
});

describe('driver drafts', () => {
  const verifiedDriver = async () => {
    const set = await setUp();
    await kit.call('PATCH', `${set.url}/tocheck`, set.carrier.admin.auth);
    await kit.call(
      'PATCH',
      `${customerDrivers(set.customer.id)}/${set.driver.id}/to_verification`,
      set.customer.admin.auth,
    );
    return set;
  };

  it('turns a verified driver’s edit into a draft the customer accepts field by field, and tells the carrier', async () => {
    const { carrier, customer, driver, url } = await verifiedDriver();
    const edited = await kit.call('PUT', url, carrier.admin.auth, validDriver({ phone: '+7 900 000-00-00' }));
    expect(edited.json()).toMatchObject({ status: 2, phone: '+7 912 345-67-89', hasDraft: true });
    expectProblem(await kit.call('PUT', url, carrier.admin.auth, validDriver()), 409);
    const drafts = (
      await kit.call('GET', `/api/customers/${customer.id}/driver-drafts?status=0`, customer.plain.auth)
    ).json();
    expect(drafts).toMatchObject({
      totalCount: 1,
      items: [
        {
          driver: { id: driver.id },
          changes: [
            { field: 'phone', label: 'Телефон', current: '+7 912 345-67-89', proposed: '+7 900 000-00-00' },
          ],
        },
      ],
    });
    const draftUrl = `/api/customers/${customer.id}/driver-drafts/${drafts.items[0].id}`;
    expectProblem(await kit.call('PATCH', `${draftUrl}/accept`, customer.plain.auth), 403);
    expect((await kit.call('PATCH', `${draftUrl}/accept`, customer.admin.auth)).json()).toMatchObject({
      status: 1,
    });
    expect(await rowOf(driver.id)).toMatchObject({ status: 2, phone: '+7 900 000-00-00' });
    expectProblem(
      await kit.call('PATCH', `${draftUrl}/decline`, customer.admin.auth, { reason: 'Поздно' }),
      409,
    );
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, carrier.admin.user.id), eq(notifications.type, 'driver-draft-accepted')),
      );
    expect(told).toHaveLength(1);
    const stranger = await kit.customer();
    expectProblem(
      await kit.call(
        'GET',
        `/api/customers/${stranger.id}/driver-drafts/${drafts.items[0].id}`,
        stranger.admin.auth,
      ),
      404,
    );
  });

  it('shows a draft’s every field beside the driver’s current one to an admin or manager only', async () => {
    const { carrier, customer, url } = await verifiedDriver();
    await kit.call('PUT', url, carrier.admin.auth, validDriver({ phone: '+7 900 000-00-00' }));
    const [draft] = (
      await kit.call('GET', `/api/customers/${customer.id}/driver-drafts`, customer.admin.auth)
    ).json().items;
    const draftUrl = `/api/customers/${customer.id}/driver-drafts/${draft.id}`;
    const detail = await kit.call('GET', draftUrl, customer.manager.auth);
    expect(detail.statusCode, detail.body).toBe(200);
    const { fields, scans } = detail.json();
    expect(fields).toContainEqual({
      field: 'phone',
      label: 'Телефон',
      current: '+7 912 345-67-89',
      proposed: '+7 900 000-00-00',
      isChanged: true,
    });
    expect(fields).toContainEqual({
      field: 'fullname',
      label: expect.any(String),
      current: 'Сидоров Алексей Петрович',
      proposed: 'Сидоров Алексей Петрович',
      isChanged: false,
    });
    expect(fields).toContainEqual(
      expect.objectContaining({ field: 'birthDate', current: '14.03.1985', proposed: '14.03.1985' }),
    );
    expect(fields.filter((field: { isChanged: boolean }) => field.isChanged)).toHaveLength(1);
    expect(scans).toHaveLength(3);
    expectProblem(await kit.call('GET', draftUrl, customer.plain.auth), 403);
    expectProblem(await kit.call('GET', draftUrl, {}), 401);
    expectProblem(await kit.call('GET', `${draftUrl.replace(/\d+$/, '')}abc`, customer.admin.auth), 404);
    expectProblem(await kit.call('GET', `${draftUrl}0`, customer.admin.auth), 404);
  });

  it('keeps what an accepted or declined draft changed in the list and the view', async () => {
    const { carrier, customer, url } = await verifiedDriver();
    const drafts = `/api/customers/${customer.id}/driver-drafts`;
    const phone = {
      field: 'phone',
      label: 'Телефон',
      current: '+7 912 345-67-89',
      proposed: '+7 900 000-00-00',
    };
    await kit.call('PUT', url, carrier.admin.auth, validDriver({ phone: phone.proposed }));
    const [accepted] = (await kit.call('GET', drafts, customer.admin.auth)).json().items;
    await kit.call('PATCH', `${drafts}/${accepted.id}/accept`, customer.admin.auth);
    await kit.call(
      'PUT',
      url,
      carrier.admin.auth,
      validDriver({ phone: phone.proposed, fullname: 'Сидоров Алексей' }),
    );
    const [declined] = (await kit.call('GET', `${drafts}?status=0`, customer.admin.auth)).json().items;
    await kit.call('PATCH', `${drafts}/${declined.id}/decline`, customer.admin.auth, { reason: 'Нет скана' });
    // A later change of the driver does not move what the decided drafts show.
    await kit.call('PUT', url, carrier.admin.auth, validDriver({ phone: '+7 901 000-00-00' }));
    const [later] = (await kit.call('GET', `${drafts}?status=0`, customer.admin.auth)).json().items;
    await kit.call('PATCH', `${drafts}/${later.id}/accept`, customer.admin.auth);

    const list = (await kit.call('GET', `${drafts}?status=1`, customer.admin.auth)).json();
    expect(list.items).toContainEqual(expect.objectContaining({ id: accepted.id, changes: [phone] }));
    const view = (await kit.call('GET', `${drafts}/${accepted.id}`, customer.admin.auth)).json();
    expect(view.changes).toEqual([phone]);
    expect(view.fields).toContainEqual({ ...phone, isChanged: true });
    expect(view.fields.filter((field: { isChanged: boolean }) => field.isChanged)).toHaveLength(1);
    const declinedView = (await kit.call('GET', `${drafts}/${declined.id}`, customer.admin.auth)).json();
    expect(declinedView.changes).toEqual([
      {
        field: 'fullname',
        label: expect.any(String),
        current: 'Сидоров Алексей Петрович',
        proposed: 'Сидоров Алексей',
      },
    ]);
  });

  it('refuses to accept a draft whose licence another driver of the carrier took meanwhile (422)', async () => {
    const { carrier, customer, driver, url } = await verifiedDriver();
    const { licenceNumber } = driverIdentity(0);
    await kit.call('PUT', url, carrier.admin.auth, validDriver({ licenceNumber }));
    const taken = await kit.call(
      'POST',
      carrierDrivers(carrier.id),
      carrier.admin.auth,
      validDriver(driverIdentity(0)),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const drafts = `/api/customers/${customer.id}/driver-drafts`;
    const [draft] = (await kit.call('GET', drafts, customer.admin.auth)).json().items;
    const refused = expectProblem(
      await kit.call('PATCH', `${drafts}/${draft.id}/accept`, customer.admin.auth),
      422,
    );
    expect(refused.errors).toEqual([
      'Номер водительского удостоверения: водитель с таким удостоверением уже есть',
    ]);
    expect(await rowOf(driver.id)).toMatchObject({ licenceNumber: '9912345678' });
    expect((await kit.call('GET', `${drafts}/${draft.id}`, customer.admin.auth)).json()).toMatchObject({
      status: 0,
    });
  });

  it('keeps the old data when the customer declines the draft with a reason the carrier reads', async () => {
    const { carrier, customer, driver, url } = await verifiedDriver();
    await kit.call('PUT', url, carrier.admin.auth, validDriver({ fullname: 'Сидоров Алексей' }));
    const [draft] = (
      await kit.call('GET', `/api/customers/${customer.id}/driver-drafts`, customer.admin.auth)
    ).json().items;
    const declineUrl = `/api/customers/${customer.id}/driver-drafts/${draft.id}/decline`;
    const missing = expectProblem(await kit.call('PATCH', declineUrl, customer.admin.auth, {}), 422);
    expect(missing.errors).toEqual([expect.stringMatching(/^Причина/)]);
    const declined = await kit.call('PATCH', declineUrl, customer.admin.auth, {
      reason: ' Нет скана паспорта ',
    });
    expect(declined.json()).toMatchObject({ status: 2, declineReason: 'Нет скана паспорта' });
    expect(await rowOf(driver.id)).toMatchObject({ fullname: 'Сидоров Алексей Петрович' });
    const [told] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, carrier.admin.user.id), eq(notifications.type, 'driver-draft-declined')),
      );
    expect(told?.text).toContain('Причина: Нет скана паспорта');
  });
});
