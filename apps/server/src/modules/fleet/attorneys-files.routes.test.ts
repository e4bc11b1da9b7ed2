import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4, tinyPdf, tinyPng, uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { attorneys } from '../../db/schema/index';
import { fleetKit } from './fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

type Carrier = Awaited<ReturnType<ReturnType<typeof fleetKit>['carrier']>>;
const attorneysOf = (id: number) => `/api/contractors/${id}/attorneys`;
const slot = (guid: string) => ({ file: { guid } });
const rowOf = async (id: number) =>
  (await t.app.ctx.db.select().from(attorneys).where(eq(attorneys.id, id)))[0]!;

/** A carrier with a driver and a power of attorney for it (without a scan). */
const setUp = async () => {
  const carrier = await kit.carrier();
  const driverId = (await kit.driverOf(carrier)).id;
  const created = await kit.call(
    'POST',
    attorneysOf(carrier.id),
    carrier.admin.auth,
    kit.attorneyOf(carrier, driverId),
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  return { carrier, driverId, id, url: `${attorneysOf(carrier.id)}/${id}` };
};

const put = (carrier: Carrier, url: string, driverId: number, scan: unknown) =>
  kit.call('PUT', url, carrier.admin.auth, kit.attorneyOf(carrier, driverId, { scan }));

describe('the power of attorney’s scan', () => {
  it('keeps the scan the carrier uploaded, shows it to the customer, replaces and removes it', async () => {
    const { carrier, driverId, id, url } = await setUp();
    const customer = await kit.customer(carrier.id);
    expect((await kit.call('GET', url, carrier.plain.auth)).json()).toMatchObject({ scan: null });
    const pdf = await uploadFile(t.app, carrier.manager.auth, 'доверенность.pdf', tinyPdf());
    const withScan = await put(carrier, url, driverId, slot(pdf.guid));
    expect(withScan.statusCode, withScan.body).toBe(200);
    expect(
      (await kit.call('GET', `/api/customers/${customer.id}/attorneys/${id}`, customer.plain.auth)).json(),
    ).toMatchObject({
      scan: { file: { guid: pdf.guid, originalName: 'доверенность.pdf', mimeType: 'application/pdf' } },
    });
    const listed = await kit.call('GET', `/api/customers/${customer.id}/attorneys`, customer.plain.auth);
    expect(listed.json().items[0]).toMatchObject({ id, scan: { file: { guid: pdf.guid } } });
    // The customer reads the carrier's scan itself.
    expect((await kit.call('GET', `/api/files/${pdf.guid}`, customer.plain.auth)).statusCode).toBe(200);

    const png = await uploadFile(t.app, carrier.admin.auth, 'доверенность.png', tinyPng());
    expect((await put(carrier, url, driverId, slot(png.guid))).json()).toMatchObject({
      scan: { file: { guid: png.guid, mimeType: 'image/png' } },
    });
    expect((await put(carrier, url, driverId, null)).json()).toMatchObject({ scan: null });
    expect((await rowOf(id)).scanFileGuid).toBeNull();
  });

  it('takes a scan on create', async () => {
    const { carrier, driverId } = await setUp();
    const png = await uploadFile(t.app, carrier.manager.auth, 'скан.png', tinyPng());
    const created = await kit.call(
      'POST',
      attorneysOf(carrier.id),
      carrier.manager.auth,
      kit.attorneyOf(carrier, driverId, { number: 'Д-202', scan: slot(png.guid) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ scan: { file: { guid: png.guid, originalName: 'скан.png' } } });
  });

  it('refuses a video, another company’s file, an unknown guid and a malformed slot with 422, nothing changed', async () => {
    const { carrier, driverId, id, url } = await setUp();
    const other = await kit.carrier();
    const video = await uploadFile(t.app, carrier.manager.auth, 'ролик.mp4', tinyMp4());
    const foreign = await uploadFile(t.app, other.admin.auth, 'чужая.pdf', tinyPdf());
    expect(expectProblem(await put(carrier, url, driverId, slot(video.guid)), 422).errors).toEqual([
      'Скан доверенности: допустимы файлы .pdf, .jpg, .jpeg, .png',
    ]);
    expect(expectProblem(await put(carrier, url, driverId, slot(foreign.guid)), 422).errors).toEqual([
      'Скан доверенности: файл не найден',
    ]);
    expect(
      expectProblem(await put(carrier, url, driverId, slot('00000000-0000-4000-8000-000000000000')), 422)
        .errors,
    ).toEqual(['Скан доверенности: файл не найден']);
    expectProblem(await put(carrier, url, driverId, { file: { guid: 'не-guid' } }), 422);
    expectProblem(await put(carrier, url, driverId, 'скан.pdf'), 422);
    const created = await kit.call(
      'POST',
      attorneysOf(carrier.id),
      carrier.admin.auth,
      kit.attorneyOf(carrier, driverId, { number: 'Д-303', scan: slot(video.guid) }),
    );
    expectProblem(created, 422);
    expect((await rowOf(id)).scanFileGuid).toBeNull();
    const list = await kit.call('GET', attorneysOf(carrier.id), carrier.admin.auth);
    expect(list.json()).toMatchObject({ totalCount: 1 });
  });

  it('never stores a scan over 15 MB: the upload answers 413, so there is nothing to attach', async () => {
    const { carrier } = await setUp();
    const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    tinyPdf().copy(tooLarge);
    const upload = await kit.call('POST', '/api/documents/upload', carrier.admin.auth, {
      base64file: tooLarge.toString('base64'),
      originalName: 'доверенность.pdf',
    });
    expectProblem(upload, 413);
  });

  it('answers 404 for another carrier’s power of attorney, with its scan untouched', async () => {
    const { carrier, driverId, id } = await setUp();
    const pdf = await uploadFile(t.app, carrier.admin.auth, 'доверенность.pdf', tinyPdf());
    await put(carrier, `${attorneysOf(carrier.id)}/${id}`, driverId, slot(pdf.guid));
    const other = await kit.carrier();
    const ownPng = await uploadFile(t.app, other.admin.auth, 'подмена.png', tinyPng());
    expectProblem(await put(other, `${attorneysOf(other.id)}/${id}`, driverId, slot(ownPng.guid)), 404);
    expectProblem(await put(other, `${attorneysOf(carrier.id)}/${id}`, driverId, slot(ownPng.guid)), 404);
    expectProblem(await kit.call('GET', `${attorneysOf(other.id)}/${id}`, other.admin.auth), 404);
    expect((await rowOf(id)).scanFileGuid).toBe(pdf.guid);
  });
});
