// `npm run bench:flights` (issue 13): the customer's flights list, 100 rows with filters, on 100,000 routes in a
// real PostgreSQL. Creates its own database (bench_flights), starts the built server on it as `npm start` does
// (migrations, demo seed), adds the routes with one INSERT … SELECT, then per filter scenario: the answer time of
// sequential requests on one keep-alive connection (p50, p99), rows per second under 10 connections, and the
// EXPLAIN (ANALYZE, BUFFERS) of the list's two queries as the server builds them. Drops the database at the end.
// BENCH_DB=pglite runs the same on the server's embedded PGlite instead (the routes are added while the server is
// stopped, since a PGlite directory has one process; no EXPLAIN there).
// Results go to bench/results/flights-<timestamp>.json (flights-pglite-… for PGlite) and a table on stdout.
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, recreateDatabase } from './postgres.mjs';
import { CUSTOMER_WAYS, ROUTE_COLUMNS } from './route-seed.mjs';
import { ensurePortFree, ownerOf, root, signIn, startPortal } from './servers.mjs';
import { percentile, writeResults } from './stats.mjs';

const DATABASE = 'bench_flights';
const ROUTES = Number(process.env.BENCH_ROUTES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const LOAD_S = Number(process.env.BENCH_LOAD_S ?? 5);
const CONNECTIONS = 10;
// Another port when 3293 is taken (an e2e server of the same machine answers /api/health too).
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const GOAL_P99_MS = 50;
const DRIVER = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';

/**
 * The routes of the demo shipper, spread over its route ways, kinds of cargo, organizations and managers, one
 * every 10 minutes from 600 days ago (so about three months ahead too): 70 % with a carrier (closed once past,
 * moving when recent), the rest ready or drafts, one in 50 cancelled.
 */
const SEED_ROUTES = `
with
${CUSTOMER_WAYS},
  refs as (
    select
      (select array_agg(id order by id) from transportation_names where customer_id = $1) as cargo,
      (select array_agg(id order by id) from organizations where customer_id = $1) as orgs,
      (select array_agg(id order by id) from users where owner_type = 'customer' and owner_id = $1) as managers,
      (select array_agg(id order by id) from contractors) as carriers
  ),
  generated as (
    select g, now() - interval '600 days' + g * interval '10 minutes' as at from generate_series(1, $2::int) g
  )
insert into routes (${ROUTE_COLUMNS})
select
  $1, ways.id,
  to_char(at at time zone 'Europe/Moscow', 'DDMM') || ways.code || '-' || g,
  (at at time zone 'Europe/Moscow')::date,
  refs.cargo[1 + g % array_length(refs.cargo, 1)],
  refs.orgs[1 + g % array_length(refs.orgs, 1)],
  ways.first_id, ways.last_id, at, at + interval '1 hour',
  (100000 + (g % 50) * 1000) * 100,
  case when g % 10 < 7 then (95000 + (g % 50) * 1000) * 100 end,
  case when g % 10 < 7 then refs.carriers[1 + (g / 10) % array_length(refs.carriers, 1)] end,
  refs.managers[1 + g % array_length(refs.managers, 1)],
  g % 10 = 9,
  g % 50 = 8,
  case when g % 10 < 7 and at < now() - interval '3 days' then 7
       when g % 10 < 7 and at < now() then g % 5 else 0 end,
  case when g % 10 < 7 and at < now() - interval '3 days' then (g % 5) * 600 else 0 end
from generated
cross join way_count
join ways on ways.k = generated.g % way_count.n
cross join refs`;

/** Ids the filter scenarios use: the busiest carrier, a way, its first department, a manager. */
const PICKS = `
select
  (select contractor_id from routes where customer_id = $1 and contractor_id is not null
     group by contractor_id order by count(*) desc limit 1) as contractor,
  (select route_way_id from routes where customer_id = $1 group by route_way_id order by count(*) desc limit 1) as route_way,
  (select id from users where owner_type = 'customer' and owner_id = $1 order by id limit 1) as manager`;

const queryDate = (date) => date.toISOString().slice(0, 16);

const scenariosFor = ({ contractor, routeWay, firstPoint, manager }) => {
  const now = Date.now();
  const day = 86_400_000;
  const monthFrom = queryDate(new Date(now - 60 * day));
  const monthTo = queryDate(new Date(now - 30 * day));
  const quarterFrom = queryDate(new Date(now - 120 * day));
  return [
    ['без фильтров, первая страница', 'limit=100'],
    ['период в месяц', `limit=100&date_from=${monthFrom}&date_to=${monthTo}`],
    [
      'перевозчик + квартал',
      `limit=100&contractor=${contractor}&date_from=${quarterFrom}&date_to=${monthTo}`,
    ],
    ['состояние «Закрыт», не черновик, не отменён', 'limit=100&state=7&is_draft=false&is_cancel=false'],
    ['маршрут + первый пункт', `limit=100&route_way=${routeWay}&first_point=${firstPoint}`],
    ['поиск по коду рейса', `limit=100&name=${encodeURIComponent('0105')}`],
    ['менеджер, 5-я страница', `limit=100&manager=${manager}&page=5`],
  ];
};

const timeSequential = async (url, headers) => {
  for (let warm = 0; warm < 20; warm += 1) await (await fetch(url, { headers })).arrayBuffer();
  const samples = [];
  let rows = 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const startedAt = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    samples.push(performance.now() - startedAt);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    rows = body.items.length;
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99), rows };
};

/** Where the bench adds its routes: PostgreSQL through node-pg, or the stopped server's PGlite directory. */
const openSeedClient = async (databaseUrl, dataDir) => {
  if (DRIVER === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: (text, params) => client.query(text, params), end: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  return { query: (text, params) => db.query(text, params), end: () => db.close() };
};

const load = (url, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: LOAD_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

console.log('Сборка сервера (если устарела)…');
execSync('npm run build -s -w apps/server && npm run build -s -w apps/web', { cwd: root, stdio: 'ignore' });

await ensurePortFree(PORT);
const databaseUrl = DRIVER === 'postgres' ? await recreateDatabase(DATABASE) : null;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-flights-'));
let server;
try {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  process.env.SEED_DEMO = '1';
  server = await startPortal({ dataDir, port: PORT, timeoutMs: 300_000 });
  const base = `http://127.0.0.1:${PORT}`;
  const customerId = ownerOf(await signIn(base));
  if (DRIVER === 'pglite') await server.stop();

  const client = await openSeedClient(databaseUrl, dataDir);
  console.log(`Добавление ${ROUTES} рейсов…`);
  const seedStartedAt = Date.now();
  await client.query(SEED_ROUTES, [customerId, ROUTES]);
  // A table after its bulk load, as autovacuum leaves it: statistics and the visibility map.
  await client.query('vacuum analyze');
  const seedMs = Date.now() - seedStartedAt;
  const [{ contractor, route_way: routeWay, manager }] = (await client.query(PICKS, [customerId])).rows;
  const [{ first_department_id: firstPoint }] = (
    await client.query('select first_department_id from routes where route_way_id = $1 limit 1', [routeWay])
  ).rows;
  const [{ total }] = (
    await client.query('select count(*)::int as total from routes where customer_id = $1', [customerId])
  ).rows;
  await client.end();
  if (DRIVER === 'pglite') server = await startPortal({ dataDir, port: PORT, timeoutMs: 300_000 });
  const token = await signIn(base);

  const loadBefore = loadavg()[0];
  const scenarios = scenariosFor({ contractor, routeWay, firstPoint, manager });
  const headers = { authorization: `Bearer ${token}` };
  const measured = [];
  for (const [label, query] of scenarios) {
    const url = `${base}/api/customers/${customerId}/routes?${query}`;
    console.log(`  ${label}…`);
    const timing = await timeSequential(url, headers);
    const loaded = await load(url, headers);
    const errors = loaded.errors + loaded.non2xx;
    measured.push({
      label,
      query,
      ...timing,
      requestsPerSecond: Math.round(loaded.requests.average),
      rowsPerSecond: Math.round(loaded.requests.average * timing.rows),
      loadP99Ms: loaded.latency.p99,
      errors,
    });
  }

  const explained = databaseUrl
    ? JSON.parse(
        execFileSync(
          join(root, 'node_modules/.bin/tsx'),
          [
            join(root, 'bench/flights-explain.ts'),
            databaseUrl,
            String(customerId),
            ...scenarios.map(([, q]) => q),
          ],
          { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
        ),
      )
    : null;
  for (const [index, result] of measured.entries()) result.plans = explained?.[index].plans ?? {};

  const results = {
    at: new Date().toISOString(),
    database: DRIVER,
    routes: total,
    seedMs,
    // The machine is shared: its load average beside the figures says how much of them is waiting for a core.
    loadAverage: { before: loadBefore, after: loadavg()[0] },
    samples: SAMPLES,
    connections: CONNECTIONS,
    loadSeconds: LOAD_S,
    scenarios: measured,
  };
  const file = writeResults(DRIVER === 'pglite' ? 'flights-pglite-' : 'flights-', results);

  const ms = (value) => value.toFixed(1);
  console.log(`
База: ${DRIVER === 'pglite' ? 'PGlite' : 'PostgreSQL'}. Рейсов заказчика: ${total} (добавлено за ${seedMs} мс). Последовательных запросов на сценарий: ${SAMPLES}.
Средняя загрузка машины (1 мин): ${results.loadAverage.before.toFixed(1)} в начале, ${results.loadAverage.after.toFixed(1)} в конце.

| сценарий (100 строк) | строк | p50, мс | p99, мс | цель p99 | запр/с (${CONNECTIONS} клиентов) | строк/с | ошибок |
|---|---|---|---|---|---|---|---|`);
  for (const s of measured)
    console.log(
      `| ${s.label} | ${s.rows} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${s.p99Ms <= GOAL_P99_MS ? '≤ 50 ✓' : '> 50 ✗'} | ${s.requestsPerSecond} | ${s.rowsPerSecond} | ${s.errors} |`,
    );
  if (explained) console.log('\nПланы запросов списка (EXPLAIN ANALYZE, второе выполнение):');
  for (const s of explained ? measured : []) {
    console.log(`  ${s.label}`);
    for (const [name, plan] of Object.entries(s.plans))
      console.log(`    ${name.padEnd(5)} ${ms(plan.executionMs).padStart(6)} мс  ${plan.scans.join('; ')}`);
  }
  console.log(`\nРезультаты: ${file}`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(DATABASE);
}
