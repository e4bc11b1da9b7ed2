// `npm run bench:web` (issue 27): the web app's budgets alone (bundle sizes, Lighthouse, INP) on a portal started
// with the demo data; `npm run bench` measures them too. Results go to bench/results/web-<timestamp>.json, a table
// on stdout, and the exit code is 1 when a budget is broken.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePortFree, root, startPortal } from './servers.mjs';
import { writeResults } from './stats.mjs';
import { measureWebBudgets, printWebBudgets } from './web-budgets.mjs';

const port = Number(process.env.BENCH_PORT ?? 3294);

console.log('Сборка (если устарела)…');
execSync('npm run build -s -w apps/server && npm run build -s -w apps/web', { cwd: root, stdio: 'ignore' });
await ensurePortFree(port);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
const server = await startPortal({ dataDir, port });
try {
  const web = await measureWebBudgets(`http://127.0.0.1:${port}`);
  const file = writeResults('web-', { at: new Date().toISOString(), loadAverage: loadavg(), ...web });
  printWebBudgets(web);
  console.log(`\nРезультаты: ${file}`);
  if (web.failures.length) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
