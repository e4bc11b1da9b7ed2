import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data';

// Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.mjs installs it when missing).
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes on the one started portal: the axe walk (read-only, ~6 of the ~24 minutes) beside the flows, each lane
  // in file order on one worker. The flows change the demo data and stay one at a time.
  workers: 2,
  projects: [
    { name: 'axe walk', testMatch: /\/a11y\.spec\.ts$/, workers: 1 },
    { name: 'flows', testIgnore: /\/a11y\.spec\.ts$/, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    // A trace records screenshots and DOM snapshots of every step: it doubled the browser's CPU on a screen walk
    // (docs/decisions.md), so only a retry records one. `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // A fresh embedded database each run: the product exactly as `npm start` runs it, with the demo seed.
    command: `rm -rf ${DATA_DIR} && node ../scripts/start.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // WEBHOOK_ALLOW_PRIVATE: the integrations spec delivers webhooks to a receiver of its own on 127.0.0.1.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      WEBHOOK_ALLOW_PRIVATE: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
