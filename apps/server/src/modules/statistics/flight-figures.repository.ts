import type { StatisticsFilter } from '@portal/contract/statistics/statistics.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { and, anyOf, periodOfDay } from './statistics-filters';
import { type GroupedRow, groupingSetsOf } from './statistics-groups';

/** What a flight row is grouped by: its route way or its customer manager. */
export type FlightKey = 'routeWay' | 'manager';

const KEY_COLUMNS = { routeWay: sql`r.route_way_id`, manager: sql`r.manager_id` } as const;

/**
 * The bought flights: neither drafts nor cancelled, with a carrier, whose date (the day of its route code) is in
 * the range; filtered by route way, kind of cargo, manager and carrier.
 */
const boughtFlights = (customerId: number, filter: StatisticsFilter) =>
  and([
    sql`r.customer_id = ${customerId}`,
    sql`r.is_draft = false`,
    sql`r.is_cancel = false`,
    sql`r.contractor_id is not null`,
    sql`r.route_day between ${filter.dateFrom}::date and ${filter.dateTo}::date`,
    ...anyOf(sql`r.route_way_id`, filter.routeWay),
    ...anyOf(sql`r.transportation_id`, filter.transportation),
    ...anyOf(sql`r.manager_id`, filter.manager),
    ...anyOf(sql`r.contractor_id`, filter.contractor),
  ]);

/** Each route way's length: its farthest point's distance. A join, not a lookup per flight. */
const WAY_LENGTHS = sql`(select route_way_id, max(distance) as km from route_way_points group by route_way_id)`;

/**
 * Whether every recorded point of each bought flight kept within the grace, in one pass over their points (a lookup
 * per flight cost a third of the call at 78,000 flights, `npm run bench:statistics`).
 */
const onTimeOfPoints = (customerId: number, filter: StatisticsFilter, graceMinutes: number) => sql`(
  select m.route_id, bool_and(coalesce(m.interval, 0) <= ${graceMinutes * 60}) as on_time
  from movement_points m
  join routes r on r.id = m.route_id
  where ${boughtFlights(customerId, filter)} and m.fact_date_arrival is not null
  group by m.route_id)`;

/**
 * One row per flight: its price (freight sum, else the initial sum), the initial sum (the tariff it started from),
 * the length of its route way and, when closed with recorded points and `graceMinutes` is given, whether every point
 * kept within the grace (null otherwise: not judged).
 */
const flightFacts = (
  customerId: number,
  filter: StatisticsFilter,
  key: FlightKey,
  graceMinutes: number | null,
) => sql`
  select
    ${periodOfDay(sql`r.route_day`, filter)} as period,
    ${KEY_COLUMNS[key]} as key_id,
    r.contractor_id,
    coalesce(r.freight_sum_kopecks, r.initial_sum_kopecks) as spend_kopecks,
    r.initial_sum_kopecks,
    w.km,
    ${graceMinutes === null ? sql`null::boolean` : sql`case when r.current_state = 7 then p.on_time end`} as on_time
  from routes r
  left join ${WAY_LENGTHS} w on w.route_way_id = r.route_way_id
  ${graceMinutes === null ? sql`` : sql`left join ${onTimeOfPoints(customerId, filter, graceMinutes)} p on p.route_id = r.id`}
  where ${boughtFlights(customerId, filter)}`;

export const sumFlightFigures = async (
  db: Db,
  customerId: number,
  filter: StatisticsFilter,
  key: FlightKey,
  /** The rating's grace for the on-time share; null when the caller shows no on-time share. */
  graceMinutes: number | null,
) => {
  const result = await db.execute(sql`
    with facts as (${flightFacts(customerId, filter, key, graceMinutes)})
    select ${groupingSetsOf()},
      count(*) as flights,
      coalesce(sum(spend_kopecks), 0) as spend_kopecks,
      coalesce(sum(initial_sum_kopecks), 0) as initial_kopecks,
      coalesce(sum(km), 0) as km,
      count(*) filter (where on_time) as on_time,
      count(*) filter (where on_time is not null) as judged
    from facts
    group by grouping sets ((), (period), (key_id))
  `);
  return result.rows as GroupedRow[];
};

/** Flights per carrier in each group, for the concentration (HHI) and the largest carrier's share. */
export const countFlightsPerCarrier = async (
  db: Db,
  customerId: number,
  filter: StatisticsFilter,
  key: FlightKey,
) => {
  const result = await db.execute(sql`
    with facts as (${flightFacts(customerId, filter, key, null)})
    select ${groupingSetsOf()}, contractor_id, count(*) as flights
    from facts
    group by grouping sets ((contractor_id), (period, contractor_id), (key_id, contractor_id))
  `);
  return result.rows as (GroupedRow & { contractor_id: number; flights: string | number })[];
};
