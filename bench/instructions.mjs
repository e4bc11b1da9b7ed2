// `npm run bench:instructions`: machine instructions per request of the authenticated trivial route and of the
// bare node:http server, counted by valgrind (callgrind) over the same number of requests after the same warm-up.
// A count does not move with a noisy neighbour the way time does, so it shows a change of a few per cent that
// side-by-side timing on a shared machine cannot; it does not see cache misses or the kernel's share, so the
// throughput ratio of `npm run bench` stays the measure of the goal. Needs valgrind (apt-get install valgrind).
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, signIn, startBareServer, startPortal } from './servers.mjs';
import { writeResults } from './stats.mjs';

const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP ?? 20_000);
const COUNTED_REQUESTS = Number(process.env.BENCH_COUNTED ?? 10_000);
// Under valgrind a start takes minutes, not seconds.
const START_TIMEOUT_MS = 15 * 60_000;

try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('Нужен valgrind: apt-get install -y valgrind');
  process.exit(1);
}

const load = (options, amount) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: 50, amount, timeout: 60, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors)
        return reject(new Error(`${result.non2xx + result.errors} failed requests`));
      resolve(result);
    });
  });

/** Instructions per request of one server: counting is switched on only around the counted requests. */
const countInstructions = async (start, loadOptions) => {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-callgrind-'));
  const wrapper = [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    `--callgrind-out-file=${outDir}/out`,
  ];
  const server = await start(wrapper);
  const options = await loadOptions();
  await load(options, WARM_UP_REQUESTS);
  execFileSync('callgrind_control', ['--instr=on', String(server.pid)], { stdio: 'ignore' });
  await load(options, COUNTED_REQUESTS);
  execFileSync('callgrind_control', ['--instr=off', String(server.pid)], { stdio: 'ignore' });
  execFileSync('callgrind_control', ['--dump', String(server.pid)], { stdio: 'ignore' });
  await server.stop();
  const dumps = readdirSync(outDir).map((file) => readFileSync(join(outDir, file), 'utf8'));
  rmSync(outDir, { recursive: true, force: true });
  const counted = Math.max(...dumps.map((dump) => Number(/^totals: (\d+)/m.exec(dump)?.[1] ?? 0)));
  return Math.round(counted / COUNTED_REQUESTS);
};

console.log('Сборка (если устарела)…');
execSync('npm run build -s -w apps/server', { cwd: root, stdio: 'ignore' });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
// The first start (migrations, demo data) runs without valgrind.
await (await startPortal({ dataDir, port: 3292 })).stop();

const port = 3293;
const base = `http://127.0.0.1:${port}`;
const time = await countInstructions(
  (wrapper) => startPortal({ dataDir, port, wrapper, timeoutMs: START_TIMEOUT_MS }),
  async () => ({ url: `${base}/api/time`, headers: { authorization: `Bearer ${await signIn(base)}` } }),
);
const bare = await countInstructions(
  (wrapper) => startBareServer({ port: 3294, wrapper, timeoutMs: START_TIMEOUT_MS }),
  async () => ({ url: 'http://127.0.0.1:3294/' }),
);
rmSync(dataDir, { recursive: true, force: true });

const results = {
  at: new Date().toISOString(),
  warmUpRequests: WARM_UP_REQUESTS,
  countedRequests: COUNTED_REQUESTS,
  instructionsPerRequest: { bare, time },
  ratio: Number((bare / time).toFixed(2)),
};
const file = writeResults('instructions-', results);
const thousands = (count) => count.toLocaleString('ru-RU');
console.log(`
| инструкций на запрос (callgrind, ${COUNTED_REQUESTS} запросов после ${WARM_UP_REQUESTS}) | значение |
|---|---|
| голый node:http | ${thousands(bare)} |
| GET /api/time с токеном | ${thousands(time)} |
| отношение | ${results.ratio} |

Результаты: ${file}`);
