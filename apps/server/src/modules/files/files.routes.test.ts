import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import {
  fakeExe,
  tinyDocx,
  tinyPdf,
  tinyPng,
  tinyXlsx,
  uploadFile,
  zipOf,
} from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp, testConfig } from '../../../test/test-app';
import { buildApp } from '../../core/app';
import { createManualClock, systemClock } from '../../core/clock';
import { createFileLinks } from '../../core/files/file-links';
import { files } from '../../db/schema/index';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './files.sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: auth, payload });

const read = (
  guid: string,
  auth: Record<string, string>,
  suffix = '',
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'GET', url: `/api/files/${guid}${suffix}`, headers: { ...auth, ...headers } });

const filesOf = (ownerType: 'customer' | 'contractor', ownerId: number) =>
  t.app.ctx.db
    .select()
    .from(files)
    .where(and(eq(files.ownerType, ownerType), eq(files.ownerId, ownerId)));

describe('POST /api/documents/upload', () => {
  it('stores a PNG and answers the file record with 201', async () => {
    const { auth, company, user } = await createSignedInUser(t.app, 'contractor');
    const png = tinyPng();
    const response = await upload(auth, { base64file: png.toString('base64'), originalName: 'scan.png' });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toEqual({
      guid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      originalName: 'scan.png',
      mimeType: 'image/png',
      size: png.length,
      createdAt: expect.any(String),
    });
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
    const [row] = await filesOf('contractor', company.id);
    expect(row).toMatchObject({ guid: record.guid, uploadedBy: user.id });
  });

  it('accepts a PDF sent as a data URL, as FileReader.readAsDataURL gives it', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    const pdf = tinyPdf();
    const response = await upload(auth, {
      base64file: `data:application/pdf;base64,${pdf.toString('base64')}`,
      originalName: 'Договор.PDF',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      originalName: 'Договор.PDF',
      mimeType: 'application/pdf',
      size: pdf.length,
    });
  });

  it('refuses an executable renamed to .png and stores nothing', async () => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    const problem = expectProblem(
      await upload(auth, { base64file: fakeExe().toString('base64'), originalName: 'photo.png' }),
      422,
    );
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors?.[0]).toMatch(
      /^Файл: содержимое файла «photo\.png» не соответствует его расширению/,
    );
    expect(await filesOf('contractor', company.id)).toEqual([]);
  });

  it('refuses PNG bytes named .pdf', async () => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    const problem = expectProblem(
      await upload(auth, { base64file: tinyPng().toString('base64'), originalName: 'document.pdf' }),
      422,
    );
    expect(problem.errors?.[0]).toContain('не соответствует его расширению');
    expect(await filesOf('contractor', company.id)).toEqual([]);
  });

  it('refuses content that is not base64', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const problem = expectProblem(
      await upload(auth, { base64file: '@@@not base64@@@', originalName: 'a.png' }),
      422,
    );
    expect(problem.errors).toEqual(['Файл: содержимое не является корректной строкой base64']);
  });

  it('refuses a missing file and name with one entry per field', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const problem = expectProblem(await upload(auth, { base64file: '', originalName: '  ' }), 422);
    expect(problem.errors).toEqual(['Файл: обязательное поле', 'Имя файла: обязательное поле']);
  });

  it('refuses content over 15 MB with 413 and stores nothing', async () => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    tinyPng().copy(tooLarge);
    const problem = expectProblem(
      await upload(auth, { base64file: tooLarge.toString('base64'), originalName: 'huge.png' }),
      413,
    );
    expect(problem.message).toBe('Размер файла не должен превышать 15MB');
    expect(await filesOf('contractor', company.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await upload({}, { base64file: tinyPng().toString('base64'), originalName: 'a.png' }), 401);
  });
});

/** Every file under DATA_DIR/files: what the disk really holds, rows or not. */
const storedFiles = (dataDir: string): string[] => {
  const root = join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((prefix) => readdirSync(join(root, prefix)));
};

describe('upload kinds checked by structure, not only by their first bytes', () => {
  it('accepts a real DOCX and XLSX with their Office types', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    const docx = await upload(auth, {
      base64file: tinyDocx().toString('base64'),
      originalName: 'Договор.docx',
    });
    expect(docx.statusCode).toBe(201);
    expect(docx.json().mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const xlsx = await upload(auth, {
      base64file: tinyXlsx().toString('base64'),
      originalName: 'Реестр.xlsx',
    });
    expect(xlsx.statusCode).toBe(201);
    expect(xlsx.json().mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it.each([
    [
      'PK\\x03\\x04 followed by text, as a DOCX',
      'letter.docx',
      Buffer.from('PK\x03\x04word/document.xml', 'latin1'),
    ],
    [
      'PK\\x03\\x04 followed by text, as an XLSX',
      'table.xlsx',
      Buffer.from('PK\x03\x04xl/workbook.xml', 'latin1'),
    ],
    ['a real archive without word/document.xml', 'letter.docx', zipOf({ 'word/styles.xml': '<w/>' })],
    ['a real archive without xl/workbook.xml', 'table.xlsx', zipOf({ 'xl/styles.xml': '<x/>' })],
    ['%PDF- followed by HTML', 'invoice.pdf', Buffer.from('%PDF-1.7\n<html><body>счёт</body></html>')],
    ['a PDF cut before its %%EOF trailer', 'invoice.pdf', tinyPdf().subarray(0, 60)],
  ])('refuses %s with a Russian 422 and stores nothing', async (_case, originalName, content) => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    const before = storedFiles(t.config.dataDir).length;
    const problem = expectProblem(
      await upload(auth, { base64file: content.toString('base64'), originalName }),
      422,
    );
    expect(problem.errors).toEqual([
      `Файл: содержимое файла «${originalName}» не соответствует его расширению или тип не поддерживается (допустимы .pdf,.jpg,.jpeg,.png,.mp4,.docx,.xlsx,.doc,.xls)`,
    ]);
    expect(await filesOf('contractor', company.id)).toEqual([]);
    expect(storedFiles(t.config.dataDir)).toHaveLength(before);
  });
});

describe('an upload writes its bytes and its row together or not at all', () => {
  it('refuses a name with NUL with 422 before writing a byte', async () => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    const before = storedFiles(t.config.dataDir).length;
    const problem = expectProblem(
      await upload(auth, { base64file: tinyPng().toString('base64'), originalName: 'scan\u0000.png' }),
      422,
    );
    expect(problem.errors).toEqual(['Имя файла: содержит недопустимые символы']);
    expect(await filesOf('contractor', company.id)).toEqual([]);
    expect(storedFiles(t.config.dataDir)).toHaveLength(before);
  });

  it(
    'removes the written bytes when the row cannot be written',
    async () => {
      // Its own app, whose database is taken down after sign-in: the row's insert fails for real.
      const broken = await createTestApp();
      try {
        const { auth } = await createSignedInUser(broken.app, 'contractor');
        await uploadFile(broken.app, auth);
        expect(storedFiles(broken.config.dataDir)).toHaveLength(1);
        await broken.database.close();
        const response = await broken.app.inject({
          method: 'POST',
          url: '/api/documents/upload',
          headers: auth,
          payload: { base64file: tinyPng().toString('base64'), originalName: 'scan.png' },
        });
        expectProblem(response, 500);
        expect(storedFiles(broken.config.dataDir)).toHaveLength(1);
      } finally {
        await broken.close();
      }
    },
    OWN_APP_TIMEOUT,
  );
});

describe('the sweep of stored files without a row', () => {
  const orphan = (dataDir: string, age: number) => {
    const key = randomUUID();
    const directory = join(dataDir, 'files', key.slice(0, 2));
    mkdirSync(directory, { recursive: true });
    const path = join(directory, key);
    writeFileSync(path, tinyPng());
    const written = new Date(Date.now() - age);
    utimesSync(path, written, written);
    return key;
  };

  it('removes bytes without a row once past the grace period, and keeps uploads in flight and real files', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const { guid } = await uploadFile(t.app, auth);
    const [row] = await t.app.ctx.db.select().from(files).where(eq(files.guid, guid));
    // The real file is as old as the orphan: only the missing row tells them apart.
    const realPath = join(t.config.dataDir, 'files', row!.storageKey.slice(0, 2), row!.storageKey);
    const old = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    utimesSync(realPath, old, old);
    const stale = orphan(t.config.dataDir, 2 * ORPHAN_GRACE_MS);
    const inFlight = orphan(t.config.dataDir, 1000);

    expect(await sweepOrphanFiles(t.app.ctx)).toBe(1);
    const left = storedFiles(t.config.dataDir);
    expect(left).not.toContain(stale);
    expect(left).toContain(inFlight);
    expect(left).toContain(row!.storageKey);
    expect((await read(guid, auth)).statusCode).toBe(200);
    expect(await sweepOrphanFiles(t.app.ctx)).toBe(0);
  });

  it('sweeps when the app starts', async () => {
    const config = testConfig();
    const stale = orphan(config.dataDir, 2 * ORPHAN_GRACE_MS);
    const app = await buildApp(config, { database: t.database, logger: false });
    try {
      await app.ready();
      // The sweep runs in the background: the start does not wait for it. Generous on a busy machine.
      await vi.waitFor(() => expect(storedFiles(config.dataDir)).not.toContain(stale), {
        timeout: 15_000,
        interval: 50,
      });
    } finally {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('body size limit', () => {
  it('refuses a body over 1 MiB on an ordinary route with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'someone@example.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(expectProblem(response, 413).message).toBe('Размер запроса превышает допустимый');
  });
});

describe('GET /api/files/:guid', () => {
  it('answers the bytes inline with their type', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const png = tinyPng();
    const { guid } = await uploadFile(t.app, auth, 'scan.png', png);
    const response = await read(guid, auth);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="scan\.png"/);
  });

  it('answers a byte range with 206 and content-range', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const png = tinyPng();
    const { guid } = await uploadFile(t.app, auth, 'scan.png', png);
    const response = await read(guid, auth, '', { range: 'bytes=0-9' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-9/${png.length}`);
    expect(response.rawPayload.equals(png.subarray(0, 10))).toBe(true);

    const tail = await read(guid, auth, '', { range: 'bytes=-4' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(png.subarray(png.length - 4))).toBe(true);
  });

  it('answers 416 for a range outside the file or a malformed one', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const png = tinyPng();
    const { guid } = await uploadFile(t.app, auth, 'scan.png', png);
    const outside = await read(guid, auth, '', { range: `bytes=${png.length}-${png.length + 10}` });
    expect(expectProblem(outside, 416).message).toBe('Запрошенный диапазон недоступен');
    expect(outside.headers['content-range']).toBe(`bytes */${png.length}`);
    expectProblem(await read(guid, auth, '', { range: 'bytes=abc' }), 416);
  });

  it('hides a contractor’s file from a customer no record shares it with (404)', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor');
    const customer = await createSignedInUser(t.app, 'customer');
    const { guid } = await uploadFile(t.app, carrier.auth, 'ogrn.pdf', tinyPdf());
    for (const suffix of ['', '/download', '/link', '/info'])
      expect(expectProblem(await read(guid, customer.auth, suffix), 404).message).toBe('Файл не найден');
  });

  it('hides a contractor’s file from another contractor (404)', async () => {
    const owner = await createSignedInUser(t.app, 'contractor');
    const stranger = await createSignedInUser(t.app, 'contractor');
    const { guid } = await uploadFile(t.app, owner.auth);
    expect(expectProblem(await read(guid, stranger.auth), 404).message).toBe('Файл не найден');
    expectProblem(await read(guid, stranger.auth, '/download'), 404);
  });

  it('hides a customer’s file from another customer and from contractors (404)', async () => {
    const owner = await createSignedInUser(t.app, 'customer');
    const otherCustomer = await createSignedInUser(t.app, 'customer');
    const carrier = await createSignedInUser(t.app, 'contractor');
    const { guid } = await uploadFile(t.app, owner.auth);
    expect((await read(guid, owner.auth)).statusCode).toBe(200);
    expectProblem(await read(guid, otherCustomer.auth), 404);
    expectProblem(await read(guid, carrier.auth), 404);
  });

  it('answers 404 for an unknown guid and for a value that is not a uuid', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    expectProblem(await read(randomUUID(), auth), 404);
    expectProblem(await read('not-a-uuid', auth), 404);
    expectProblem(await read('1', auth, '/download'), 404);
  });

  it('answers 404, not 500, when the stored bytes of a known file are gone', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const { guid } = await uploadFile(t.app, auth);
    rmSync(join(t.config.dataDir, 'files', guid.slice(0, 2), guid));
    const response = await read(guid, auth);
    expect(expectProblem(response, 404).message).toBe('Файл не найден');
    expect(response.headers['content-disposition']).toBeUndefined();
    expectProblem(await read(guid, auth, '', { range: 'bytes=0-3' }), 404);
  });

  it('answers 401 without a token', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const { guid } = await uploadFile(t.app, auth);
    expectProblem(await read(guid, {}), 401);
    expectProblem(await read(guid, {}, '/download'), 401);
  });
});

describe('GET /api/files/:guid/download', () => {
  it('answers an attachment that keeps a Cyrillic file name in UTF-8', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const name = 'Устав компании.pdf';
    const pdf = tinyPdf();
    const { guid } = await uploadFile(t.app, auth, name, pdf);
    const response = await read(guid, auth, '/download');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    // The plain filename fallback stays ASCII so old clients do not garble the header.
    expect(disposition).toMatch(/filename="[\x20-\x7e]+\.pdf"/);
  });
});

describe('GET /api/files/:guid/link and /stream', () => {
  const linkOf = async (guid: string, auth: Record<string, string>) => {
    const response = await read(guid, auth, '/link');
    expect(response.statusCode).toBe(200);
    return response.json() as { url: string; expiresAt: string };
  };

  it('gives a signed link that streams the file with ranges and no session', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    const png = tinyPng();
    const { guid } = await uploadFile(t.app, auth, 'preview.png', png);
    const link = await linkOf(guid, auth);
    expect(link.url).toMatch(new RegExp(`^/api/files/${guid}/stream\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);

    const whole = await t.app.inject({ method: 'GET', url: link.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(png)).toBe(true);
    expect(whole.headers['content-type']).toBe('image/png');
    // The file viewer frames a PDF by this link: the portal's own pages may, no other site.
    expect(whole.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'self'");
    const part = await t.app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(2, 6))).toBe(true);
  });

  it('lets a link live 15 minutes by the server clock: valid at 14, refused at 16', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    const { guid } = await uploadFile(t.app, auth);
    const clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
    t.app.ctx.clock = clock;
    try {
      const link = await linkOf(guid, auth);
      expect(link.expiresAt).toBe('2026-05-01T09:15:00.000Z');
      clock.advance(14 * 60_000);
      expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(200);
      clock.advance(2 * 60_000);
      expect(expectProblem(await t.app.inject({ method: 'GET', url: link.url }), 410).message).toBe(
        'Срок действия ссылки на файл истёк, обновите страницу',
      );
    } finally {
      t.app.ctx.clock = systemClock;
    }
  });

  it('refuses a link for a file the caller may not read', async () => {
    const owner = await createSignedInUser(t.app, 'customer');
    const other = await createSignedInUser(t.app, 'customer');
    const { guid } = await uploadFile(t.app, owner.auth);
    expectProblem(await read(guid, other.auth, '/link'), 404);
    expectProblem(await read(guid, {}, '/link'), 401);
  });

  it('refuses a forged, reused-for-another-file or expired signature', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    const first = await uploadFile(t.app, auth);
    const second = await uploadFile(t.app, auth);
    const link = await linkOf(first.guid, auth);
    const forged = link.url.replace(/signature=./, (match) =>
      match.endsWith('A') ? `${match.slice(0, -1)}B` : `${match.slice(0, -1)}A`,
    );
    expect(expectProblem(await t.app.inject({ method: 'GET', url: forged }), 403).message).toBe(
      'Ссылка на файл недействительна',
    );
    const otherFile = link.url.replace(first.guid, second.guid);
    expectProblem(await t.app.inject({ method: 'GET', url: otherFile }), 403);
    const expired = createFileLinks(t.app.ctx.config.jwtSecret, -1).create(first.guid, new Date());
    expectProblem(await t.app.inject({ method: 'GET', url: expired.url }), 410);
    expectProblem(await t.app.inject({ method: 'GET', url: `/api/files/${first.guid}/stream` }), 422);
  });
});

describe('files shared by a feature rule', () => {
  it('lets another company read a file once a rule shares it, and not before', async () => {
    const owner = await createSignedInUser(t.app, 'customer');
    const carrier = await createSignedInUser(t.app, 'contractor');
    const { guid } = await uploadFile(t.app, owner.auth);
    expectProblem(await read(guid, carrier.auth), 404);
    const [row] = await t.app.ctx.db.select().from(files).where(eq(files.guid, guid));
    t.app.ctx.fileAccess.addRule(
      async (principal, file) => file.id === row!.id && principal.ownerType === 'contractor',
    );
    expect((await read(guid, carrier.auth)).statusCode).toBe(200);
  });
});
