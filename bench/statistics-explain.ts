// Run by statistics.mjs with tsx: EXPLAIN (ANALYZE, BUFFERS) of every statistics query exactly as the server
// builds it (the repositories of modules/statistics, handed a db whose `execute` explains instead of answering),
// for the bench's period, and of the dashboard's saving card (the auction figures from the previous month's first
// day to today). Prints JSON on stdout: per query its name, the calls that run it, the times and the text plan.
// Usage: tsx bench/statistics-explain.ts <database url> <customer id> <dateFrom> <dateTo> <Moscow today>

import { previousMonthOf } from '@portal/contract/proformas/proforma-period';
import type { StatisticsFilter } from '@portal/contract/statistics/statistics.schemas';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../apps/server/src/core/db/database';
import * as schema from '../apps/server/src/db/schema/index';
import { graceMinutesOf } from '../apps/server/src/modules/rating/rating-indexes.repository';
import {
  countBidTiming,
  sumAuctionFigures,
  sumAuctionSavings,
} from '../apps/server/src/modules/statistics/auction-figures.repository';
import {
  countFlightsPerCarrier,
  sumFlightFigures,
} from '../apps/server/src/modules/statistics/flight-figures.repository';
import { sumTenderFigures } from '../apps/server/src/modules/statistics/tender-figures.repository';

type Explained = { executionMs: number; planningMs: number; plan: string };

const [url, customerIdText, dateFrom, dateTo, today] = process.argv.slice(2);
const customerId = Number(customerIdText);
// JIT off as in the server's sessions (core/db/database.ts), so the plans show what the portal runs.
const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
const dialect = new PgDialect();

/** A db whose `execute` runs EXPLAIN of the statement (twice: the second, warm run is kept) and answers no rows. */
const explaining = (found: Explained[]) =>
  ({
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      const statement = `explain (analyze, buffers) ${sql}`;
      await pool.query(statement, params);
      const { rows } = await pool.query(statement, params);
      const lines = rows.map((row) => String(row['QUERY PLAN']));
      const timeOf = (label: string) =>
        Number(lines.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
      found.push({
        executionMs: timeOf('Execution Time'),
        planningMs: timeOf('Planning Time'),
        plan: lines.join('\n'),
      });
      return { rows: [] };
    },
  }) as unknown as Db;

const filter: StatisticsFilter = { dateFrom, dateTo, groupBy: 'month' };
const dashboardFilter: StatisticsFilter = {
  dateFrom: previousMonthOf(today).dateFrom,
  dateTo: today,
  groupBy: 'month',
};
const grace = await graceMinutesOf(drizzle(pool, { schema }), customerId);

const queries: [string, string[], (db: Db) => Promise<unknown>][] = [
  [
    'sumAuctionFigures (маршрут)',
    ['auction-economy', 'award-cost'],
    (db) => sumAuctionFigures(db, customerId, filter, 'routeWay'),
  ],
  ['countBidTiming', ['auction-economy'], (db) => countBidTiming(db, customerId, filter)],
  [
    'sumTenderFigures (маршрут)',
    ['tender-economy'],
    (db) => sumTenderFigures(db, customerId, filter, 'routeWay'),
  ],
  [
    'sumFlightFigures (маршрут)',
    ['route-economy', 'date-economy'],
    (db) => sumFlightFigures(db, customerId, filter, 'routeWay', grace),
  ],
  [
    'countFlightsPerCarrier (маршрут)',
    ['route-economy'],
    (db) => countFlightsPerCarrier(db, customerId, filter, 'routeWay'),
  ],
  [
    'sumAuctionFigures (менеджер)',
    ['manager-economy'],
    (db) => sumAuctionFigures(db, customerId, filter, 'manager'),
  ],
  [
    'sumTenderFigures (менеджер)',
    ['manager-economy'],
    (db) => sumTenderFigures(db, customerId, filter, 'manager'),
  ],
  [
    'sumFlightFigures (менеджер)',
    ['manager-economy'],
    (db) => sumFlightFigures(db, customerId, filter, 'manager', null),
  ],
  [
    'sumAuctionSavings (карточка экономии)',
    ['dashboard'],
    (db) => sumAuctionSavings(db, customerId, dashboardFilter),
  ],
];

const results = [];
for (const [name, calls, run] of queries) {
  const found: Explained[] = [];
  await run(explaining(found));
  for (const explained of found) results.push({ name, calls, ...explained });
}
await pool.end();
process.stdout.write(JSON.stringify(results));
