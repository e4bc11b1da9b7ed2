// `npm run bench:auction` (issue 15, «Speed»): one active auction under load, on PGlite and on PostgreSQL.
// - Bidding: BENCH_BIDDERS (400) invited carriers bid for BENCH_BID_S (20) s, each on its own keep-alive connection,
//   one bid after the other and never faster than the server's limit of 10 a second per carrier and auction (200
//   bidders could not try more than 2,000 bids a second, about this machine's floor: issue 27 says add bidders). Each
//   bid goes 1 to 3 kopecks (the step is 1 kopeck) under the lowest price any bidder has sent so far — a bidder who
//   follows the live feed and the bids still in flight; only a bid overtaken on its way to the auction's row lock
//   is refused as not lower. Counted: committed bids (201) per second, refusals by kind (422 not below best − step,
//   409, 429), and afterwards, from the customer's bid log, that every 201 is in the log with its sum (zero lost
//   acknowledgements), that the accepted sums fall strictly in seq order and that the chain verifies. Beside it:
//   the server process's CPU per committed bid (PGlite runs inside it) and, on PostgreSQL, the CPU of the
//   database's backends per committed bid, so a missed goal says where the time goes.
// - The floor (issue 27, auction-floor.mjs): the bare row-locked bid through node-pg, measured right before the
//   PGlite bidding and right after the PostgreSQL bidding; every bids/s figure is also given as a ratio to their mean
//   (PGlite's too: the floor is this machine's, not the database's). Goals: PostgreSQL ≥ 1.0, PGlite ≥ 0.5 of it.
//   After its bids the server still sends each accepted bid's notifications (a queue behind the 201s): the bench
//   waits until it is idle before the next phase and reports how long that took (settleSeconds, settleCpuS), so
//   the floor after and the watchers are not measured against that work.
// - Watching: BENCH_WATCHERS (1,000) WebSockets subscribed to the `auctions` channel (DESIGN 7) while 4 carriers
//   bid 20 times a second for BENCH_WATCH_S (10) s: the time from a bid's 201 (as its bidder receives it) to each
//   watcher's message of that bid, p50/p99, and from the bid's sending; lost messages and out-of-order ones (the
//   auction's seq must grow by exactly 1). Once with one server process, and on PostgreSQL once more with two
//   processes sharing Redis (bids and watchers split between them). The watchers live in a child process of
//   their own (auction-watchers.mjs), so they do not delay the bids; its CPU (generatorCpuS, generatorCpuCores)
//   and the servers' (serverCpuCores) are reported beside the bench's own (clientCpuCores).
// The data comes from auction-setup.ts (the auction tests' fixtures). PostgreSQL: the database BENCH_PG_DATABASE
// (wt_auction_bench) on BENCH_PG_URL's server, dropped at the end; Redis: BENCH_REDIS_URL, under a private prefix.
// BENCH_RUNS > 1 repeats the phases and reports medians; BENCH_CPU_PROF=<dir> has every server process and the
// watchers' generator write a V8 CPU profile there when it stops. BENCH_SKIP_BIDDING=1 measures the watching alone:
// no bidding phase and no floor (`bidding` and `floor` are null in the results). Results: bench/results/auction-<timestamp>.json.
import { execFileSync, execSync, fork } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { measureFloor } from './auction-floor.mjs';
import { dropDatabase, recreateDatabase } from './postgres.mjs';
import { ensurePortFree, root, startPortal } from './servers.mjs';
import { cpuSeconds, kernelCpuSeconds, median, percentile, writeResults } from './stats.mjs';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 400);
const BID_SECONDS = Number(process.env.BENCH_BID_S ?? 20);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const WATCH_SECONDS = Number(process.env.BENCH_WATCH_S ?? 10);
const WATCH_BIDS_PER_SECOND = 20;
const WATCH_BIDDERS = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const DATABASE = process.env.BENCH_PG_DATABASE ?? 'wt_auction_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The server's limit (BIDS_PER_SECOND in packages/contract) with 5 % to spare for the timers' jitter.
const BID_SPACING_MS = (1000 / 10) * 1.05;
const MAX_UNDERCUT_KOPECKS = 3;
const GOALS = { pglite: 0.5, postgres: 1.0, fromSendingP99Ms: 250 };
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
// Node's flags for the servers and the watchers' generator: a CPU profile each when BENCH_CPU_PROF is set.
const PROFILE_FLAGS = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
const SKIP_BIDDING = process.env.BENCH_SKIP_BIDDING === '1';

const JWT_SECRET = randomBytes(48).toString('base64url');
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
const kopecks = (roubles) => Math.round(roubles * 100);

/** A call with a bearer token on the shared keep-alive agent; answers the status, the body and when it came. */
const send = (method, base, path, token, body) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
            at: performance.now(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

const post = (base, path, token, body) => send('POST', base, path, token, body);

const getJson = async (base, path, token) => {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** Refusals counted by kind; a 422 here is «not below best − step» (the sums are always valid). */
const countRefusal = (refusals, answer) => {
  const kind =
    { 422: 'notLower', 409: 'conflict', 429: 'rateLimited' }[answer.status] ?? `http${answer.status}`;
  refusals[kind] = (refusals[kind] ?? 0) + 1;
};

/**
 * Every acknowledged bid is in the customer's bid log with its sum, the log falls strictly and verifies, and each
 * carrier keeps one pseudonym (DESIGN 11 `bidder`) numbered by its first bid.
 */
const checkBidLog = async (base, setup, acknowledged) => {
  const log = await getJson(
    base,
    `/api/customers/${setup.customerId}/auctions/${setup.auctionId}/bid-log`,
    setup.customerToken,
  );
  const logged = new Map(log.items.map((item) => [item.bidId, kopecks(item.summ)]));
  const lost = acknowledged.filter((bid) => logged.get(bid.id) !== bid.summKopecks).length;
  let notDecreasing = 0;
  for (let index = 1; index < log.items.length; index += 1)
    if (kopecks(log.items[index].summ) >= kopecks(log.items[index - 1].summ)) notDecreasing += 1;
  const pseudonyms = new Map();
  let pseudonymErrors = 0;
  for (const item of log.items) {
    const expected = pseudonyms.get(item.contractor.id) ?? pseudonyms.size + 1;
    if (item.bidder !== expected) pseudonymErrors += 1;
    pseudonyms.set(item.contractor.id, expected);
  }
  return { logged: log.items.length, lost, notDecreasing, pseudonymErrors, chainValid: log.isValid };
};

const SETTLE_WINDOW_MS = 500;
const SETTLE_IDLE_CORES = 0.1;
const SETTLE_MAX_S = 120;

/**
 * Waits until the server has finished what its bids left for later (each accepted bid's notifications run after
 * its 201, in a queue): its CPU over half a second falls under a tenth of a core. Answers how long that took and
 * the CPU it spent, so the next phase (the floor after, the watchers) is not measured against that work.
 */
const settle = async (serverPid) => {
  const startedAt = performance.now();
  const cpuBefore = cpuSeconds(serverPid);
  for (;;) {
    const windowCpu = cpuSeconds(serverPid);
    await sleep(SETTLE_WINDOW_MS);
    const cores = (cpuSeconds(serverPid) - windowCpu) / (SETTLE_WINDOW_MS / 1000);
    const waited = (performance.now() - startedAt) / 1000;
    if (cores < SETTLE_IDLE_CORES || waited > SETTLE_MAX_S)
      return {
        settleSeconds: Number(waited.toFixed(1)),
        settleCpuS: Number((cpuSeconds(serverPid) - cpuBefore).toFixed(1)),
      };
  }
};

/** CPU seconds of the backends connected to the bench's database (PostgreSQL only). */
const backendCpu = async (client) => {
  if (!client) return null;
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.reduce((sum, row) => sum + (cpuSeconds(row.pid) ?? 0), 0);
};

/** BIDDERS carriers bid as fast as the rate limit lets them for BID_SECONDS. */
const bidStorm = async ({ base, setup, serverPid, pgClient }) => {
  const bidders = setup.carriers.slice(0, BIDDERS);
  // Each bidder opens the auction first, as its screen does, so its bids go over an open connection: a server busy
  // with bids accepts new connections one per turn of its event loop (libuv), which would leave most of the
  // bidders waiting seconds for their first bid on PGlite, whose queries run in that loop.
  const views = await Promise.all(
    bidders.map((carrier) =>
      send('GET', base, `/api/contractors/${carrier.id}/auctions/${setup.auctionId}`, carrier.token),
    ),
  );
  let lowestSentKopecks = kopecks(views[0].body.bestSumm ?? views[0].body.startSum);
  const acknowledged = [];
  const refusals = {};
  const latencies = [];
  const loadBefore = loadAverage();
  const cpuBefore = cpuSeconds(serverPid);
  const clientCpuBefore = process.cpuUsage();
  const dbCpuBefore = await backendCpu(pgClient);
  const startedAt = performance.now();
  const until = startedAt + BID_SECONDS * 1000;
  const bidder = async (carrier) => {
    let nextAt = performance.now() + randomInt(0, BID_SPACING_MS);
    while (performance.now() < until) {
      await sleep(Math.max(0, nextAt - performance.now()));
      nextAt = performance.now() + BID_SPACING_MS;
      lowestSentKopecks -= randomInt(1, MAX_UNDERCUT_KOPECKS + 1);
      const summKopecks = lowestSentKopecks;
      const sentAt = performance.now();
      const answer = await post(base, `/api/auctions/${setup.auctionId}/bids`, carrier.token, {
        summ: summKopecks / 100,
      });
      latencies.push(answer.at - sentAt);
      if (answer.status === 201) acknowledged.push({ id: answer.body.id, summKopecks });
      else countRefusal(refusals, answer);
    }
  };
  await Promise.all(bidders.map(bidder));
  const seconds = (performance.now() - startedAt) / 1000;
  const serverCpu = cpuSeconds(serverPid) - cpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const dbCpu = pgClient ? (await backendCpu(pgClient)) - dbCpuBefore : null;
  latencies.sort((a, b) => a - b);
  const committed = acknowledged.length;
  const attempts = latencies.length;
  const perAttempt = (cpu) => (cpu === null ? null : Number(((cpu * 1000) / attempts).toFixed(2)));
  return {
    seconds: Number(seconds.toFixed(1)),
    committed,
    committedPerSecond: Math.round(committed / seconds),
    attemptsPerSecond: Math.round(attempts / seconds),
    refusals,
    answerP50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    answerP99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
    serverCpuMsPerCommitted: Number(((serverCpu * 1000) / Math.max(1, committed)).toFixed(2)),
    serverCpuMsPerAttempt: perAttempt(serverCpu),
    serverCpuCores: Number((serverCpu / seconds).toFixed(2)),
    databaseCpuMsPerCommitted:
      dbCpu === null ? null : Number(((dbCpu * 1000) / Math.max(1, committed)).toFixed(2)),
    databaseCpuMsPerAttempt: perAttempt(dbCpu),
    databaseCpuCores: dbCpu === null ? null : Number((dbCpu / seconds).toFixed(2)),
    // The load generator shares the cores: its own CPU says how much it took from the server.
    clientCpuCores: Number(((clientCpu.user + clientCpu.system) / 1e6 / seconds).toFixed(2)),
    ...(await settle(serverPid)),
    ...(await checkBidLog(base, setup, acknowledged)),
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
};

/** The watchers' load generator (auction-watchers.mjs) in its own process; `ask` sends a message, awaits its answer. */
const forkWatchers = () => {
  const child = fork(join(root, 'bench/auction-watchers.mjs'), {
    execArgv: PROFILE_FLAGS,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the watchers' process exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (answer) => {
        child.off('exit', onExit);
        resolve(answer);
      });
      child.send(message);
    });
  return { pid: child.pid, ask };
};

/**
 * WATCHERS sockets spread over the servers at `bases` while WATCH_BIDDERS carriers bid 20 times a second, each
 * bid sent to the next server in turn. The sockets are held by a child process; the CPU of it and of the servers
 * over the bids is reported beside the bench's own.
 */
const watchBids = async ({ bases, setup, serverPids }) => {
  const generator = forkWatchers();
  await generator.ask({
    type: 'open',
    auctionId: setup.auctionId,
    watchers: Array.from({ length: WATCHERS }, (_, number) => ({
      base: bases[number % bases.length],
      token: setup.carriers[number % setup.carriers.length].token,
    })),
  });

  const bidders = setup.carriers.slice(0, WATCH_BIDDERS);
  const start = await getJson(
    bases[0],
    `/api/contractors/${bidders[0].id}/auctions/${setup.auctionId}`,
    bidders[0].token,
  );
  let nextKopecks = kopecks(start.bestSumm ?? start.startSum);
  const acknowledged = [];
  const refusals = {};
  const sent = [];
  const loadBefore = loadAverage();
  const clientCpuBefore = process.cpuUsage();
  const generatorCpuBefore = cpuSeconds(generator.pid);
  const serversCpuBefore = serverPids.map(cpuSeconds);
  const kernelBefore = [generator.pid, ...serverPids].map(kernelCpuSeconds);
  const total = WATCH_SECONDS * WATCH_BIDS_PER_SECOND;
  const startedAt = performance.now();
  for (let index = 0; index < total; index += 1) {
    await sleep(Math.max(0, startedAt + (index * 1000) / WATCH_BIDS_PER_SECOND - performance.now()));
    nextKopecks -= 1;
    const carrier = bidders[index % bidders.length];
    // Epoch milliseconds: the watchers' process reads its messages' times on the same clock.
    const sentAt = performance.timeOrigin + performance.now();
    sent.push(
      post(bases[index % bases.length], `/api/auctions/${setup.auctionId}/bids`, carrier.token, {
        summ: nextKopecks / 100,
      }).then((answer) => {
        const ackAt = performance.timeOrigin + answer.at;
        if (answer.status === 201) acknowledged.push([answer.body.id, { sentAt, ackAt }]);
        else countRefusal(refusals, answer);
      }),
    );
  }
  await Promise.all(sent);
  // Stragglers: a message still on its way is late, not lost.
  await sleep(2000);
  const seconds = (performance.now() - startedAt) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const generatorCpuS = cpuSeconds(generator.pid) - generatorCpuBefore;
  const serversCpuS = serverPids.map((pid, index) => cpuSeconds(pid) - serversCpuBefore[index]);
  const [generatorKernelS, ...serversKernelS] = [generator.pid, ...serverPids].map(
    (pid, index) => kernelCpuSeconds(pid) - kernelBefore[index],
  );
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const { type: _answer, ...figures } = await generator.ask({ type: 'tally', acknowledged });
  const cores = (cpuS) => Number((cpuS / seconds).toFixed(2));
  return {
    servers: bases.length,
    bids: acknowledged.length,
    refusals,
    ...figures,
    clientCpuCores: cores((clientCpu.user + clientCpu.system) / 1e6),
    // The load generator's own process and the servers, over the bids and the stragglers' wait.
    generatorCpuS: Number(generatorCpuS.toFixed(2)),
    generatorCpuCores: cores(generatorCpuS),
    serverCpuCores: serversCpuS.map(cores),
    // Every server's CPU (the bids' handling too) per message a watcher received: a figure a busy machine's
    // waiting does not inflate.
    serverCpuUsPerMessage: Math.round((sum(serversCpuS) * 1e6) / figures.messages),
    // The share of that CPU spent in the kernel (the sockets' writes on the servers, their reads in the generator).
    serverKernelShare: Number((sum(serversKernelS) / sum(serversCpuS)).toFixed(2)),
    generatorKernelShare: Number((generatorKernelS / generatorCpuS).toFixed(2)),
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
};

/** Each phase RUNS times; the median run by the phase's main figure stands for it. */
const repeat = async (phase, key) => {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await phase());
  const middle = median(runs.map((run) => run[key]));
  return { ...runs.find((run) => run[key] === middle), runs: runs.length > 1 ? runs : undefined };
};

/** The bench data in a fresh data directory (and database), made before the server opens it. */
const prepare = (dataDir, env) => {
  const startedAt = Date.now();
  const output = execFileSync(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'bench/auction-setup.ts'), String(Math.max(BIDDERS, WATCH_BIDDERS))],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...env }, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  return { ...JSON.parse(output), setupMs: Date.now() - startedAt };
};

const floor = {};
const measureFloorNow = () => {
  console.log('Пол: голая транзакция с блокировкой строки, 200 клиентов, пул 10…');
  return measureFloor(`${DATABASE}_floor`);
};

/** committedPerSecond and attemptsPerSecond of a bidding phase (and of each of its runs) as ratios to the floor. */
const withFloorRatios = (bidding) => {
  const ratio = (perSecond) => Number((perSecond / floor.mean).toFixed(2));
  const withRatios = (run) => ({
    ...run,
    committedToFloor: ratio(run.committedPerSecond),
    attemptsToFloor: ratio(run.attemptsPerSecond),
  });
  return { ...withRatios(bidding), runs: bidding.runs?.map(withRatios) };
};

const benchDatabase = async (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-auction-${kind}-`));
  const databaseUrl = kind === 'postgres' ? await recreateDatabase(DATABASE) : null;
  const env = {
    JWT_SECRET,
    SEED_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const servers = [];
  const pgClient = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  try {
    console.log(`${kind}: подготовка данных (${BIDDERS} перевозчиков)…`);
    const setup = prepare(dataDir, env);
    await pgClient?.connect();
    const server = await startPortal({ dataDir, port: PORT, nodeFlags: PROFILE_FLAGS, env });
    servers.push(server);
    const base = `http://127.0.0.1:${PORT}`;
    let bidding = null;
    if (!SKIP_BIDDING) {
      if (kind === 'pglite') floor.before = await measureFloorNow();
      console.log(`${kind}: ${BIDDERS} участников торгуются ${BID_SECONDS} с…`);
      bidding = await repeat(
        () => bidStorm({ base, setup, serverPid: server.pid, pgClient }),
        'committedPerSecond',
      );
      if (kind === 'postgres') floor.after = await measureFloorNow();
    }
    console.log(`${kind}: ${WATCHERS} наблюдателей, ${WATCH_BIDS_PER_SECOND} ставок/с, один процесс…`);
    const watching = await repeat(
      () => watchBids({ bases: [base], setup, serverPids: [server.pid] }),
      'fromSendingP99Ms',
    );
    const result = { setupMs: setup.setupMs, auctionId: setup.auctionId, bidding, watching };
    if (databaseUrl) {
      await servers.pop().stop();
      // Two processes on the same database, their events through Redis under a prefix of this run alone.
      const redisEnv = { ...env, REDIS_URL: REDIS_URL, REDIS_PREFIX: `bench-auction-${process.pid}` };
      for (const port of [PORT, PORT + 1]) {
        const ownDir = mkdtempSync(join(tmpdir(), 'portal-bench-auction-redis-'));
        servers.push({
          ...(await startPortal({ dataDir: ownDir, port, nodeFlags: PROFILE_FLAGS, env: redisEnv })),
          ownDir,
        });
      }
      console.log(`${kind}: ${WATCHERS} наблюдателей, два процесса и Redis…`);
      result.watchingTwoProcesses = await repeat(
        () =>
          watchBids({
            bases: [PORT, PORT + 1].map((port) => `http://127.0.0.1:${port}`),
            setup,
            serverPids: servers.map((server) => server.pid),
          }),
        'fromSendingP99Ms',
      );
    }
    return result;
  } finally {
    for (const server of servers) {
      await server.stop();
      if (server.ownDir) rmSync(server.ownDir, { recursive: true, force: true });
    }
    await pgClient?.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(DATABASE);
  }
};

console.log('Сборка сервера (если устарела)…');
execSync('npm run build -s -w apps/server', { cwd: root, stdio: 'ignore' });
await ensurePortFree(PORT);
await ensurePortFree(PORT + 1);

const results = {
  at: new Date().toISOString(),
  // The machine is shared: its load average beside the figures says how much of them is waiting for a core.
  loadAverageAtStart: loadAverage(),
  bidders: BIDDERS,
  bidSeconds: BID_SECONDS,
  watchers: WATCHERS,
  watchSeconds: WATCH_SECONDS,
  watchBidsPerSecond: WATCH_BIDS_PER_SECOND,
  runs: RUNS,
  pglite: await benchDatabase('pglite'),
  postgres: await benchDatabase('postgres'),
};
if (!SKIP_BIDDING) {
  floor.mean = Math.round((floor.before + floor.after) / 2);
  for (const kind of ['pglite', 'postgres']) results[kind].bidding = withFloorRatios(results[kind].bidding);
}
results.floor = SKIP_BIDDING ? null : floor;
results.loadAverageAtEnd = loadAverage();
const file = writeResults('auction-', results);

const goal = (isMet, text) => `${text} ${isMet ? '✓' : '✗'}`;
const refusalText = (refusals) =>
  Object.entries(refusals)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ') || '—';
const load = ({ before, after }) => `${before[0].toFixed(1)} → ${after[0].toFixed(1)}`;
if (!SKIP_BIDDING) {
  console.log(`
Ставки: ${BIDDERS} участников × ${BID_SECONDS} с, не чаще 10 ставок/с на участника; шаг 1 коп.
Пол (голая транзакция с блокировкой строки): до ${floor.before}, после ${floor.after}, среднее ${floor.mean} в секунду.

| база | принято/с | к полу | цель | попыток/с | отказы | ответ p50/p99, мс | потеряно 201 | не по убыванию | цепочка | CPU сервера, мс на попытку (ядер) | CPU PostgreSQL, мс на попытку (ядер) | CPU нагрузчика, ядер | после ставок сервер занят, с (CPU, с) | load avg 1 мин |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`);
  for (const kind of ['pglite', 'postgres']) {
    const b = results[kind].bidding;
    console.log(
      `| ${kind} | ${b.committedPerSecond} | ${b.committedToFloor} | ${goal(b.committedToFloor >= GOALS[kind], `≥ ${GOALS[kind]}`)} | ${b.attemptsPerSecond} | ${refusalText(b.refusals)} | ${b.answerP50Ms} / ${b.answerP99Ms} | ${b.lost} | ${b.notDecreasing} | ${b.chainValid && b.pseudonymErrors === 0 ? 'верна' : 'НЕВЕРНА'} | ${b.serverCpuMsPerAttempt} (${b.serverCpuCores}) | ${b.databaseCpuMsPerAttempt ?? '—'} (${b.databaseCpuCores ?? '—'}) | ${b.clientCpuCores} | ${b.settleSeconds} (${b.settleCpuS}) | ${load(b.loadAverage)} |`,
    );
  }
}
console.log(`
Наблюдатели: ${WATCHERS} сокетов, ${WATCH_BIDS_PER_SECOND} ставок/с × ${WATCH_SECONDS} с; задержка от отправки ставки (и от её ответа 201) до сообщения наблюдателю.

| конфигурация | ставок | сообщений | от отправки ставки p50 / p99, мс | цель | от 201 p50 / p99, мс | макс. от 201, мс | раньше 201 | потеряно | не по порядку | устаревшая цена | CPU серверов, ядер (мкс на сообщение; доля ядра ОС) | CPU наблюдателей, с (ядер; доля ядра ОС) | load avg 1 мин |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`);
for (const [label, w] of [
  ['PGlite, один процесс', results.pglite.watching],
  ['PostgreSQL, один процесс', results.postgres.watching],
  ['PostgreSQL + Redis, два процесса', results.postgres.watchingTwoProcesses],
])
  console.log(
    `| ${label} | ${w.bids} | ${w.messages} | ${w.fromSendingP50Ms} / ${w.fromSendingP99Ms} | ${goal(w.fromSendingP99Ms <= GOALS.fromSendingP99Ms, `≤ ${GOALS.fromSendingP99Ms}`)} | ${w.p50Ms} / ${w.p99Ms} | ${w.maxMs} | ${(w.beforeAckShare * 100).toFixed(1)} % | ${w.lost} | ${w.outOfOrder} | ${w.staleBest} | ${w.serverCpuCores.join(' + ')} (${w.serverCpuUsPerMessage}; ${w.serverKernelShare}) | ${w.generatorCpuS} (${w.generatorCpuCores}; ${w.generatorKernelShare}) | ${load(w.loadAverage)} |`,
  );
console.log(
  `\nПодготовка данных: PGlite ${results.pglite.setupMs} мс, PostgreSQL ${results.postgres.setupMs} мс.`,
);
console.log(`Результаты: ${file}`);
