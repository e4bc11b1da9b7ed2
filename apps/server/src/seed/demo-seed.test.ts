import { buffer } from 'node:stream/consumers';
import { EXAMPLE_DOCUMENT_SUGGESTED_NAMES } from '@portal/contract/example-documents/example-documents.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  contractors,
  customers,
  exampleDocuments,
  files,
  users,
  videoLessonDocuments,
  videoLessons,
} from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './demo-seed';
import { DEMO_VIDEO_LESSONS } from './video-lessons.seed';

let t: TestApp;
let wasSeeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  wasSeeded = await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

const session = async (username: string) => {
  const { token } = await login(t.app, username, DEMO_PASSWORD);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/login/check',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const counts = async () => ({
  users: (await t.app.ctx.db.select().from(users)).length,
  customers: (await t.app.ctx.db.select().from(customers)).length,
  contractors: (await t.app.ctx.db.select().from(contractors)).length,
  videoLessons: (await t.app.ctx.db.select().from(videoLessons)).length,
  exampleDocuments: (await t.app.ctx.db.select().from(exampleDocuments)).length,
  files: (await t.app.ctx.db.select().from(files)).length,
});

describe('seedDemo', () => {
  it('creates the six accounts of DESIGN 9 with their sides and roles', async () => {
    expect(wasSeeded).toBe(true);
    const rows = await t.app.ctx.db.select().from(users);
    const demoNames = new Set<string>(DEMO_ACCOUNTS.map((account) => account.username));
    const accounts = Object.fromEntries(
      rows
        .filter((row) => demoNames.has(row.username))
        .map((row) => [row.username, [row.ownerType, row.roles]]),
    );
    expect(accounts).toEqual({
      'admin@shipper.demo': ['customer', ['ROLE_ADMIN']],
      'manager@shipper.demo': ['customer', ['ROLE_MANAGER']],
      'user@shipper.demo': ['customer', ['ROLE_USER']],
      'admin@carrier.demo': ['contractor', ['ROLE_ADMIN']],
      'user@carrier.demo': ['contractor', ['ROLE_USER']],
      'new@carrier2.demo': ['contractor', ['ROLE_ADMIN']],
    });
    expect(DEMO_ACCOUNTS.map((account) => account.username).sort()).toEqual(Object.keys(accounts).sort());
  });

  it(`lets every demo account log in with the password ${DEMO_PASSWORD}`, async () => {
    for (const { username } of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('makes the carriers verified and new@carrier2.demo unverified', async () => {
    expect(await session('admin@carrier.demo')).toMatchObject({ verified: true, verificationStatus: 1 });
    expect(await session('user@carrier.demo')).toMatchObject({ verified: true, verificationStatus: 1 });
    expect(await session('new@carrier2.demo')).toMatchObject({ verified: false, verificationStatus: 0 });
    // The two verified carrier accounts share one company; the new carrier is another.
    const carrier = await session('admin@carrier.demo');
    expect((await session('user@carrier.demo')).ownerId).toBe(carrier.ownerId);
    expect((await session('new@carrier2.demo')).ownerId).not.toBe(carrier.ownerId);
  });

  it('puts the three shipper accounts in one customer company', async () => {
    const ownerIds = new Set<number>();
    for (const username of ['admin@shipper.demo', 'manager@shipper.demo', 'user@shipper.demo']) {
      const current = await session(username);
      expect(current).toMatchObject({ ownerType: 'customer', verified: true });
      ownerIds.add(current.ownerId);
    }
    expect(ownerIds.size).toBe(1);
  });

  it('changes nothing when run a second time', async () => {
    const before = await counts();
    expect(await seedDemo(t.app.ctx)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('demo companies', () => {
  it('seeds two customers and a dozen more carriers in every verification state', async () => {
    const all = await t.app.ctx.db.select().from(contractors);
    expect(all.length).toBeGreaterThanOrEqual(14);
    const byStatus = (status: number) => all.filter((row) => row.status === status);
    for (const status of [0, 1, 2, 3]) expect(byStatus(status).length).toBeGreaterThanOrEqual(2);
    expect(all.every((row) => row.active === (row.status === 1))).toBe(true);
    expect(byStatus(3).every((row) => row.rejectionReason)).toBe(true);
    expect((await t.app.ctx.db.select().from(customers)).length).toBe(2);
  });

  it('gives a carrier under review its documents, which the demo customer admin can read', async () => {
    const { token } = await login(t.app, 'admin@shipper.demo', DEMO_PASSWORD);
    const { ownerId } = await session('admin@shipper.demo');
    const sent = (await t.app.ctx.db.select().from(contractors)).find((row) => row.status === 2)!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${ownerId}/verification/contractors/${sent.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const { documentTypes, documents } = response.json() as {
      documentTypes: Array<{ id: number; required: boolean }>;
      documents: Array<{ validationDocumentId: number }>;
    };
    const covered = new Set(documents.map((document) => document.validationDocumentId));
    const required = documentTypes.filter((type) => type.required);
    expect(required.length).toBeGreaterThan(0);
    expect(required.every((type) => covered.has(type.id))).toBe(true);
  });

  it('lets a seeded carrier admin and the second customer admin log in', async () => {
    expect((await session('admin@volga.demo')).ownerType).toBe('contractor');
    expect((await session('admin@agro.demo')).ownerType).toBe('customer');
  });
});

describe('demo video lessons and sample documents', () => {
  const auth = async (username: string) => {
    const { token } = await login(t.app, username, DEMO_PASSWORD);
    return { authorization: `Bearer ${token}` };
  };

  it('stores every lesson file and sample through the file storage, uploaded by the demo shipper admin', async () => {
    const [admin] = (await t.app.ctx.db.select().from(users)).filter(
      (row) => row.username === 'admin@shipper.demo',
    );
    const rows = (await t.app.ctx.db.select().from(files)).filter((row) => row.ownerType === 'customer');
    expect(rows).toHaveLength(DEMO_VIDEO_LESSONS.length * 2 + EXAMPLE_DOCUMENT_SUGGESTED_NAMES.length);
    for (const row of rows) {
      expect(row).toMatchObject({ ownerType: 'customer', ownerId: admin!.ownerId, uploadedBy: admin!.id });
      const content = await buffer(await t.app.ctx.storage.stream(row.storageKey));
      expect(content.length).toBe(row.size);
      expect(row.size).toBeLessThan(250 * 1024);
    }
    expect(new Set(rows.map((row) => row.mimeType))).toEqual(
      new Set(['image/png', 'video/mp4', 'application/pdf']),
    );
  });

  it('shows carriers the four published lessons in order, and customers all five', async () => {
    const carrier = await t.app.inject({
      method: 'GET',
      url: '/api/video-lessons',
      headers: await auth('user@carrier.demo'),
    });
    expect(carrier.statusCode).toBe(200);
    const published = DEMO_VIDEO_LESSONS.filter((lesson) => lesson.published).map((lesson) => lesson.name);
    expect(carrier.json().items.map((lesson: { name: string }) => lesson.name)).toEqual(published);
    expect(published).toHaveLength(4);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/customers/video-lessons',
      headers: await auth('user@shipper.demo'),
    });
    expect(customer.json()).toMatchObject({ totalCount: 5 });
    expect(customer.json().items[0]).toMatchObject({
      createdBy: 'Иванова Мария Александровна',
      preview: { file: { mimeType: 'image/png' } },
      video: { file: { mimeType: 'video/mp4' } },
    });
  });

  it('lets a carrier stream a demo video by its signed link', async () => {
    const headers = await auth('admin@carrier.demo');
    const list = await t.app.inject({ method: 'GET', url: '/api/video-lessons', headers });
    const { guid } = list.json().items[0].video.file;
    const link = await t.app.inject({ method: 'GET', url: `/api/files/${guid}/link`, headers });
    expect(link.statusCode).toBe(200);
    const part = await t.app.inject({ method: 'GET', url: link.json().url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('gives the demo shipper the three sample PDFs that carriers download', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/example_documents',
      headers: await auth('user@carrier.demo'),
    });
    expect(response.statusCode).toBe(200);
    const [shipper] = response.json();
    expect(shipper.customer.name).toBe('АО «СеверТрансГрупп»');
    expect(shipper.documents.map((document: { name: string }) => document.name)).toEqual([
      ...EXAMPLE_DOCUMENT_SUGGESTED_NAMES,
    ]);
    const { guid } = shipper.documents[0].file;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/files/${guid}/download`,
      headers: await auth('user@carrier.demo'),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('a data dir from an older version', () => {
  it('adds the lessons again to a data dir that has accounts but no lessons (an older version)', async () => {
    await t.app.ctx.db.delete(videoLessons);
    await t.app.ctx.db.delete(videoLessonDocuments);
    const accountsBefore = (await counts()).users;
    expect(await seedDemo(t.app.ctx)).toBe(true);
    expect((await counts()).videoLessons).toBe(DEMO_VIDEO_LESSONS.length);
    expect((await counts()).users).toBe(accountsBefore);
  });
});
