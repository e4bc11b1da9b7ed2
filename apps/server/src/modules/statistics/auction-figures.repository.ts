import type { StatisticsFilter } from '@portal/contract/statistics/statistics.schemas';
import {
  AUCTION_HELD_STATUSES,
  AUCTION_WON_STATUSES,
  TIMING_MINUTES,
} from '@portal/contract/statistics/statistics-formulas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { AUCTION_AUDIT_ENTITY } from '../auctions/auctions.service';
import {
  and,
  anyOf,
  auctionFlightConditions,
  existsWhere,
  instantWithin,
  periodOfInstant,
} from './statistics-filters';
import { type GroupedRow, groupingSetsOf } from './statistics-groups';

/** What an auction row is grouped by: the route way of its first flight, or the manager who created it. */
export type AuctionKey = 'routeWay' | 'manager';

// DESIGN 12: an auction belongs to the period of its end; held = statuses 3, 4, 5; the winning sums count 4 and 5.
const heldAuctions = (customerId: number, filter: StatisticsFilter) =>
  and([
    sql`a.customer_id = ${customerId}`,
    ...anyOf(sql`a.status`, AUCTION_HELD_STATUSES),
    instantWithin(sql`a.date_end`, filter),
    ...anyOf(sql`a.created_by`, filter.manager),
    ...existsWhere(
      sql`auction_participants ap`,
      sql`ap.auction_id = a.id`,
      sql`ap.contractor_id`,
      filter.contractor,
    ),
    ...auctionFlightConditions(filter),
  ]);

/**
 * One row per held auction with its figures, then the sums over the whole set, each period and each key in one
 * pass (grouping sets): nothing is loaded into memory but the groups.
 */
export const sumAuctionFigures = async (
  db: Db,
  customerId: number,
  filter: StatisticsFilter,
  key: AuctionKey,
) => {
  const keyColumn = key === 'routeWay' ? sql`first_way.route_way_id` : sql`a.created_by`;
  const result = await db.execute(sql`
    with facts as (
      select
        ${periodOfInstant(sql`a.date_end`, filter)} as period,
        ${keyColumn} as key_id,
        a.start_sum_kopecks as start_kopecks,
        a.bids_count,
        case when ${and(anyOf(sql`a.status`, AUCTION_WON_STATUSES))} then coalesce(wb.summ_kopecks, wo.summ_kopecks) end as win_kopecks,
        (select count(distinct b.contractor_id) from auction_bids b where b.auction_id = a.id) as carriers,
        (select count(*) from auction_bids b where b.auction_id = a.id and b.extended_to is not null) as extensions,
        (select count(*) from (
          select b.contractor_id from auction_bids b where b.auction_id = a.id and b.declined_at is not null
          union
          select o.contractor_id from auction_offers o where o.auction_id = a.id and o.status = 2
        ) as declined) as declines,
        (select count(*) from audit_log l
          where l.entity = ${AUCTION_AUDIT_ENTITY} and l.entity_id = a.id::text and l.action = 'clear_run') as restarts,
        (select sum(coalesce(
            (select t.summ_kopecks from route_tariffs t
              where t.route_way_id = r.route_way_id and t.created_at <= a.date_end order by t.id desc limit 1),
            r.initial_sum_kopecks))
          from auction_routes ar join routes r on r.id = ar.route_id where ar.auction_id = a.id) as tariff_kopecks,
        (select min(b.summ_kopecks) from auction_bids b
          where b.auction_id = a.id and b.contractor_id <> coalesce(wb.contractor_id, wo.contractor_id)) as second_kopecks,
        (select min(d.summ) from (
          select b.summ_kopecks as summ from auction_bids b where b.auction_id = a.id and b.declined_at is not null
          union all
          select o.summ_kopecks from auction_offers o where o.auction_id = a.id and o.status = 2
        ) as d) as declined_kopecks,
        (select min(c.best_sum_kopecks) from auctions c
          where c.customer_id = a.customer_id and c.status = 6 and c.best_sum_kopecks is not null
            and exists (select 1 from auction_routes cr join auction_routes wr on wr.route_id = cr.route_id
              where cr.auction_id = c.id and wr.auction_id = a.id)) as cancelled_kopecks
      from auctions a
      left join auction_bids wb on wb.id = a.winner_bid_id
      left join auction_offers wo on wo.id = a.winner_offer_id
      left join lateral (
        select r.route_way_id from auction_routes ar join routes r on r.id = ar.route_id
        where ar.auction_id = a.id order by r.id limit 1
      ) as first_way on true
      where ${heldAuctions(customerId, filter)}
    )
    select ${groupingSetsOf()},
      count(*) as held,
      count(*) filter (where bids_count = 0) as without_bids,
      coalesce(sum(bids_count), 0) as bids,
      coalesce(percentile_cont(0.5) within group (order by bids_count), 0) as bids_median,
      coalesce(sum(carriers), 0) as carriers,
      coalesce(sum(start_kopecks) filter (where win_kopecks is not null), 0) as start_kopecks,
      coalesce(sum(win_kopecks), 0) as win_kopecks,
      coalesce(sum(tariff_kopecks) filter (where win_kopecks is not null), 0) as tariff_kopecks,
      coalesce(sum(second_kopecks - win_kopecks) filter (where win_kopecks is not null and second_kopecks is not null), 0)
        as saving_second_kopecks,
      coalesce(sum(extensions), 0) as extensions,
      coalesce(sum(declines), 0) as declines,
      coalesce(sum(restarts), 0) as restarts,
      coalesce(sum(greatest(win_kopecks - declined_kopecks, 0)) filter (where win_kopecks is not null), 0)
        as declined_cost_kopecks,
      coalesce(sum(greatest(win_kopecks - cancelled_kopecks, 0)) filter (where win_kopecks is not null), 0)
        as restarts_cost_kopecks
    from facts
    group by grouping sets ((), (period), (key_id))
  `);
  return result.rows as GroupedRow[];
};

/**
 * The bid-timing chart: the held auctions' bids per minute before the auction's final end (the last
 * TIMING_MINUTES minutes), and in which minute each auction's lowest bid came.
 */
export const countBidTiming = async (db: Db, customerId: number, filter: StatisticsFilter) => {
  const result = await db.execute(sql`
    select minute, count(*) as bids, count(*) filter (where is_lowest) as lowest
    from (
      select floor(extract(epoch from (a.date_end - b.created_on)) / 60)::int as minute,
        b.summ_kopecks = a.best_sum_kopecks as is_lowest
      from auctions a join auction_bids b on b.auction_id = a.id
      where ${heldAuctions(customerId, filter)}
    ) as timed
    where minute >= 0 and minute < ${TIMING_MINUTES}
    group by minute
  `);
  return result.rows as { minute: number; bids: string | number; lowest: string | number }[];
};
