// `npm run bench:webhooks` (issue 26): how many events a second one server process delivers to a local receiver,
// and the lag from an event's commit to its arrival. Creates its own database (bench_webhooks), starts the built
// server on it as `npm start` does (no demo seed, WEBHOOK_ALLOW_PRIVATE=1), adds one endpoint pointing at a
// node:http receiver here, then writes events as recordEvent does (the company's counter and the event rows in one
// transaction): a burst of BURST events in one commit (rate: commit → last arrival), then PACED events at RATE a second
// (lag: commit → arrival, p50/p99). Results in bench/results/webhooks-<timestamp>.json.
import { execSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase } from './postgres.mjs';
import { ensurePortFree, root, startPortal } from './servers.mjs';
import { cpuSeconds, percentile, writeResults } from './stats.mjs';

const DATABASE = 'bench_webhooks';
const BURST = Number(process.env.BENCH_BURST ?? 2000);
const PACED = Number(process.env.BENCH_PACED ?? 300);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3295);
const CUSTOMER_ID = 1;

const arrivals = new Map();
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const id = request.headers['webhook-id'];
    if (!arrivals.has(id)) arrivals.set(id, performance.now());
    response.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/hook`;

/** One event as recordEvent writes it; answers its id and the moment its commit returned. */
const recordEvent = async (client, index) => {
  const id = randomUUID();
  await client.query('begin');
  const { rows } = await client.query(
    `insert into event_counters (owner_type, owner_id, last_seq) values ('customer', $1, 1)
     on conflict (owner_type, owner_id) do update set last_seq = event_counters.last_seq + 1 returning last_seq`,
    [CUSTOMER_ID],
  );
  await client.query(
    `insert into events (id, owner_type, owner_id, seq, type, occurred_at, entity, entity_id, data)
     values ($1, 'customer', $2, $3, 'auction.closed', now(), 'auction', $4, $5)`,
    [id, CUSTOMER_ID, rows[0].last_seq, index + 1, JSON.stringify({ number: index + 1, status: 5 })],
  );
  await client.query('commit');
  return { id, committedAt: performance.now() };
};

/** BURST events in one transaction (so the rate measured is the server's, not this writer's); answers their ids. */
const recordBurst = async (client, count) => {
  await client.query('begin');
  const { rows } = await client.query(
    `insert into event_counters (owner_type, owner_id, last_seq) values ('customer', $1, $2)
     on conflict (owner_type, owner_id) do update set last_seq = event_counters.last_seq + $2 returning last_seq`,
    [CUSTOMER_ID, count],
  );
  const inserted = await client.query(
    `insert into events (id, owner_type, owner_id, seq, type, occurred_at, entity, entity_id, data)
     select gen_random_uuid(), 'customer', $1, $2::bigint - $3 + n, 'auction.closed', now(), 'auction', n,
            jsonb_build_object('number', n, 'status', 5)
     from generate_series(1, $3::int) as n
     returning id`,
    [CUSTOMER_ID, rows[0].last_seq, count],
  );
  await client.query('commit');
  return { ids: inserted.rows.map((row) => row.id), committedAt: performance.now() };
};

const waitForAll = async (ids, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (ids.some((id) => !arrivals.has(id))) {
    if (Date.now() > deadline)
      throw new Error(`${ids.filter((id) => !arrivals.has(id)).length} not delivered`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

console.log('Сборка сервера (если устарела)…');
execSync('npm run build -s -w apps/server', { cwd: root, stdio: 'ignore' });

await ensurePortFree(PORT);
const databaseUrl = await recreateDatabase(DATABASE);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-webhooks-'));
let server;
try {
  server = await startPortal({
    dataDir,
    port: PORT,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: '0', WEBHOOK_ALLOW_PRIVATE: '1' },
    timeoutMs: 300_000,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into webhooks (owner_type, owner_id, url, event_types, secret) values ('customer', $1, $2, '["*"]', $3)`,
    [CUSTOMER_ID, receiverUrl, `whsec_${randomBytes(32).toString('base64')}`],
  );

  console.log(`Пачка: ${BURST} событий…`);
  const cpuBefore = cpuSeconds(server.pid);
  const burst = await recordBurst(client, BURST);
  await waitForAll(burst.ids, 300_000);
  const lastArrival = Math.max(...burst.ids.map((id) => arrivals.get(id)));
  const burstSeconds = (lastArrival - burst.committedAt) / 1000;
  const cpuUsed = cpuSeconds(server.pid) - cpuBefore;

  console.log(`Задержка: ${PACED} событий по ${RATE} в секунду…`);
  const paced = [];
  for (let index = 0; index < PACED; index += 1) {
    paced.push(await recordEvent(client, BURST + index));
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  await waitForAll(
    paced.map((event) => event.id),
    30_000,
  );
  await client.end();
  const lags = paced.map((event) => arrivals.get(event.id) - event.committedAt).sort((a, b) => a - b);

  const results = {
    at: new Date().toISOString(),
    loadAverage: loadavg(),
    burst: {
      events: BURST,
      seconds: Number(burstSeconds.toFixed(2)),
      eventsPerSecond: Math.round(BURST / burstSeconds),
      serverCpuSeconds: Number(cpuUsed.toFixed(2)),
    },
    lag: {
      events: PACED,
      ratePerSecond: RATE,
      p50Ms: Math.round(percentile(lags, 0.5)),
      p99Ms: Math.round(percentile(lags, 0.99)),
      maxMs: Math.round(lags.at(-1)),
    },
  };
  console.table({ пачка: results.burst, задержка: results.lag });
  console.log(`Результаты: ${writeResults('webhooks-', results)}`);
} finally {
  await server?.stop();
  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(DATABASE);
}
