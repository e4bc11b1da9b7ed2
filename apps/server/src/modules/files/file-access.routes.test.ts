import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerTeam, createSignedInUser } from '../../../test/factories';
import { tinyPdf, tinyPng, uploadFile } from '../../../test/file-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners, contractors, drivers, validationDocuments } from '../../db/schema/index';
import { fleetKit, validAttorney, validDriver, validTruck } from '../fleet/fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const slot = (guid: string) => ({ file: { guid } });

const READERS = [
  'owner',
  'partnerAdmin',
  'partnerManager',
  'partnerUser',
  'blockedPartnerUser',
  'strangerAdmin',
  'strangerUser',
  'otherCarrier',
  'guest',
] as const;
type Reader = (typeof READERS)[number];

/** A carrier's file of every kind, and a reader of every relation to it (decisions.md "File access"). */
const setUp = async () => {
  const carrier = await kit.carrier();
  const auth = carrier.manager.auth;
  const upload = (name: string) =>
    uploadFile(t.app, auth, name, name.endsWith('.pdf') ? tinyPdf() : tinyPng());
  const [photo, passport, licence, registration, attorneyScan, draftPassport, verification] = [
    await upload('фото.png'),
    await upload('паспорт.pdf'),
    await upload('права.png'),
    await upload('стс.pdf'),
    await upload('доверенность.pdf'),
    await upload('новый-паспорт.pdf'),
    await upload('устав.pdf'),
  ];
  const base = `/api/contractors/${carrier.id}`;
  const call = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const response = await kit.call(method, url, auth, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const driverBody = {
    photo: slot(photo.guid),
    passportScan: slot(passport.guid),
    licenceScan: slot(licence.guid),
  };
  const driver = (await call('POST', `${base}/drivers`, validDriver(driverBody))).json();
  await call('POST', `${base}/vehicles`, validTruck({ registrationScan: slot(registration.guid) }));
  // A verified driver: its power of attorney is issued by the carrier, and its change waits for the customer as a draft.
  await t.app.ctx.db.update(drivers).set({ status: 2 }).where(eq(drivers.id, driver.id));
  await call(
    'POST',
    `${base}/attorneys`,
    validAttorney(driver.id, { issuerInn: carrier.company.inn, scan: slot(attorneyScan.guid) }),
  );
  await call(
    'PUT',
    `${base}/drivers/${driver.id}`,
    validDriver({ ...driverBody, passportScan: slot(draftPassport.guid) }),
  );
  // Documents are attached before verification; the kit's carriers are verified already.
  await t.app.ctx.db.update(contractors).set({ status: 0 }).where(eq(contractors.id, carrier.id));
  const [documentType] = await t.app.ctx.db
    .select()
    .from(validationDocuments)
    .orderBy(asc(validationDocuments.id))
    .limit(1);
  await call('POST', '/api/contractor-validatation-documents', {
    validationDocumentId: documentType!.id,
    fileGuid: verification.guid,
  });

  const partner = await createCustomerTeam(t.app);
  const blockedPartner = await createSignedInUser(t.app, 'customer');
  await t.app.ctx.db.insert(contractorPartners).values([
    { customerId: partner.customer.id, contractorId: carrier.id, status: 1 },
    { customerId: blockedPartner.company.id, contractorId: carrier.id, status: 3 },
  ]);
  const stranger = await createCustomerTeam(t.app);
  const otherCarrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
  const readers: Record<Reader, Auth> = {
    owner: carrier.plain.auth,
    partnerAdmin: partner.admin.auth,
    partnerManager: partner.manager.auth,
    partnerUser: partner.plain.auth,
    blockedPartnerUser: blockedPartner.auth,
    strangerAdmin: stranger.admin.auth,
    strangerUser: stranger.plain.auth,
    otherCarrier: otherCarrier.auth,
    guest: {},
  };
  const files = {
    'driver photo': photo.guid,
    'driver passport scan': passport.guid,
    'driver licence scan': licence.guid,
    'vehicle registration scan': registration.guid,
    'power of attorney scan': attorneyScan.guid,
    'driver draft passport scan': draftPassport.guid,
    'verification document': verification.guid,
  };
  return { readers, files };
};

/** The status each reader gets for each kind, in the order of READERS. */
const MATRIX: Record<string, readonly number[]> = {
  'driver photo': [200, 200, 200, 200, 200, 404, 404, 404, 401],
  'driver passport scan': [200, 200, 200, 404, 404, 404, 404, 404, 401],
  'driver licence scan': [200, 200, 200, 404, 404, 404, 404, 404, 401],
  'vehicle registration scan': [200, 200, 200, 200, 200, 404, 404, 404, 401],
  'power of attorney scan': [200, 200, 200, 200, 200, 404, 404, 404, 401],
  'driver draft passport scan': [200, 200, 200, 404, 404, 404, 404, 404, 401],
  'verification document': [200, 200, 200, 200, 200, 200, 404, 404, 401],
};

describe('a carrier’s file is read through the record that holds it', () => {
  it('answers every reader of every kind as the access matrix says, on every file call', async () => {
    const { readers, files } = await setUp();
    const answered: Record<string, number[]> = {};
    for (const [kind, guid] of Object.entries(files)) {
      answered[kind] = [];
      for (const reader of READERS) {
        const statuses = new Set<number>();
        for (const suffix of ['', '/download', '/link', '/info']) {
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/files/${guid}${suffix}`,
            headers: readers[reader],
          });
          statuses.add(response.statusCode);
        }
        // One status for all four calls, or the mixture shows up in the comparison.
        answered[kind].push(statuses.size === 1 ? [...statuses][0]! : -1);
      }
    }
    expect(answered).toEqual(MATRIX);
  });

  it('describes a file for the viewer: name, type, size, date, uploader and company', async () => {
    const { readers, files } = await setUp();
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/files/${files['vehicle registration scan']}/info`,
      headers: readers.partnerUser,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      guid: files['vehicle registration scan'],
      originalName: 'стс.pdf',
      mimeType: 'application/pdf',
      size: tinyPdf().length,
      createdAt: expect.any(String),
      uploader: { fullname: 'Тестов Тест Тестович', companyName: expect.stringMatching(/^Перевозчик /) },
    });
  });
});
