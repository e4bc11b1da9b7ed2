import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

// Read by the server (core/http/spa-page.ts, which names them the same): per route id, and for the main layout, the
// scripts its screen needs beyond the entry.
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const MAIN_LAYOUT_KEY = '$main-layout';

const ROUTER_DIR = 'src/app/router';
// `'flights-customer': lazyModule('flights-customer', () => import('../../features/…/page'))` in the area files.
const PAGE_LINE = /'?([\w-]+)'?\s*:\s*lazyModule\(\s*'[^']*',\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const MAIN_LAYOUT_LINE = /MAIN_LAYOUT\s*=\s*lazyModule\(\s*'[^']*',\s*\(\)\s*=>\s*import\('([^']+)'\)/;

const withoutExtension = (path: string) => path.replace(/\.(tsx?|jsx?)$/, '');

/**
 * Every route id of the page registry (its area files, whose type makes them hold every route of the route table)
 * with the source module its screen is imported from, and the main layout's.
 */
const pageModules = (root: string) => {
  const dir = join(root, ROUTER_DIR);
  const pages = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('-pages.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const found = [...text.matchAll(PAGE_LINE)];
    // A line written another way would leave its route without preloads, silently: the build stops instead.
    if (found.length !== text.split('lazyModule(').length - 1) {
      throw new Error(`route-preloads: ${file} has a lazyModule line the pattern does not read`);
    }
    for (const [, id = '', path = ''] of found) pages.set(id, resolve(dir, path));
  }
  const layout = readFileSync(join(dir, 'page-registry.ts'), 'utf8').match(MAIN_LAYOUT_LINE)?.[1];
  if (!layout) throw new Error('route-preloads: MAIN_LAYOUT not found in page-registry.ts');
  pages.set(MAIN_LAYOUT_KEY, resolve(dir, layout));
  return pages;
};

/** A chunk's static imports, transitively, without the entry (the page has it already). */
const staticClosure = (bundle: OutputBundle, start: OutputChunk) => {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...files];
};

/**
 * Issue 27: a screen's code came as a chain of lazy chunks, each found only when the one before it ran. The build
 * writes which scripts each route's screen needs; the server lists them as `<link rel="modulepreload">` in the page
 * it answers for that address, so the browser fetches them beside the entry. The entry carries no such lists: the
 * login page pays nothing for them.
 */
export const routePreloads = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkOf = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId) {
          chunkOf.set(withoutExtension(output.facadeModuleId), output as OutputChunk);
        }
      }
      const preloads: Record<string, string[]> = {};
      for (const [id, module] of pageModules(root)) {
        const chunk = chunkOf.get(module);
        if (!chunk) this.error(`route-preloads: no lazy chunk of ${module} (route ${id})`);
        preloads[id] = staticClosure(bundle as OutputBundle, chunk);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
};
