// Mutation testing of the contract (`npm run test:mutation`): each mutant is a small change to a rule, and a
// test must fail for it. docs/decisions.md says how it is run and why it is not part of CI.

// vitest.config.ts fixes the zone for its own workers, but Stryker runs the tests in worker processes of its
// own, which inherit this process's environment: the date tests need Moscow time there too.
process.env.TZ = 'Europe/Moscow';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  // src/testing holds helpers of the tests, not rules of the contract.
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**'],
  // Each mutant runs only the tests that reach it; two workers fit the 2-core machine.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Every run tests every mutant; `-- --incremental` reuses the last run's results for unchanged code and tests.
  incremental: false,
  incrementalFile: '.stryker/incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: '.stryker/report/mutation.html' },
  clearTextReporter: { logTests: false, reportTests: false },
  thresholds: { high: 95, low: 90, break: 90 },
};

export default config;
