// `npm test`: every suite — contract and web units, server integration, end-to-end in Chromium — and a last
// line `N passed, N failed` summing them. `node scripts/test.mjs server` runs only the named suites.
// TEST_SUMMARY_FILE appends each suite's counts as a JSON line (used by .ci/run to sum its legs).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });

const vitestSuite = (name, workspace) => ({
  name,
  run: (output) =>
    spawnSync(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      {
        cwd: join(root, workspace),
        stdio: 'inherit',
      },
    ),
  count: (output) => {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    };
  },
});

const suites = {
  contract: vitestSuite('contract', 'packages/contract'),
  web: vitestSuite('web', 'apps/web'),
  server: vitestSuite('server', 'apps/server'),
  e2e: {
    name: 'e2e',
    before: ensureChromium,
    run: (output) =>
      spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
        cwd: join(root, 'e2e'),
        stdio: 'inherit',
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
      }),
    count: (output) => {
      const { stats } = JSON.parse(readFileSync(output, 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
};

const requested = process.argv.slice(2);
const selected = requested.length > 0 ? requested : Object.keys(suites);
let passed = 0;
let failed = 0;
let isBroken = false;

for (const key of selected) {
  const suite = suites[key];
  if (!suite) {
    console.error(`Неизвестный набор тестов: ${key}. Доступны: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== ${suite.name} ===`);
  const startedAt = Date.now();
  suite.before?.();
  const output = join(resultsDir, `${suite.name}.json`);
  rmSync(output, { force: true });
  const result = suite.run(output);
  let counts = { passed: 0, failed: 1 };
  if (existsSync(output)) counts = suite.count(output);
  if (result.status !== 0) {
    isBroken = true;
    if (counts.failed === 0) counts.failed = 1;
  }
  passed += counts.passed;
  failed += counts.failed;
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s`);
  if (process.env.TEST_SUMMARY_FILE) {
    appendFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify({ suite: suite.name, ...counts })}\n`);
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(isBroken || failed > 0 ? 1 : 0);
