import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';

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

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
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
    // No preload lists: the entry carried, for every lazy page, the names of the chunks it imports (4 KB gzip of
    // file names at ninety pages), which the login page paid for. A page's chunks now load as its imports are met,
    // from the same server, after the first visit from the cache.
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
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/shared/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Ant Design interaction tests take seconds each on the 2 shared cores of CI machines.
    testTimeout: 30000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, where the suite is CPU-bound.
    maxWorkers: 2,
  },
}));
