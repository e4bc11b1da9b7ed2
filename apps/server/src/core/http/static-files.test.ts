import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../app';
import type { Database } from '../db/database';

// Issue 27: the web build's text files are served in the .br the build wrote beside them, when the browser accepts it.
const SCRIPT = `console.log(${JSON.stringify('портал '.repeat(200))});`;
const PAGE =
  '<!doctype html><html lang="ru"><head><title>П</title></head><body><div id="root"></div></body></html>';
// What the web build lists per route (apps/web/route-preloads.ts): the flights list's page, the main layout's parts.
const PRELOADS = {
  'flights-customer': ['assets/customer-flights-page-1.js', 'assets/table-2.js'],
  login: ['assets/login-page-3.js'],
  '$main-layout': ['assets/main-layout-4.js', 'assets/table-2.js'],
};
const preloadLinks = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);

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
    writeFileSync(join(webDist, 'route-preloads.json'), JSON.stringify(PRELOADS));
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

  it("sends the app's page for a client route compressed too, listing its screen's scripts", async () => {
    const response = await get('/flights/customer', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(preloadLinks(html)).toEqual([
      'assets/main-layout-4.js',
      'assets/table-2.js',
      'assets/customer-flights-page-1.js',
    ]);
    expect(html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(
      PAGE,
    );
  });

  it('lists no layout parts for a page outside the main layout, and nothing for an address outside the table', async () => {
    expect(preloadLinks((await get('/login')).body)).toEqual(['assets/login-page-3.js']);
    const unknown = await get('/nowhere/at/all', 'gzip');
    expect(unknown.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(unknown.rawPayload).toString()).toBe(PAGE);
  });
});
