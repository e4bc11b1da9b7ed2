import type { StatisticsFilter } from '@portal/contract/statistics/statistics.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { and, anyOf, existsWhere, instantWithin, periodOfInstant } from './statistics-filters';
import { type GroupedRow, groupingSetsOf } from './statistics-groups';

/** What a lot row is grouped by: its route way, or the manager who created the tender. */
export type TenderKey = 'routeWay' | 'manager';

/**
 * The lots of the held tenders (ended 3 or winners accepted 4, by their end in Moscow), one row each with its
 * figures; the winning sums count accepted tenders' lots with a winner. Tenders are counted distinct per group.
 */
export const sumTenderFigures = async (
  db: Db,
  customerId: number,
  filter: StatisticsFilter,
  key: TenderKey,
) => {
  const keyColumn = key === 'routeWay' ? sql`l.route_way_id` : sql`t.created_by`;
  const result = await db.execute(sql`
    with facts as (
      select
        ${periodOfInstant(sql`t.date_end`, filter)} as period,
        ${keyColumn} as key_id,
        t.id as tender_id,
        l.trips_count as trips,
        l.start_sum_kopecks as start_kopecks,
        l.tariff_before_kopecks,
        case when t.status = 4 then wb.summ_kopecks end as win_kopecks,
        (select count(*) from tender_bids b where b.route_template_id = l.id) as bids,
        (select count(*) from tender_bids b where b.route_template_id = l.id and b.declined_at is not null)
          as declines,
        (select count(*) from tender_routes tr where tr.route_template_id = l.id) as flights
      from tenders t
      join tender_route_templates l on l.tender_id = t.id
      left join tender_bids wb on wb.id = l.winner_bid_id
      where ${and([
        sql`t.customer_id = ${customerId}`,
        sql`t.status in (3, 4)`,
        instantWithin(sql`t.date_end`, filter),
        ...anyOf(sql`t.created_by`, filter.manager),
        ...anyOf(sql`l.route_way_id`, filter.routeWay),
        ...anyOf(sql`l.transportation_id`, filter.transportation),
        ...existsWhere(
          sql`tender_participants tp`,
          sql`tp.tender_id = t.id`,
          sql`tp.contractor_id`,
          filter.contractor,
        ),
      ])}
    )
    select ${groupingSetsOf()},
      count(distinct tender_id) as held,
      count(*) as lots,
      coalesce(sum(bids), 0) as bids,
      coalesce(sum(start_kopecks * trips) filter (where win_kopecks is not null), 0) as start_kopecks,
      coalesce(sum(win_kopecks * trips), 0) as win_kopecks,
      coalesce(sum((tariff_before_kopecks - win_kopecks) * trips)
        filter (where win_kopecks is not null and tariff_before_kopecks is not null), 0) as saving_tariff_kopecks,
      coalesce(sum(flights), 0) as flights,
      coalesce(sum(declines), 0) as declines
    from facts
    group by grouping sets ((), (period), (key_id))
  `);
  return result.rows as GroupedRow[];
};
