import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDocx, tinyPdf, tinyPng, uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { drivers } from '../../db/schema/index';
import { fleetKit, validDriver } from './fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const carrierDrivers = (id: number) => `/api/contractors/${id}/drivers`;
const slot = (guid: string) => ({ file: { guid } });
const png = (auth: Auth, name = 'photo.png') => uploadFile(t.app, auth, name, tinyPng());
const pdf = (auth: Auth, name = 'scan.pdf') => uploadFile(t.app, auth, name, tinyPdf());
const rowOf = async (id: number) => (await t.app.ctx.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;

describe('the driver’s photo and scans', () => {
  it('keeps the photo and scans the carrier uploaded, shows them, and removes one set to null', async () => {
    const carrier = await kit.carrier();
    const [photo, passport, licence] = [
      await png(carrier.plain.auth),
      await pdf(carrier.manager.auth, 'паспорт.pdf'),
      await png(carrier.manager.auth, 'права.png'),
    ];
    const created = await kit.call(
      'POST',
      carrierDrivers(carrier.id),
      carrier.manager.auth,
      validDriver({
        photo: slot(photo.guid),
        passportScan: slot(passport.guid),
        licenceScan: slot(licence.guid),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = `${carrierDrivers(carrier.id)}/${created.json().id}`;
    expect((await kit.call('GET', url, carrier.plain.auth)).json()).toMatchObject({
      photo: { file: { guid: photo.guid, originalName: 'photo.png', mimeType: 'image/png' } },
      passportScan: {
        file: { guid: passport.guid, originalName: 'паспорт.pdf', mimeType: 'application/pdf' },
      },
      licenceScan: { file: { guid: licence.guid, mimeType: 'image/png' } },
    });
    const edited = await kit.call(
      'PUT',
      url,
      carrier.manager.auth,
      validDriver({ passportScan: slot(passport.guid), licenceScan: slot(licence.guid) }),
    );
    expect(edited.json()).toMatchObject({ photo: null, passportScan: { file: { guid: passport.guid } } });
  });

  it('answers a driver without files with nulls', async () => {
    const carrier = await kit.carrier();
    const created = await kit.call('POST', carrierDrivers(carrier.id), carrier.manager.auth, validDriver());
    expect(created.json()).toMatchObject({ photo: null, passportScan: null, licenceScan: null });
  });

  it('refuses another company’s or an unknown file with 422, creating nothing', async () => {
    const carrier = await kit.carrier();
    const other = await kit.carrier();
    const foreign = await png(other.manager.auth);
    const before = (await t.app.ctx.db.select().from(drivers).where(eq(drivers.contractorId, carrier.id)))
      .length;
    const problem = expectProblem(
      await kit.call(
        'POST',
        carrierDrivers(carrier.id),
        carrier.manager.auth,
        validDriver({
          photo: slot(foreign.guid),
          licenceScan: slot('7d9f2b8e-3c1a-4e5b-9f6d-0a1b2c3d4e5f'),
        }),
      ),
      422,
    );
    expect(problem.errors).toEqual([
      'Фото: файл не найден',
      'Скан водительского удостоверения: файл не найден',
    ]);
    const after = (await t.app.ctx.db.select().from(drivers).where(eq(drivers.contractorId, carrier.id)))
      .length;
    expect(after).toBe(before);
  });

  it('refuses a PDF as the photo and a Word file as a scan, and a guid that is not one', async () => {
    const carrier = await kit.carrier();
    const scan = await pdf(carrier.manager.auth);
    const word = await uploadFile(t.app, carrier.manager.auth, 'паспорт.docx', tinyDocx());
    const problem = expectProblem(
      await kit.call(
        'POST',
        carrierDrivers(carrier.id),
        carrier.manager.auth,
        validDriver({ photo: slot(scan.guid), passportScan: slot(word.guid) }),
      ),
      422,
    );
    expect(problem.errors).toEqual([
      'Фото: допустимы файлы .jpg, .jpeg, .png',
      'Скан паспорта: допустимы файлы .pdf, .jpg, .jpeg, .png',
    ]);
    expectProblem(
      await kit.call(
        'POST',
        carrierDrivers(carrier.id),
        carrier.manager.auth,
        validDriver({ photo: slot('x') }),
      ),
      422,
    );
  });

  it('turns a verified driver’s new scan into a draft the customer sees and accepts', async () => {
    const carrier = await kit.carrier();
    const customer = await kit.customer(carrier.id);
    const photo = await png(carrier.manager.auth);
    const created = await kit.call(
      'POST',
      carrierDrivers(carrier.id),
      carrier.manager.auth,
      validDriver({ photo: slot(photo.guid) }),
    );
    const id = created.json().id as number;
    const url = `${carrierDrivers(carrier.id)}/${id}`;
    await kit.call('PATCH', `${url}/tocheck`, carrier.admin.auth);
    await kit.call(
      'PATCH',
      `/api/customers/${customer.id}/drivers/${id}/to_verification`,
      customer.admin.auth,
    );
    const scan = await pdf(carrier.manager.auth);
    const edited = await kit.call(
      'PUT',
      url,
      carrier.admin.auth,
      validDriver({ photo: slot(photo.guid), passportScan: slot(scan.guid) }),
    );
    expect(edited.json()).toMatchObject({ status: 2, hasDraft: true, passportScan: null });
    expect(await rowOf(id)).toMatchObject({ photoFileGuid: photo.guid, passportScanFileGuid: null });
    const drafts = (
      await kit.call('GET', `/api/customers/${customer.id}/driver-drafts?status=0`, customer.admin.auth)
    ).json();
    expect(drafts.items[0].changes).toEqual([
      { field: 'passportScan', label: 'Скан паспорта', current: 'нет', proposed: 'новый файл' },
    ]);
    const detail = await kit.call(
      'GET',
      `/api/customers/${customer.id}/driver-drafts/${drafts.items[0].id}`,
      customer.admin.auth,
    );
    expect(detail.json().scans).toEqual([
      {
        field: 'photo',
        label: expect.any(String),
        current: { file: { guid: photo.guid, originalName: photo.originalName, mimeType: 'image/png' } },
        proposed: { file: { guid: photo.guid, originalName: photo.originalName, mimeType: 'image/png' } },
        isChanged: false,
      },
      {
        field: 'passportScan',
        label: 'Скан паспорта',
        current: null,
        proposed: { file: { guid: scan.guid, originalName: scan.originalName, mimeType: 'application/pdf' } },
        isChanged: true,
      },
      { field: 'licenceScan', label: expect.any(String), current: null, proposed: null, isChanged: false },
    ]);
    // The customer's security opens the proposed scan to review it.
    expect((await kit.call('GET', `/api/files/${scan.guid}`, customer.admin.auth)).statusCode).toBe(200);
    await kit.call(
      'PATCH',
      `/api/customers/${customer.id}/driver-drafts/${drafts.items[0].id}/accept`,
      customer.admin.auth,
    );
    expect(await rowOf(id)).toMatchObject({ photoFileGuid: photo.guid, passportScanFileGuid: scan.guid });
  });
});
