import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index';
import { insertFile } from '../src/modules/files/files.repository';
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
});
