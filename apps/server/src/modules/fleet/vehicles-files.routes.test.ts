import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4, tinyPdf, tinyPng, uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fleetKit, validTrailer, validTruck } from './fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

const carrierVehicles = (id: number) => `/api/contractors/${id}/vehicles`;
const slot = (guid: string) => ({ file: { guid } });

describe('the vehicle’s scans', () => {
  it('keeps the registration and lease scans the carrier uploaded, shows them to the customer, and replaces one', async () => {
    const carrier = await kit.carrier();
    const customer = await kit.customer(carrier.id);
    const registration = await uploadFile(t.app, carrier.manager.auth, 'стс.pdf', tinyPdf());
    const lease = await uploadFile(t.app, carrier.manager.auth, 'лизинг.png', tinyPng());
    const created = await kit.call(
      'POST',
      carrierVehicles(carrier.id),
      carrier.manager.auth,
      validTrailer({ registrationScan: slot(registration.guid), leaseScan: slot(lease.guid) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(
      (await kit.call('GET', `/api/customers/${customer.id}/vehicles/${id}`, customer.plain.auth)).json(),
    ).toMatchObject({
      registrationScan: {
        file: { guid: registration.guid, originalName: 'стс.pdf', mimeType: 'application/pdf' },
      },
      leaseScan: { file: { guid: lease.guid, mimeType: 'image/png' } },
    });
    const other = await uploadFile(t.app, carrier.admin.auth, 'стс-2.png', tinyPng());
    const edited = await kit.call(
      'PUT',
      `${carrierVehicles(carrier.id)}/${id}`,
      carrier.admin.auth,
      validTrailer({ registrationScan: slot(other.guid) }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      registrationScan: { file: { guid: other.guid } },
      leaseScan: null,
    });
  });

  it('answers a vehicle without scans with nulls', async () => {
    const carrier = await kit.carrier();
    const created = await kit.call('POST', carrierVehicles(carrier.id), carrier.manager.auth, validTruck());
    expect(created.json()).toMatchObject({ registrationScan: null, leaseScan: null });
  });

  it('refuses another company’s file and a video as a scan with 422, one entry per field', async () => {
    const carrier = await kit.carrier();
    const other = await kit.carrier();
    const foreign = await uploadFile(t.app, other.manager.auth, 'стс.pdf', tinyPdf());
    const video = await uploadFile(t.app, carrier.manager.auth, 'ролик.mp4', tinyMp4());
    const problem = expectProblem(
      await kit.call(
        'POST',
        carrierVehicles(carrier.id),
        carrier.manager.auth,
        validTrailer({ registrationScan: slot(foreign.guid), leaseScan: slot(video.guid) }),
      ),
      422,
    );
    expect(problem.errors).toEqual([
      'Скан свидетельства о регистрации ТС: файл не найден',
      'Скан договора аренды: допустимы файлы .pdf, .jpg, .jpeg, .png',
    ]);
    const list = await kit.call('GET', carrierVehicles(carrier.id), carrier.manager.auth);
    expect(list.json()).toMatchObject({ totalCount: 0 });
  });
});
