// Run by flights.mjs with tsx: EXPLAIN (ANALYZE, BUFFERS) of the customer's flights list exactly as the server
// builds it (routeConditions + routeListQueries), for each scenario's query string, and beside them the exact count
// the list ran before its count stopped at the cap (issue 27), so the two compare in one run. Prints JSON on stdout.
// Usage: tsx bench/flights-explain.ts <database url> <customer id> <query string>…
import { routeListQuerySchema } from '@portal/contract/freight/routes.schemas';
import { and, count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema/index';
import { routeConditions, routeListQueries } from '../apps/server/src/modules/freight/routes.repository';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** Every scan of the plan: `Index Scan routes_customer_plan_idx`, `Seq Scan departments`… */
const scansOf = (node: PlanNode, found: string[] = []): string[] => {
  if (node['Node Type'].includes('Scan'))
    found.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim());
  for (const child of node.Plans ?? []) scansOf(child, found);
  return found;
};

const [url, customerIdText, ...queries] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema });
const customerId = Number(customerIdText);
const results = [];
for (const queryString of queries) {
  const { page, limit, ...filter } = routeListQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(queryString)),
  );
  const conditions = routeConditions({ customerId }, filter);
  const built = {
    ...routeListQueries(db, conditions, { page, limit }),
    exact: db
      .select({ total: count() })
      .from(schema.routes)
      .where(and(...conditions)),
  };
  const plans: Record<string, { executionMs: number; planningMs: number; scans: string[] }> = {};
  for (const [name, query] of Object.entries(built)) {
    const { sql, params } = query.toSQL();
    // Twice: the first run warms the cache, the second is the one reported.
    await pool.query(`explain (analyze, buffers, format json) ${sql}`, params);
    const { rows } = await pool.query(`explain (analyze, buffers, format json) ${sql}`, params);
    const [plan] = rows[0]['QUERY PLAN'] as [
      { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number },
    ];
    plans[name] = {
      executionMs: plan['Execution Time'],
      planningMs: plan['Planning Time'],
      scans: [...new Set(scansOf(plan.Plan))],
    };
  }
  results.push({ query: queryString, plans });
}
await pool.end();
process.stdout.write(JSON.stringify(results));
