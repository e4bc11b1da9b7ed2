import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
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
import { BY_PERIOD, type GroupedRow, groupingSetsOf } from './statistics-groups';

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

// The winning sum of a won auction: its winning bid's, or its accepted direct offer's.
const WINNER_JOINS = sql`left join auction_bids wb on wb.id = a.winner_bid_id
  left join auction_offers wo on wo.id = a.winner_offer_id`;
const WIN_KOPECKS = sql`case when ${and(anyOf(sql`a.status`, AUCTION_WON_STATUSES))}
  then coalesce(wb.summ_kopecks, wo.summ_kopecks) end`;

const FIRST_WAY = sql`left join lateral (
  select r.route_way_id from auction_routes ar join routes r on r.id = ar.route_id
  where ar.auction_id = a.id order by r.id limit 1
) as first_way on true`;

/**
 * One row per held auction with its figures, then the sums over the whole set, each period and each key in one
 * pass (grouping sets): nothing is loaded into memory but the groups. The held auctions are read once; their bids
 * and declined offers in one index pass per auction, their restarts, cancelled rivals and tariffs in one grouped
 * pass each: at 10,000 auctions the nine lookups per auction this replaced were most of the call (bench:statistics).
 */
export const sumAuctionFigures = async (
  db: Db,
  customerId: number,
  filter: StatisticsFilter,
  key: AuctionKey,
) => {
  const keyColumn = key === 'routeWay' ? sql`first_way.route_way_id` : sql`a.created_by`;
  const result = await db.execute(sql`
    with held as materialized (
      select
        a.id,
        a.date_end,
        ${periodOfInstant(sql`a.date_end`, filter)} as period,
        ${keyColumn} as key_id,
        a.start_sum_kopecks as start_kopecks,
        a.bids_count,
        ${WIN_KOPECKS} as win_kopecks,
        coalesce(wb.contractor_id, wo.contractor_id) as winner_id
      from auctions a
      ${WINNER_JOINS}
      ${key === 'routeWay' ? FIRST_WAY : sql``}
      where ${heldAuctions(customerId, filter)}
    ),
    restarts as (
      select h.id as auction_id, count(*) as restarts
      from held h join audit_log l
        on l.entity = ${AUCTION_AUDIT_ENTITY} and l.entity_id = h.id::text and l.action = 'clear_run'
      group by h.id
    ),
    -- The lowest best price of the customer's cancelled auctions per route, then per held auction over its routes.
    cancelled_routes as (
      select cr.route_id, min(c.best_sum_kopecks) as kopecks
      from auctions c join auction_routes cr on cr.auction_id = c.id
      where c.customer_id = ${customerId} and c.status = ${AUCTION_STATUS.cancelled} and c.best_sum_kopecks is not null
      group by cr.route_id
    ),
    cancelled as (
      select wr.auction_id, min(x.kopecks) as cancelled_kopecks
      from held h join auction_routes wr on wr.auction_id = h.id join cancelled_routes x on x.route_id = wr.route_id
      group by wr.auction_id
    ),
    tariffs as (
      select ar.auction_id, sum(coalesce(
          (select t.summ_kopecks from route_tariffs t
            where t.route_way_id = r.route_way_id and t.created_at <= h.date_end order by t.id desc limit 1),
          r.initial_sum_kopecks)) as tariff_kopecks
      from held h join auction_routes ar on ar.auction_id = h.id join routes r on r.id = ar.route_id
      where h.win_kopecks is not null
      group by ar.auction_id
    ),
    facts as (
      select h.*, o.carriers, o.extensions, o.second_kopecks, o.declines, o.declined_kopecks, s.restarts,
        c.cancelled_kopecks, t.tariff_kopecks
      from held h
      -- The bids and the declined direct offers of the auction, in one index pass.
      cross join lateral (
        select
          count(distinct b.contractor_id) filter (where b.is_bid) as carriers,
          count(*) filter (where b.extended) as extensions,
          min(b.summ_kopecks) filter (where b.is_bid and b.contractor_id <> h.winner_id) as second_kopecks,
          count(distinct b.contractor_id) filter (where b.declined) as declines,
          min(b.summ_kopecks) filter (where b.declined) as declined_kopecks
        from (
          select contractor_id, summ_kopecks, true as is_bid, extended_to is not null as extended,
            declined_at is not null as declined
          from auction_bids where auction_id = h.id
          union all
          select contractor_id, summ_kopecks, false, false, true from auction_offers
          where auction_id = h.id and status = 2
        ) as b
      ) as o
      left join restarts s on s.auction_id = h.id
      left join cancelled c on c.auction_id = h.id
      left join tariffs t on t.auction_id = h.id
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
 * The won auctions' start and winning sums per period, as the by-period rows of `sumAuctionFigures` hold them: the
 * saving alone, for the dashboard's card (the whole figures cost it most of its time).
 */
export const sumAuctionSavings = async (db: Db, customerId: number, filter: StatisticsFilter) => {
  const result = await db.execute(sql`
    select ${BY_PERIOD}::int as grp, null::int as key_id, ${periodOfInstant(sql`a.date_end`, filter)} as period,
      coalesce(sum(a.start_sum_kopecks) filter (where ${WIN_KOPECKS} is not null), 0) as start_kopecks,
      coalesce(sum(${WIN_KOPECKS}), 0) as win_kopecks
    from auctions a
    ${WINNER_JOINS}
    where ${heldAuctions(customerId, filter)}
    group by period
  `);
  return result.rows as GroupedRow[];
};

/**
 * The bid-timing chart: the held auctions' bids per minute before the auction's final end (the last
 * TIMING_MINUTES minutes), and in which minute each auction's lowest bid came.
 */
export const countBidTiming = async (db: Db, customerId: number, filter: StatisticsFilter) => {
  // The window is compared as instants and the minute taken from date_part's double: extract() answers numeric,
  // which cost most of the call at 200,000 bids (exact here: a bid's microseconds never round across a minute).
  const result = await db.execute(sql`
    select floor(date_part('epoch', a.date_end - b.created_on) / 60)::int as minute,
      count(*) as bids, count(*) filter (where b.summ_kopecks = a.best_sum_kopecks) as lowest
    from auctions a join auction_bids b on b.auction_id = a.id
    where ${heldAuctions(customerId, filter)}
      and b.created_on <= a.date_end and b.created_on > a.date_end - make_interval(mins => ${TIMING_MINUTES})
    group by 1
  `);
  return result.rows as { minute: number; bids: string | number; lowest: string | number }[];
};
