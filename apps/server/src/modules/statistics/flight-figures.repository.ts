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

/**
 * One row per flight: its price (freight sum, else the initial sum), the initial sum (the tariff it started from),
 * the length of its route way and, when closed with recorded points, whether every point kept within the grace.
 */
const flightFacts = (
  customerId: number,
  filter: StatisticsFilter,
  key: FlightKey,
  graceMinutes: number,
) => sql`
  select
    ${periodOfDay(sql`r.route_day`, filter)} as period,
    ${KEY_COLUMNS[key]} as key_id,
    r.contractor_id,
    coalesce(r.freight_sum_kopecks, r.initial_sum_kopecks) as spend_kopecks,
    r.initial_sum_kopecks,
    (select max(p.distance) from route_way_points p where p.route_way_id = r.route_way_id) as km,
    case when r.current_state = 7 then
      (select bool_and(coalesce(m.interval, 0) <= ${graceMinutes * 60}) from movement_points m
        where m.route_id = r.id and m.fact_date_arrival is not null)
    end as on_time
  from routes r
  where ${boughtFlights(customerId, filter)}`;

export const sumFlightFigures = async (
  db: Db,
  customerId: number,
  filter: StatisticsFilter,
  key: FlightKey,
  graceMinutes: number,
) => {
  const result = await db.execute(sql`
    with facts as (${flightFacts(customerId, filter, key, graceMinutes)})
    select ${groupingSetsOf()},
      count(*) as flights,
      coalesce(sum(spend_kopecks), 0) as spend_kopecks,
      coalesce(sum(initial_sum_kopecks), 0) as initial_kopecks,
      coalesce(sum(km), 0) as km,
      count(*) filter (where on_time) as on_time,
      count(*) filter (where on_time is not null) as judged,
      count(distinct contractor_id) as carriers
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
    with facts as (${flightFacts(customerId, filter, key, 0)})
    select ${groupingSetsOf()}, contractor_id, count(*) as flights
    from facts
    group by grouping sets ((contractor_id), (period, contractor_id), (key_id, contractor_id))
  `);
  return result.rows as (GroupedRow & { contractor_id: number; flights: string | number })[];
};
