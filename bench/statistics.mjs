// `npm run bench:statistics` (issue 24, «Speed»): the six statistics calls for a 12-month period and the customer's
// dashboard, for a customer with 100,000 flights, 10,000 auctions with about 200,000 bids and 1,000 tenders in a real
// PostgreSQL. Creates its own database (bench_statistics), starts the built server on it as `npm start` does
// (migrations, demo seed), adds the demo shipper's year with INSERT … SELECT, then per call: 10 warm-up requests and
// BENCH_SAMPLES (100) sequential ones on one keep-alive connection (p50, p99) beside the machine's load average, and
// the EXPLAIN (ANALYZE, BUFFERS) of every statistics query as the server builds it. Goals: p99 ≤ 300 ms per
// statistics call, ≤ 100 ms for the dashboard. BENCH_SCALE (1) multiplies every volume (0.01 to try it quickly);
// BENCH_KEEP=1 leaves the database for psql. Drops the database at the end. Results go to
// bench/results/statistics-<timestamp>.json and a table on stdout.
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase } from './postgres.mjs';
import { ensurePortFree, ownerOf, root, signIn, startPortal } from './servers.mjs';
import { percentile, writeResults } from './stats.mjs';

const DATABASE = 'bench_statistics';
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARM_UP = 10;
const KEEP = process.env.BENCH_KEEP === '1';
// Another port when 3295 is taken (an e2e server of the same machine answers /api/health too).
const PORT = Number(process.env.BENCH_PORT ?? 3295);
const GOAL_STATISTICS_P99_MS = 300;
const GOAL_DASHBOARD_P99_MS = 100;
const ECONOMIES = [
  'auction-economy',
  'tender-economy',
  'route-economy',
  'manager-economy',
  'date-economy',
  'award-cost',
];

const volume = (count) => Math.max(1, Math.round(count * SCALE));
const ROUTES = volume(100_000);
const AUCTIONS = volume(10_000);
const TENDERS = volume(1_000);
// Bids per auction: `k % 41`, 0 to 40, about 20 on average (200,000 for 10,000 auctions), none for one in 41.
const BIDS_CYCLE = 41;
const LOTS_PER_TENDER = 5;
// At most this many of the carriers are invited to (and bid in) one auction or tender lot.
const AUCTION_BIDDERS = 10;
const TENDER_BIDDERS = 8;

// The demo shipper's references every insert draws from, cyclically.
const REFS = `
  refs as (
    select
      (select array_agg(id order by id) from transportation_names where customer_id = $1) as cargo,
      (select array_agg(id order by id) from organizations where customer_id = $1) as orgs,
      (select array_agg(id order by id) from users where owner_type = 'customer' and owner_id = $1) as managers,
      (select array_agg(id order by id) from route_ways where customer_id = $1) as ways,
      (select array_agg(id order by id) from contractors) as carriers
  )`;

// Ranks the rows a statement added (the customer's, ids from `$2` up) in id order: the `k` the insert ordered them by.
const ranked = (table, alias) =>
  `${alias} as (
    select t.*, (row_number() over (order by t.id) - 1)::int as k from ${table} t where t.customer_id = $1 and t.id >= $2
  )`;

/**
 * The shipper's flights over the last 365 days, one every ~5 minutes, spread over its route ways, cargo,
 * organizations and managers (one in 17 without a manager): 80 % with a carrier and a freight sum (closed once two
 * days old, moving before), the rest ready without one or drafts, one in 50 cancelled. $2 the number.
 */
const SEED_ROUTES = `
with
  ways as (
    select w.id, w.code, row_number() over (order by w.id) - 1 as k,
      (select p.department_id from route_way_points p where p.route_way_id = w.id order by p.position limit 1) as first_id,
      (select p.department_id from route_way_points p where p.route_way_id = w.id order by p.position desc limit 1) as last_id
    from route_ways w where w.customer_id = $1
  ),
  way_count as (select count(*)::int as n from ways),
  ${REFS},
  generated as (
    select g, g % 10 < 8 as carried,
      now() - interval '365 days' + g * (interval '365 days' / $2::int) as at
    from generate_series(0, $2::int - 1) g
  ),
  inserted as (
    insert into routes (
      customer_id, route_way_id, route_code, route_day, transportation_id, organization_id, first_department_id,
      last_department_id, plan_date_arrival, plan_date_loading, initial_sum_kopecks, freight_sum_kopecks,
      contractor_id, manager_id, is_draft, is_cancel, current_state, lateness
    )
    select
      $1, ways.id,
      to_char(at at time zone 'Europe/Moscow', 'DDMM') || ways.code || '-s' || g,
      (at at time zone 'Europe/Moscow')::date,
      refs.cargo[1 + g % array_length(refs.cargo, 1)],
      refs.orgs[1 + g % array_length(refs.orgs, 1)],
      ways.first_id, ways.last_id, at, at - interval '6 hours',
      (100000 + (g % 50) * 1000) * 100,
      case when carried then (95000 + (g % 53) * 1000) * 100 end,
      case when carried then refs.carriers[1 + (g / 10) % array_length(refs.carriers, 1)] end,
      case when g % 17 <> 0 then refs.managers[1 + g % array_length(refs.managers, 1)] end,
      g % 10 = 9,
      g % 50 = 7,
      case when carried and at < now() - interval '2 days' then 7 when carried then 1 + g % 5 else 0 end,
      case when carried and at < now() - interval '2 days' then (g % 7) * 300 else 0 end
    from generated
    cross join way_count
    join ways on ways.k = generated.g % way_count.n
    cross join refs
    order by g
    returning id
  )
select min(id)::int as first, count(*)::int as total from inserted`;

/** The carried flights' points (the way's), recorded on closed ones: 0 to 30 minutes late. $2 the first flight. */
const SEED_POINTS = `
insert into movement_points (route_id, position, department_id, distance, plan_date_arrival, fact_date_arrival, interval)
select r.id, p.position, p.department_id, p.distance, r.plan_date_arrival + p.position * interval '2 hours',
  case when r.current_state = 7 then r.plan_date_arrival + p.position * interval '2 hours' + (r.id % 7) * interval '5 minutes' end,
  case when r.current_state = 7 then (r.id % 7) * 300 end
from routes r join route_way_points p on p.route_way_id = r.route_way_id
where r.customer_id = $1 and r.id >= $2 and r.contractor_id is not null`;

/** A tariff per route way and month, in time order (the auction figures read the last one before an end). */
const SEED_TARIFFS = `
insert into route_tariffs (route_way_id, summ_kopecks, source, created_at)
select w.id, (98000 + (w.id % 10) * 1000 + m * 300) * 100, 0, now() - interval '365 days' + m * interval '1 month'
from route_ways w cross join generate_series(0, 11) m
where w.customer_id = $1
order by m, w.id`;

/**
 * The auctions, ending over the last 365 days: one in 50 cancelled (on the next one's flights, with its bids: the
 * restart cost), ended without a winner when without bids and one in 10 more, one in 10 with a winner who may still
 * decline (no deadline, so the scheduler leaves them), the rest closed. $2 the number.
 */
const SEED_AUCTIONS = `
with
  ${REFS},
  slots as (
    select k, k % ${BIDS_CYCLE} as n, (100000 + (k % 50) * 1000) * 100 as start,
      now() - interval '365 days' + (k + 0.5) * (interval '365 days' / $2::int) as ends
    from generate_series(0, $2::int - 1) k
  ),
  inserted as (
    insert into auctions (
      customer_id, status, date_start, date_end, start_sum_kopecks, step_kopecks, extension_minutes,
      extensions_count, best_sum_kopecks, bids_count, last_bid_seq, created_by
    )
    select $1,
      case when k % 50 = 49 then 6 when n = 0 or k % 10 = 3 then 3 when k % 10 = 4 then 4 else 5 end,
      ends - interval '2 hours', ends, start, 50000, 5, case when k % 3 = 0 then 1 else 0 end,
      case when n > 0 then start - n * 50000 end, n, n,
      refs.managers[1 + k % array_length(refs.managers, 1)]
    from slots cross join refs
    order by k
    returning id
  )
select min(id)::int as first, count(*)::int as total from inserted`;

/**
 * The bids, `bids_count` per auction, 83 s apart up to its end (so within the timing chart's hour), each 500 ₽
 * lower, from the auction's invited carriers in turn; the last one moved the end in one auction in 3, and in one
 * won auction in 20 its carrier declined the win. $2 the first auction.
 */
const SEED_BIDS = `
with
  ${REFS},
  ${ranked('auctions', 'bench')},
  bidders as (select least(array_length(carriers, 1), ${AUCTION_BIDDERS}) as m, array_length(carriers, 1) as nc from refs)
insert into auction_bids (
  auction_id, contractor_id, summ_kopecks, created_on, seq, prev_hash, hash, extended_to, declined_at
)
select a.id,
  refs.carriers[1 + (a.k + s % bidders.m) % bidders.nc],
  a.start_sum_kopecks - s * a.step_kopecks,
  a.date_end - (a.bids_count - s) * interval '83 seconds' - interval '20 seconds',
  s,
  case when s = 1 then repeat('0', 64) else md5(a.id || ':' || (s - 1)) || md5((s - 1) || ':' || a.id) end,
  md5(a.id || ':' || s) || md5(s || ':' || a.id),
  case when s = a.bids_count and a.k % 3 = 0 then a.date_end end,
  case when s = a.bids_count and s >= 2 and a.k % 20 = 5 and a.status in (4, 5) then a.date_end + interval '10 minutes' end
from bench a
cross join lateral generate_series(1, a.bids_count) s
cross join refs
cross join bidders
order by a.id, s`;

/** The bid log's head, and the winner: the last bid, or the one before when the last one's carrier declined. */
const SEED_WINNERS = `
with ${ranked('auctions', 'bench')}
update auctions a set
  last_bid_hash = head.hash,
  winner_bid_id = case when a.status in (4, 5) then winner.id end
from bench
join auction_bids head on head.auction_id = bench.id and head.seq = bench.bids_count
join auction_bids winner on winner.auction_id = bench.id
  and winner.seq = bench.bids_count - case when bench.k % 20 = 5 and bench.bids_count >= 2 then 1 else 0 end
where a.id = bench.id`;

/**
 * Two flights per auction (the k-th block of ten flights; a cancelled auction the next one's), the invited carriers,
 * and the audit trail the restart count reads: created, run, closed, and one in 30 cleared and run again.
 * $2 the first auction, $3 the first flight, $4 the flights per block.
 */
const SEED_AUCTION_LINKS = [
  `with
    ${ranked('auctions', 'bench')},
    flights as (
      select r.id, (row_number() over (order by r.id) - 1)::int as g from routes r where r.customer_id = $1 and r.id >= $3
    ),
    counted as (select count(*)::int as n from bench)
  insert into auction_routes (auction_id, route_id)
  select a.id, f.id
  from bench a cross join counted cross join generate_series(0, 1) j
  join flights f on f.g = (case when a.k % 50 = 49 and a.k + 1 < counted.n then a.k + 1 else a.k end) * $4::int + j`,
  `with ${REFS}, ${ranked('auctions', 'bench')}
  insert into auction_participants (auction_id, contractor_id)
  select a.id, refs.carriers[1 + (a.k + j) % array_length(refs.carriers, 1)]
  from bench a cross join refs
  cross join lateral generate_series(0, least(array_length(refs.carriers, 1), ${AUCTION_BIDDERS}) - 1) j`,
  `with ${ranked('auctions', 'bench')}
  insert into audit_log (actor_user_id, entity, entity_id, action, from_state, to_state, created_at)
  select a.created_by, 'auction', a.id::text, step.action, step.from_state, step.to_state, a.date_end - step.before
  from bench a
  cross join (values
    ('create', null, '0', interval '1 day'),
    ('run', '0', '1', interval '3 hours'),
    ('clear_run', '3', '1', interval '2 hours 30 minutes'),
    ('close', '2', null, interval '0')
  ) as step(action, from_state, to_state, before)
  where step.action <> 'clear_run' or a.k % 30 = 3`,
];

/**
 * The tenders, ending over the last 365 days: one in 20 cancelled, one in 10 ended awaiting the winners, the rest
 * with accepted winners. $2 the number.
 */
const SEED_TENDERS = `
with
  ${REFS},
  slots as (
    select k, now() - interval '365 days' + (k + 0.5) * (interval '365 days' / $2::int) as ends
    from generate_series(0, $2::int - 1) k
  ),
  inserted as (
    insert into tenders (customer_id, status, name, date_start, date_end, created_by)
    select $1,
      case when k % 20 = 1 then 5 when k % 10 = 0 then 3 else 4 end,
      'Тендер № ' || (k + 1) || ' на ' || to_char(ends + interval '3 days', 'MM.YYYY'),
      ends - interval '7 days', ends,
      refs.managers[1 + k % array_length(refs.managers, 1)]
    from slots cross join refs
    order by k
    returning id
  )
select min(id)::int as first, count(*)::int as total from inserted`;

/**
 * Per tender its lots on the route ways in turn, the invited carriers' bids on each (2,000 ₽ apart, the lowest
 * declined on one lot in 10), the lowest standing bid the winner of an accepted tender's lot, and four generated
 * flights per lot (flights 5 to 8 of a block of ten, which no auction holds). $2 the first tender, $3 the first
 * flight, $4 the flights per block.
 */
const SEED_TENDER_ROWS = [
  `with ${REFS}, ${ranked('tenders', 'bench')}
  insert into tender_route_templates (
    tender_id, position, route_way_id, date_from, date_to, weekdays, transportation_id, start_sum_kopecks,
    trips_count, tariff_before_kopecks
  )
  select t.id, p, refs.ways[1 + (t.k * ${LOTS_PER_TENDER} + p) % array_length(refs.ways, 1)],
    (t.date_end + interval '3 days')::date, (t.date_end + interval '3 months')::date, '{1,3,5}'::smallint[],
    refs.cargo[1 + p % array_length(refs.cargo, 1)],
    (100000 + ((t.k * ${LOTS_PER_TENDER} + p) % 50) * 1000) * 100, 12,
    case when t.status = 4 then (99000 + ((t.k + p) % 50) * 1000) * 100 end
  from bench t cross join refs cross join generate_series(1, ${LOTS_PER_TENDER}) p
  order by t.id, p`,
  `with ${REFS}, ${ranked('tenders', 'bench')}
  insert into tender_participants (tender_id, contractor_id)
  select t.id, refs.carriers[1 + (t.k + j) % array_length(refs.carriers, 1)]
  from bench t cross join refs
  cross join lateral generate_series(0, least(array_length(refs.carriers, 1), ${TENDER_BIDDERS}) - 1) j`,
  `with ${REFS}, bidders as (select least(array_length(carriers, 1), ${TENDER_BIDDERS}) as m from refs)
  insert into tender_bids (tender_id, route_template_id, contractor_id, summ_kopecks, created_on, declined_at)
  select l.tender_id, l.id, refs.carriers[1 + (l.id + j) % array_length(refs.carriers, 1)],
    l.start_sum_kopecks - (j + 1) * 200000, t.date_end - (j + 1) * interval '5 hours',
    case when j = bidders.m - 1 and l.id % 10 = 0 and t.status = 4 then t.date_end + interval '1 day' end
  from tender_route_templates l join tenders t on t.id = l.tender_id
  cross join refs cross join bidders
  cross join lateral generate_series(0, bidders.m - 1) j
  where t.id >= $2`,
  `update tender_route_templates l set winner_bid_id = (
    select b.id from tender_bids b where b.route_template_id = l.id and b.declined_at is null
    order by b.summ_kopecks, b.id limit 1)
  from tenders t where t.id = l.tender_id and t.customer_id = $1 and t.status = 4 and t.id >= $2`,
  `with
    lots as (
      select l.id, (row_number() over (order by l.id) - 1)::int as k
      from tender_route_templates l where l.tender_id >= $2
    ),
    flights as (
      select r.id, (row_number() over (order by r.id) - 1)::int as g from routes r where r.customer_id = $1 and r.id >= $3
    )
  insert into tender_routes (route_id, route_template_id)
  select f.id, l.id
  from lots l cross join generate_series(0, 3) i
  join flights f on f.g = 2 * l.k * $4::int + 5 + i`,
];

const COUNTS = `
select
  (select count(*)::int from routes where customer_id = $1) as flights,
  (select count(*)::int from movement_points m join routes r on r.id = m.route_id where r.customer_id = $1) as points,
  (select count(*)::int from auctions where customer_id = $1) as auctions,
  (select count(*)::int from auction_bids b join auctions a on a.id = b.auction_id where a.customer_id = $1) as bids,
  (select count(*)::int from tenders where customer_id = $1) as tenders,
  (select count(*)::int from tender_route_templates l join tenders t on t.id = l.tender_id
    where t.customer_id = $1) as lots,
  (select count(*)::int from tender_bids b join tenders t on t.id = b.tender_id where t.customer_id = $1)
    as tender_bids,
  (select count(*)::int from contractors) as carriers`;

const day = (date) => date.toISOString().slice(0, 10);

/** Today in Moscow (UTC+3, no daylight saving) and the 12 months up to it: the day after a year ago to today. */
const periodOf = (now) => {
  const moscow = new Date(now.getTime() + 3 * 3_600_000);
  const yearBack = new Date(
    Date.UTC(moscow.getUTCFullYear() - 1, moscow.getUTCMonth(), moscow.getUTCDate() + 1),
  );
  return { today: day(moscow), dateFrom: day(yearBack), dateTo: day(moscow) };
};

/** A few figures of the answer, to see that the bench's rows are counted. */
const seenOf = (call, body) => {
  if (call === 'dashboard') return `${body.cards?.length ?? 0} карточек`;
  const totals = body.totals ?? {};
  if ('auctionsHeld' in totals) return `${totals.auctionsHeld} аукционов`;
  if ('tendersHeld' in totals) return `${totals.tendersHeld} тендеров, ${totals.lots} лотов`;
  if ('flights' in totals && 'auctions' in totals)
    return `${totals.flights} рейсов, ${totals.auctions} аукц., ${totals.tenders} тенд.`;
  if ('flights' in totals) return `${totals.flights} рейсов`;
  if ('savingStart' in totals) return `экономия ${totals.savingStart} ₽`;
  return '';
};

const timeSequential = async (call, url, headers) => {
  for (let warm = 0; warm < WARM_UP; warm += 1) await (await fetch(url, { headers })).arrayBuffer();
  const samples = [];
  let body;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const startedAt = performance.now();
    const response = await fetch(url, { headers });
    body = await response.json();
    samples.push(performance.now() - startedAt);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  }
  samples.sort((a, b) => a - b);
  return {
    p50Ms: percentile(samples, 0.5),
    p99Ms: percentile(samples, 0.99),
    maxMs: samples.at(-1),
    seen: seenOf(call, body),
    // The machine is shared: its load beside each figure says how much of it is waiting for a core.
    loadAverage1m: loadavg()[0],
  };
};

const seedStep = async (client, label, statement, params) => {
  const startedAt = Date.now();
  const result = await client.query(statement, params);
  // The inserts that answer their first id answer their count too.
  console.log(`  ${label}: ${result.rows[0]?.total ?? result.rowCount} (${Date.now() - startedAt} мс)`);
  return result;
};

const seed = async (client, customerId) => {
  const [{ total: ways }] = (
    await client.query('select count(*)::int as total from route_ways where customer_id = $1', [customerId])
  ).rows;
  if (ways === 0) throw new Error('the demo shipper has no route ways');
  const perBlock = Math.floor(ROUTES / AUCTIONS);
  if (perBlock < 10) throw new Error('BENCH: at least 10 flights per auction are needed');

  const routes = await seedStep(client, 'рейсы', SEED_ROUTES, [customerId, ROUTES]);
  const firstRoute = routes.rows[0].first;
  await seedStep(client, 'точки движения', SEED_POINTS, [customerId, firstRoute]);
  await seedStep(client, 'тарифы', SEED_TARIFFS, [customerId]);

  const auctions = await seedStep(client, 'аукционы', SEED_AUCTIONS, [customerId, AUCTIONS]);
  const firstAuction = auctions.rows[0].first;
  await seedStep(client, 'ставки', SEED_BIDS, [customerId, firstAuction]);
  await seedStep(client, 'победители', SEED_WINNERS, [customerId, firstAuction]);
  const [routesOf, participants, audit] = SEED_AUCTION_LINKS;
  await seedStep(client, 'рейсы аукционов', routesOf, [customerId, firstAuction, firstRoute, perBlock]);
  await seedStep(client, 'участники аукционов', participants, [customerId, firstAuction]);
  await seedStep(client, 'журнал аукционов', audit, [customerId, firstAuction]);

  const tenders = await seedStep(client, 'тендеры', SEED_TENDERS, [customerId, TENDERS]);
  const firstTender = tenders.rows[0].first;
  const [lots, tenderParticipants, tenderBids, lotWinners, tenderRoutes] = SEED_TENDER_ROWS;
  await seedStep(client, 'лоты', lots, [customerId, firstTender]);
  await seedStep(client, 'участники тендеров', tenderParticipants, [customerId, firstTender]);
  await seedStep(client, 'ставки тендеров', tenderBids, [customerId, firstTender]);
  await seedStep(client, 'победители лотов', lotWinners, [customerId, firstTender]);
  await seedStep(client, 'рейсы лотов', tenderRoutes, [customerId, firstTender, firstRoute, perBlock]);
};

console.log('Сборка сервера (если устарела)…');
execSync('npm run build -s -w apps/server', { cwd: root, stdio: 'ignore' });

await ensurePortFree(PORT);
const databaseUrl = await recreateDatabase(DATABASE);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-statistics-'));
let server;
try {
  process.env.DATABASE_URL = databaseUrl;
  process.env.SEED_DEMO = '1';
  server = await startPortal({ dataDir, port: PORT, timeoutMs: 300_000 });
  const base = `http://127.0.0.1:${PORT}`;
  const token = await signIn(base);
  const customerId = ownerOf(token);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  console.log(`Данные заказчика (масштаб ${SCALE}):`);
  const seedStartedAt = Date.now();
  await seed(client, customerId);
  // The tables after their bulk load, as autovacuum leaves them: statistics and the visibility map.
  await client.query('vacuum analyze');
  const seedMs = Date.now() - seedStartedAt;
  const [counts] = (await client.query(COUNTS, [customerId])).rows;
  await client.end();

  const period = periodOf(new Date());
  const headers = { authorization: `Bearer ${token}` };
  const query = `dateFrom=${period.dateFrom}&dateTo=${period.dateTo}&groupBy=month`;
  const calls = [
    ...ECONOMIES.map((economy) => [economy, `${base}/api/statistics/${customerId}/${economy}?${query}`]),
    ['dashboard', `${base}/api/customers/${customerId}/dashboard`],
  ];
  const loadBefore = loadavg()[0];
  const measured = [];
  for (const [call, url] of calls) {
    console.log(`  ${call}…`);
    const goalMs = call === 'dashboard' ? GOAL_DASHBOARD_P99_MS : GOAL_STATISTICS_P99_MS;
    const timing = await timeSequential(call, url, headers);
    console.log(`    p50 ${timing.p50Ms.toFixed(1)} мс, p99 ${timing.p99Ms.toFixed(1)} мс (${timing.seen})`);
    measured.push({ call, goalP99Ms: goalMs, ...timing });
  }
  const loadAfter = loadavg()[0];

  console.log('  EXPLAIN (ANALYZE, BUFFERS)…');
  const explained = JSON.parse(
    execFileSync(
      join(root, 'node_modules/.bin/tsx'),
      [
        join(root, 'bench/statistics-explain.ts'),
        databaseUrl,
        String(customerId),
        period.dateFrom,
        period.dateTo,
        period.today,
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  );

  const results = {
    at: new Date().toISOString(),
    scale: SCALE,
    counts,
    seedMs,
    period: { dateFrom: period.dateFrom, dateTo: period.dateTo, groupBy: 'month' },
    loadAverage: { before: loadBefore, after: loadAfter },
    warmUp: WARM_UP,
    samples: SAMPLES,
    calls: measured,
    queries: explained,
  };
  const file = writeResults('statistics-', results);

  const ms = (value) => value.toFixed(1);
  console.log(`
Заказчик: ${counts.flights} рейсов (${counts.points} точек), ${counts.auctions} аукционов, ${counts.bids} ставок, \
${counts.tenders} тендеров (${counts.lots} лотов, ${counts.tender_bids} ставок), перевозчиков ${counts.carriers}; \
добавлено за ${seedMs} мс.
Период ${period.dateFrom} — ${period.dateTo} по месяцам. Прогрев ${WARM_UP}, затем ${SAMPLES} последовательных запросов.
Средняя загрузка машины (1 мин): ${loadBefore.toFixed(1)} в начале, ${loadAfter.toFixed(1)} в конце.

| вызов | p50, мс | p99, мс | макс., мс | цель p99 | загрузка (1 мин) | в ответе |
|---|---|---|---|---|---|---|`);
  for (const m of measured)
    console.log(
      `| ${m.call} | ${ms(m.p50Ms)} | ${ms(m.p99Ms)} | ${ms(m.maxMs)} | ${m.p99Ms <= m.goalP99Ms ? `≤ ${m.goalP99Ms} ✓` : `> ${m.goalP99Ms} ✗`} | ${m.loadAverage1m.toFixed(1)} | ${m.seen} |`,
    );
  console.log('\nЗапросы статистики (EXPLAIN ANALYZE, второе выполнение):');
  for (const q of explained)
    console.log(`  ${ms(q.executionMs).padStart(8)} мс  ${q.name} — ${q.calls.join(', ')}`);
  const slow = new Set(measured.filter((m) => m.p99Ms > m.goalP99Ms).map((m) => m.call));
  for (const q of explained.filter((candidate) => candidate.calls.some((call) => slow.has(call))))
    console.log(`\nПлан: ${q.name} (${q.calls.join(', ')})\n${q.plan}`);
  console.log(`\nРезультаты: ${file}`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (KEEP) console.log(`База оставлена (BENCH_KEEP=1): psql ${databaseUrl}`);
  else await dropDatabase(DATABASE);
}
