// `npm run bench:proforma` (issue 23): how long the carrier waits for a proforma of many flights on a real
// PostgreSQL. Creates its own database (bench_proforma), starts the built server on it as `npm start` does (demo
// seed), adds FLIGHTS closed flights of admin@carrier.demo for the demo shipper in one quarter far from the demo's
// dates, then RUNS times: POST …/proforms (the draft of them all), GET …/pdf (the invoice and act), DELETE (the
// flights are free again). Medians and the slowest run; results in bench/results/proforma-<timestamp>.json.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase } from './postgres.mjs';
import { CUSTOMER_WAYS, ROUTE_COLUMNS } from './route-seed.mjs';
import { DEMO_CARRIER_LOGIN, ensurePortFree, ownerOf, root, signIn, startPortal } from './servers.mjs';
import { median, writeResults } from './stats.mjs';

const DATABASE = 'bench_proforma';
const FLIGHTS = Number(process.env.BENCH_FLIGHTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3294);
const PERIOD = { dateFrom: '2031-01-01', dateTo: '2031-03-31' };

/** FLIGHTS closed flights of the carrier for the customer, spread over the period's 90 days and its route ways. */
const SEED_FLIGHTS = `
with
${CUSTOMER_WAYS},
  refs as (
    select
      (select min(id) from transportation_names where customer_id = $1) as cargo,
      (select min(id) from organizations where customer_id = $1) as org,
      (select min(id) from users where owner_type = 'customer' and owner_id = $1) as manager
  ),
  generated as (
    select g, timestamptz '2031-01-01 09:00+03' + (g % 90) * interval '1 day' as at from generate_series(1, $3::int) g
  )
insert into routes (${ROUTE_COLUMNS})
select
  $1, ways.id, 'BENCH-' || ways.code || '-' || g, (at at time zone 'Europe/Moscow')::date, refs.cargo, refs.org,
  ways.first_id, ways.last_id, at, at + interval '1 hour', 15000000, (12000000 + (g % 50) * 10000),
  $2, refs.manager, false, false, 7, 0
from generated
cross join way_count
join ways on ways.k = generated.g % way_count.n
cross join refs`;

const timed = async (label, request) => {
  const startedAt = performance.now();
  const response = await request();
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - startedAt;
  if (!response.ok) throw new Error(`${label}: ${response.status} ${body.toString('utf8').slice(0, 300)}`);
  return { ms, body };
};

console.log('Сборка сервера (если устарела)…');
execSync('npm run build -s -w apps/server && npm run build -s -w apps/web', { cwd: root, stdio: 'ignore' });

await ensurePortFree(PORT);
const databaseUrl = await recreateDatabase(DATABASE);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-proforma-'));
let server;
try {
  server = await startPortal({
    dataDir,
    port: PORT,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: '1' },
    timeoutMs: 300_000,
  });
  const base = `http://127.0.0.1:${PORT}`;
  const customerId = ownerOf(await signIn(base));
  const token = await signIn(base, DEMO_CARRIER_LOGIN);
  const contractorId = ownerOf(token);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(SEED_FLIGHTS, [customerId, contractorId, FLIGHTS]);
  await client.query('vacuum analyze');
  await client.end();

  const headers = { authorization: `Bearer ${token}` };
  const list = `${base}/api/contractors/${contractorId}/proforms`;
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const built = await timed('build', () =>
      fetch(list, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ customer: customerId, ...PERIOD }),
      }),
    );
    const proforma = JSON.parse(built.body.toString('utf8'));
    if (proforma.lines.length !== FLIGHTS) throw new Error(`${proforma.lines.length} lines, not ${FLIGHTS}`);
    const pdf = await timed('pdf', () => fetch(`${list}/${proforma.id}/pdf`, { headers }));
    await timed('delete', () => fetch(`${list}/${proforma.id}`, { method: 'DELETE', headers }));
    runs.push({ buildMs: built.ms, pdfMs: pdf.ms, pdfBytes: pdf.body.length });
    console.log(`  прогон ${run + 1}: проформа ${Math.round(built.ms)} мс, PDF ${Math.round(pdf.ms)} мс`);
  }
  const results = {
    at: new Date().toISOString(),
    flights: FLIGHTS,
    runs: RUNS,
    loadAverage: loadavg()[0],
    build: {
      medianMs: Math.round(median(runs.map((r) => r.buildMs))),
      maxMs: Math.round(Math.max(...runs.map((r) => r.buildMs))),
    },
    pdf: {
      medianMs: Math.round(median(runs.map((r) => r.pdfMs))),
      maxMs: Math.round(Math.max(...runs.map((r) => r.pdfMs))),
      bytes: runs[0].pdfBytes,
    },
  };
  console.table({ 'проформа (POST)': results.build, 'PDF (GET)': results.pdf });
  console.log(`Результаты: ${writeResults('proforma-', results)}`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(DATABASE);
}
