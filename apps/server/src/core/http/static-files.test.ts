import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../app';
import type { Database } from '../db/database';

// Issue 27: the web build's text files are served in the .br the build wrote beside them, when the browser accepts it.
const SCRIPT = `console.log(${JSON.stringify('портал '.repeat(200))});`;
const PAGE = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';

describe('the web build', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    for (const [file, text] of [
      ['assets/index-abc.js', SCRIPT],
      ['index.html', PAGE],
    ] as const) {
      writeFileSync(join(webDist, file), text);
      writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
    }
    database = await openTestDatabase();
    app = await buildApp({ ...testConfig(), webDistDir: webDist }, { database, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a script compressed when the browser accepts brotli', async () => {
    const response = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a browser that accepts no compression', async () => {
    const response = await get('/assets/index-abc.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it("sends the app's page for a client route compressed too", async () => {
    const response = await get('/flights/customer', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });
});
