import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROUTES } from '@portal/contract/routes/route-table';
import type { FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';

// Written by the web build (apps/web/route-preloads.ts, which names them the same): per route id, and for the main
// layout, the scripts its screen needs beyond the entry.
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const MAIN_LAYOUT_KEY = '$main-layout';

type Page = { plain: Buffer; br: Buffer; gzip: Buffer };

const pageOf = (html: string): Page => ({
  plain: Buffer.from(html),
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: gzipSync(html, { level: 9 }),
});

/** index.html with a `<link rel="modulepreload">` for each script of the screen it does not load already. */
const withPreloads = (html: string, files: readonly string[]) => {
  const missing = files.filter((file) => !html.includes(`/${file}"`));
  if (missing.length === 0) return html;
  const links = missing
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `)
    .join('');
  return html.replace('</head>', `${links}</head>`);
};

/**
 * The SPA's page for any address of its route table (issue 27): the screen's scripts are listed in it, so the
 * browser fetches them beside the entry instead of one lazy chunk after another. An address outside the table, or
 * a build without the list, gets index.html as built. Built once at start, compressed once.
 */
export const spaPages = (webDist: string) => {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const listFile = join(webDist, ROUTE_PRELOADS_FILE);
  const preloads: Record<string, string[]> = existsSync(listFile)
    ? JSON.parse(readFileSync(listFile, 'utf8'))
    : {};
  const plainPage = pageOf(html);
  const router = FindMyWay();
  for (const route of ROUTES) {
    const own = preloads[route.id];
    if (!own || router.hasRoute('GET', route.path)) continue;
    const layout = route.layout === 'main' ? (preloads[MAIN_LAYOUT_KEY] ?? []) : [];
    const page = pageOf(withPreloads(html, [...new Set([...layout, ...own])]));
    router.on('GET', route.path, () => undefined, { page });
  }

  return (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const page = (router.find('GET', path)?.store as { page: Page } | undefined)?.page ?? plainPage;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.plain);
  };
};
