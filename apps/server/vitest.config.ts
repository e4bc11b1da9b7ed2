import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Nine files seed the whole demo in beforeAll: 30-65 s each on a loaded two-core machine.
    hookTimeout: 120_000,
    // Each file opens its own database; two workers match the machine's two cores.
    maxWorkers: 2,
    // Files of a worker share the imported modules: re-importing the whole app for each of ~120 files took a third
    // of the suite's time. Per-app state lives on the app (WeakMaps keyed by its context), never in a module.
    isolate: false,
  },
});
