import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index';
import { insertFile } from '../src/modules/files/files.repository';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../src/modules/files/files.sweep';
import { createSignedInUser } from './factories';
import { tinyPdf, uploadFile } from './file-fixtures';
import { expectProblem } from './problem';
import { startTestS3, type TestS3 } from './s3-server';
import { createTestApp, type TestApp } from './test-app';

let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const download = (guid: string, auth: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/files/${guid}/download`, headers: { ...auth, ...headers } });

describe('files with S3_* set', () => {
  it('stores an upload in the bucket, not under DATA_DIR/files, and serves it whole and by range', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const pdf = tinyPdf();
    const { guid } = await uploadFile(t.app, auth, 'Устав.pdf', pdf);

    const [row] = await t.app.ctx.db.select().from(files).where(eq(files.guid, guid));
    const objectKey = `${row!.storageKey.slice(0, 2)}/${row!.storageKey}`;
    expect(readFileSync(s3.objectPath(objectKey)).equals(pdf)).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'files'))).toBe(false);

    const whole = await download(guid, auth);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers['content-length']).toBe(String(pdf.length));
    expect(whole.headers['content-type']).toBe('application/pdf');

    const part = await download(guid, auth, { range: 'bytes=5-12' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-12/${pdf.length}`);
    expect(part.rawPayload.equals(pdf.subarray(5, 13))).toBe(true);
  });

  it('answers 404 in Russian, not 500, for a files row whose object is not in the bucket', async () => {
    const { auth, company, user } = await createSignedInUser(t.app, 'contractor');
    const guid = randomUUID();
    await insertFile(t.app.ctx.db, {
      guid,
      originalName: 'lost.pdf',
      mimeType: 'application/pdf',
      size: 100,
      storageKey: guid,
      ownerType: 'contractor',
      ownerId: company.id,
      uploadedBy: user.id,
    });
    const response = await download(guid, auth);
    expect(expectProblem(response, 404).message).toBe('Файл не найден');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('sweeps objects without a row once past the grace period, and keeps files with a row', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const { guid } = await uploadFile(t.app, auth, 'Устав.pdf', tinyPdf());
    const orphan = randomUUID();
    await t.app.ctx.storage.put(orphan, tinyPdf());
    const objectPath = (key: string) => s3.objectPath(`${key.slice(0, 2)}/${key}`);

    // Just written: an upload in flight as far as the sweep can tell.
    expect(await sweepOrphanFiles(t.app.ctx)).toBe(0);
    expect(existsSync(objectPath(orphan))).toBe(true);

    expect(await sweepOrphanFiles(t.app.ctx, { now: Date.now() + 2 * ORPHAN_GRACE_MS })).toBe(1);
    expect(existsSync(objectPath(orphan))).toBe(false);
    expect(existsSync(objectPath(guid))).toBe(true);
    expect((await download(guid, auth)).statusCode).toBe(200);
  });

  it('refuses a fake DOCX before anything reaches the bucket', async () => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    const objectCount = async () => {
      let count = 0;
      for await (const page of t.app.ctx.storage.list()) count += page.length;
      return count;
    };
    const before = await objectCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: auth,
      payload: {
        base64file: Buffer.from('PK\x03\x04text', 'latin1').toString('base64'),
        originalName: 'a.docx',
      },
    });
    expectProblem(response, 422);
    const rows = await t.app.ctx.db.select().from(files).where(eq(files.ownerId, company.id));
    expect(rows.filter((row) => row.ownerType === 'contractor')).toEqual([]);
    expect(await objectCount()).toBe(before);
  });
});
