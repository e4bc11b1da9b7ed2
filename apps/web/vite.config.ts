import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdStaticStyle } from './antd-static-style';
import { precompress } from './precompress';
import { routePreloads } from './route-preloads';

// The API server of `npm run dev -w apps/server`; PORTAL_API_URL points elsewhere.
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

// react-router's package exports point only at its development build (dev warnings, larger); production
// bundles use the production build that ships next to it.
const reactRouterDist = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const productionReactRouter = existsSync(`${reactRouterDist}index.mjs`)
  ? [
      { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
    ]
  : [];

// The screen tests share one jsdom and their imports per worker: importing the app and starting jsdom again for
// each of ~110 files was half the suite's time. A file that replaces a module (vi.mock) keeps a world of its own,
// since a file before it may already hold the real module.
const mockingTests = (): string[] => {
  const sources = new URL('src/', import.meta.url);
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .filter((path) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(new URL(path, sources), 'utf8')))
    .map((path) => `src/${path}`);
};
// Only Vitest reads the list: a build or the dev server need not read every test file.
const MOCKING_TESTS = process.env.VITEST ? mockingTests() : [];

export default defineConfig(({ command }) => ({
  plugins: [react(), antdStaticStyle(), routePreloads(), precompress()],
  resolve: {
    alias: [
      // write-excel-file's zip without Workers (see the module's comment: the CSP blocks blob: workers).
      {
        find: /^fflate$/,
        replacement: fileURLToPath(new URL('./src/shared/export/fflate-main-thread.ts', import.meta.url)),
      },
      ...(command === 'build' ? productionReactRouter : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // `ws: true` also forwards the WebSocket upgrade of /api/ws.
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-bundle-size.mjs reads it to measure the login page's first load.
    manifest: true,
    chunkSizeWarningLimit: 800,
    // No preload lists in the entry: they carried, for every lazy page, the names of the chunks it imports (10 KB
    // gzip at 120 pages), which the login page paid for. The server lists the chunks of the address it answers
    // instead (route-preloads.ts writes them; the server's core/http/spa-page.ts puts them in the page).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically stays in the entry chunk. Otherwise each lazy page that shares
        // some of those modules carves them into more small chunks, and the login page's first load grew with
        // every new page for the same code (issue 3: +5 KB gzip from seven pages).
        // ECharts (with zrender) is one shared chunk for the chart screens only: each screen registers its own
        // charts with `echarts.use`, and without the group the parts only one screen uses went into that screen's
        // chunk while the rest made another, so the pieces moved with every new chart (issue 27).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
            // antd and its rc-components came as one chunk per component (~130 files for the flights list, six at
            // a time over HTTP/1.1). Grouped by the set of pages that use them, small sets merged below 40 KB, they
            // are a few larger chunks that no page loads without using; one group without `entriesAware` was 300 KB
            // gzip for every page, and splitting it by size made chunks import each other in a cycle (issue 27).
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 40_000,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/shared/test/setup.ts'],
    css: false,
    // Ant Design interaction tests take seconds each on the 2 shared cores of CI machines.
    testTimeout: 30000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, where the suite is CPU-bound.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING_TESTS,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING_TESTS } },
    ],
  },
}));
