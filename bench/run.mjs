// `npm run bench`: start-up time, login/session throughput and p99 under 50 clients, the ratio of an
// authenticated trivial route to a bare node:http server (side by side, one run), and the web app's budgets
// (web-budgets.mjs: bundle sizes, Lighthouse, INP). Results go to bench/results/<timestamp>.json and a table on
// stdout; the exit code is 1 when a web budget is broken. Medians, never single samples.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_LOGIN, root, signIn, startBareServer, startPortal } from './servers.mjs';
import { cpuSeconds, median, writeResults } from './stats.mjs';
import { measureWebBudgets, printWebBudgets } from './web-budgets.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
// Many short pairs rather than a few long ones: a neighbour's burst then spoils a pair, not the median.
const RATIO_ROUNDS = Number(process.env.BENCH_RATIO_ROUNDS ?? 15);
const RATIO_ROUND_S = Number(process.env.BENCH_RATIO_ROUND_S ?? 3);

const load = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** One load of a server, with the CPU time the server process spent per answered request. */
const loadWithCpu = async (pid, options) => {
  const cpuBefore = cpuSeconds(pid);
  const result = await load({ duration: RATIO_ROUND_S, ...options });
  const cpuAfter = cpuSeconds(pid);
  return {
    ...summary(result),
    cpuMicrosPerRequest:
      cpuBefore === null ? null : ((cpuAfter - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
  };
};

const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  errors: result.errors + result.non2xx,
});

console.log('Сборка (если устарела)…');
execSync('npm run build -s -w apps/server && npm run build -s -w apps/web', { cwd: root, stdio: 'ignore' });

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3290);
const results = { at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S };

// First start: migrations and the demo seed.
const first = await startPortal({ dataDir, port });
results.firstStartMs = first.ms;
await first.stop();

// Cold starts on the existing data directory.
const coldStarts = [];
for (let run = 0; run < START_RUNS; run += 1) {
  const server = await startPortal({ dataDir, port });
  coldStarts.push(server.ms);
  await server.stop();
}
results.coldStartMs = { median: median(coldStarts), samples: coldStarts };

const server = await startPortal({ dataDir, port });
const base = `http://127.0.0.1:${port}`;
const credentials = JSON.stringify(DEMO_LOGIN);
const token = await signIn(base);

results.login = summary(
  await load({
    url: `${base}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
  }),
);
results.loginCheck = summary(
  await load({ url: `${base}/api/login/check`, headers: { authorization: `Bearer ${token}` } }),
);

// Side by side: a bare node:http server answering the same shape, then the authenticated trivial route.
// The bare server runs in its own process like the app, so neither shares a core with the load generator.
const bare = await startBareServer({ port: 3291 });
// Alternating pairs, so that a noisy neighbour hurts both sides alike; the median pair is reported. The load
// generator shares the machine's cores and caps the faster side, which flatters the slower one's throughput;
// the CPU time each server spends per request is reported beside it, as it does not depend on the generator.
const rounds = [];
for (let round = 0; round < RATIO_ROUNDS; round += 1) {
  const bareRound = await loadWithCpu(bare.pid, { url: 'http://127.0.0.1:3291/' });
  const timeRound = await loadWithCpu(server.pid, {
    url: `${base}/api/time`,
    headers: { authorization: `Bearer ${token}` },
  });
  rounds.push({
    bare: bareRound,
    time: timeRound,
    ratio: timeRound.requestsPerSecond / bareRound.requestsPerSecond,
  });
}
await bare.stop();
const medianRound = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(RATIO_ROUNDS / 2)];
const bareResult = medianRound.bare;
const timeResult = medianRound.time;
results.ratioRounds = rounds.map((round) => Number(round.ratio.toFixed(2)));
results.bareNodeHttp = bareResult;
results.authenticatedTime = timeResult;
results.authenticatedToBareRatio = Number(medianRound.ratio.toFixed(2));
const cpuMedian = (side) =>
  rounds[0][side].cpuMicrosPerRequest === null
    ? null
    : median(rounds.map((round) => round[side].cpuMicrosPerRequest));
results.cpuMicrosPerRequest = { bare: cpuMedian('bare'), time: cpuMedian('time') };
results.cpuRatio =
  results.cpuMicrosPerRequest.bare === null
    ? null
    : Number((results.cpuMicrosPerRequest.bare / results.cpuMicrosPerRequest.time).toFixed(2));
results.web = await measureWebBudgets(base);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const file = writeResults('', results);

const micros = (value) => (value === null ? '—' : `${value.toFixed(1)} мкс`);
console.log(`
| измерение | значение | цель |
|---|---|---|
| первый запуск (миграции + демо-данные) | ${results.firstStartMs} мс | < 60000 мс |
| холодный запуск, медиана из ${START_RUNS} | ${results.coldStartMs.median} мс (${coldStarts.join(', ')}) | < 5000 мс |
| POST /api/login, ${CONNECTIONS} клиентов | ${results.login.requestsPerSecond} запр/с, p99 ${results.login.p99Ms} мс, ошибок ${results.login.errors} | |
| GET /api/login/check | ${results.loginCheck.requestsPerSecond} запр/с, p99 ${results.loginCheck.p99Ms} мс, ошибок ${results.loginCheck.errors} | |
| голый node:http | ${bareResult.requestsPerSecond} запр/с, p99 ${bareResult.p99Ms} мс | |
| GET /api/time с токеном | ${timeResult.requestsPerSecond} запр/с, p99 ${timeResult.p99Ms} мс | |
| отношение /api/time к node:http, медиана из ${RATIO_ROUNDS} пар по ${RATIO_ROUND_S} с | ${results.authenticatedToBareRatio} (${[...results.ratioRounds].sort((a, b) => a - b).join(', ')}) | ≥ 0.5 |
| процессорное время на запрос, медиана: node:http / /api/time | ${micros(results.cpuMicrosPerRequest.bare)} / ${micros(results.cpuMicrosPerRequest.time)} (отношение ${results.cpuRatio ?? '—'}) | |
`);
printWebBudgets(results.web);
console.log(`\nРезультаты: ${file}`);
if (results.web.failures.length) process.exitCode = 1;
