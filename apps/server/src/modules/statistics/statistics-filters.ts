import type { StatisticsFilter } from '@portal/contract/statistics/statistics.schemas';
import { type SQL, sql } from 'drizzle-orm';

// DESIGN 12 «Statistics»: the period is two Moscow days, both inclusive; the filters repeat. Raw SQL here names
// the tables of db/schema; every condition starts from the customer, so another company's rows never count.

const MOSCOW = 'Europe/Moscow';

const list = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** An instant column within the Moscow days of the filter (sargable: the bounds are computed once). */
export const instantWithin = (column: SQL, filter: StatisticsFilter) =>
  sql`${column} >= (${filter.dateFrom}::date)::timestamp at time zone ${MOSCOW}
    and ${column} < (${filter.dateTo}::date + 1)::timestamp at time zone ${MOSCOW}`;

/** The first day of the Moscow period holding an instant. */
export const periodOfInstant = (column: SQL, filter: StatisticsFilter) =>
  sql`date_trunc(${filter.groupBy}, (${column} at time zone ${MOSCOW}))::date`;

/** The first day of the period holding a calendar day. */
export const periodOfDay = (column: SQL, filter: StatisticsFilter) =>
  sql`date_trunc(${filter.groupBy}, ${column}::timestamp)::date`;

/** `column in (…)` for a repeated filter, or nothing when the filter is absent. */
export const anyOf = (column: SQL, ids: readonly number[] | undefined): SQL[] =>
  ids && ids.length > 0 ? [sql`${column} in ${list(ids)}`] : [];

/** `exists (select 1 from <table> where <link> and <column> in (…))` when the filter is given. */
export const existsWhere = (table: SQL, link: SQL, column: SQL, ids: readonly number[] | undefined): SQL[] =>
  ids && ids.length > 0
    ? [sql`exists (select 1 from ${table} where ${link} and ${column} in ${list(ids)})`]
    : [];

/** `exists (…)` over the auction's flights when a flight filter is given. */
export const auctionFlightConditions = (filter: StatisticsFilter): SQL[] => {
  const flight = [
    ...anyOf(sql`r.route_way_id`, filter.routeWay),
    ...anyOf(sql`r.transportation_id`, filter.transportation),
  ];
  if (flight.length === 0) return [];
  return [
    sql`exists (select 1 from auction_routes ar join routes r on r.id = ar.route_id
      where ar.auction_id = a.id and ${sql.join(flight, sql` and `)})`,
  ];
};

export const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
