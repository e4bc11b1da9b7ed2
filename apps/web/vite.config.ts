import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
  plugins: [react()],
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
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
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/shared/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
  },
}));
