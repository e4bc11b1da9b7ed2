import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { CONTRACTOR_STATUS } from '@portal/contract/companies/contractor-status';
import { DASHBOARD_ITEMS_MAX, DRIVER_LICENCE_YEARS } from '@portal/contract/dashboard/dashboard.schemas';
import { ATTORNEY_STATUS, DRIVER_DRAFT_STATUS, FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { ROUTE_STATE } from '@portal/contract/freight/route-states';
import type { RouteFilter } from '@portal/contract/freight/routes.schemas';
import { APPEAL_STATUS } from '@portal/contract/rating/appeal-status';
import { DEFAULT_RATING_PERIOD } from '@portal/contract/rating/rating-periods';
import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import {
  appeals,
  auctions,
  contractors,
  driverDrafts,
  drivers,
  routes,
  tenders,
  vehicles,
} from '../../db/schema/index';
import { customerScope, scopeWhere } from '../fleet/fleet-scope';
import { type RouteScope, routeConditions } from '../freight/routes.repository';

// DESIGN 12 «Dashboard»: the counts no other module's list already gives. Each reads the committed rows; nothing
// is cached, so the next call after a change sees it.

const total = (rows: { total: number }[]) => rows[0]?.total ?? 0;

/** The flights a list filter selects, per movement state: the card's count is the list's own filter. */
export const countFlightsByState = async (db: Db, scope: RouteScope, filter: Partial<RouteFilter>) =>
  db
    .select({ state: routes.currentState, total: count() })
    .from(routes)
    .where(and(...routeConditions(scope, filter)))
    .groupBy(routes.currentState)
    .orderBy(asc(routes.currentState));

/**
 * Flights late now: bought (neither draft nor cancelled), not closed, with a point whose planned arrival plus the
 * rating's grace has passed and that has no recorded arrival. The oldest lateness first.
 */
export const findLateFlights = async (db: Db, customerId: number, now: Date, graceMinutes: number) => {
  const overdue = new Date(now.getTime() - graceMinutes * 60_000);
  const where = and(
    ...routeConditions({ customerId }, { is_draft: false, is_cancel: false }),
    lt(routes.currentState, ROUTE_STATE.closed),
    sql`exists (select 1 from movement_points m where m.route_id = routes.id
      and m.fact_date_arrival is null and m.plan_date_arrival < ${overdue.toISOString()}::timestamptz)`,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ id: routes.id, routeCode: routes.routeCode, routeDay: routes.routeDay })
      .from(routes)
      .where(where)
      .orderBy(asc(routes.planDateArrival), asc(routes.id))
      .limit(DASHBOARD_ITEMS_MAX),
    db.select({ total: count() }).from(routes).where(where),
  ]);
  return { rows, total: total(totals) };
};

/** The customer's running auctions, the soonest to end first, with the first flight's route way. */
export const findRunningAuctions = async (db: Db, customerId: number) => {
  const where = and(eq(auctions.customerId, customerId), eq(auctions.status, AUCTION_STATUS.active));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auctions.id,
        dateEnd: auctions.dateEnd,
        bestSumKopecks: auctions.bestSumKopecks,
        bidsCount: auctions.bidsCount,
        routeWay: sql<string | null>`(select w.name from auction_routes ar
          join routes r on r.id = ar.route_id join route_ways w on w.id = r.route_way_id
          where ar.auction_id = auctions.id order by r.id limit 1)`,
      })
      .from(auctions)
      .where(where)
      .orderBy(asc(auctions.dateEnd), asc(auctions.id))
      .limit(DASHBOARD_ITEMS_MAX),
    db.select({ total: count() }).from(auctions).where(where),
  ]);
  return { rows, total: total(totals) };
};

/** Tenders whose bidding ended and whose winners are not yet accepted (status 3). */
export const findTendersAwaitingWinners = async (db: Db, customerId: number) => {
  const where = and(eq(tenders.customerId, customerId), eq(tenders.status, TENDER_STATUS.ended));
  const [rows, totals] = await Promise.all([
    db
      .select({ id: tenders.id, name: tenders.name })
      .from(tenders)
      .where(where)
      .orderBy(asc(tenders.dateEnd), asc(tenders.id))
      .limit(DASHBOARD_ITEMS_MAX),
    db.select({ total: count() }).from(tenders).where(where),
  ]);
  return { rows, total: total(totals) };
};

export const countNewAppeals = async (db: Db, customerId: number) =>
  total(
    await db
      .select({ total: count() })
      .from(appeals)
      .where(and(eq(appeals.customerId, customerId), eq(appeals.status, APPEAL_STATUS.new))),
  );

/** The partner carriers' drivers and vehicles on check and the driver drafts (changes) awaiting a decision. */
export const countFleetToCheck = async (db: Db, customerId: number) => {
  const scope = customerScope(customerId);
  const [driversOnCheck, vehiclesOnCheck, drafts] = await Promise.all([
    db
      .select({ total: count() })
      .from(drivers)
      .where(and(scopeWhere(db, drivers.contractorId, scope), eq(drivers.status, FLEET_STATUS.onCheck))),
    db
      .select({ total: count() })
      .from(vehicles)
      .where(and(scopeWhere(db, vehicles.contractorId, scope), eq(vehicles.status, FLEET_STATUS.onCheck))),
    db
      .select({ total: count() })
      .from(driverDrafts)
      .where(
        and(
          scopeWhere(db, driverDrafts.contractorId, scope),
          eq(driverDrafts.status, DRIVER_DRAFT_STATUS.new),
        ),
      ),
  ]);
  return { drivers: total(driversOnCheck), vehicles: total(vehiclesOnCheck), drafts: total(drafts) };
};

/** Carriers that sent their requisites for verification (status 2): the portal's queue, as the admins' tab. */
export const countCarriersAwaitingVerification = async (db: Db) =>
  total(
    await db
      .select({ total: count() })
      .from(contractors)
      .where(eq(contractors.status, CONTRACTOR_STATUS.sentForVerification)),
  );

/**
 * The carrier's latest rating with each customer in the default period kind (a month) and the one before it,
 * the customers by id: the first is the one every carrier call defaults to.
 */
export const findLatestRatings = async (db: Db, contractorId: number) => {
  const result = await db.execute(sql`
    select distinct on (r.customer_id) r.customer_id, c.name, r.rating,
      (select p.rating from ratings p
        where p.customer_id = r.customer_id and p.contractor_id = r.contractor_id and p.period_id = r.period_id
          and p.date_from < r.date_from
        order by p.date_from desc limit 1) as previous
    from ratings r join customers c on c.id = r.customer_id
    where r.contractor_id = ${contractorId} and r.period_id = ${DEFAULT_RATING_PERIOD}
    order by r.customer_id, r.date_from desc
    limit ${DASHBOARD_ITEMS_MAX}
  `);
  return (
    result.rows as { customer_id: number; name: string; rating: number; previous: number | null }[]
  ).map((row) => ({
    customerId: Number(row.customer_id),
    name: row.name,
    rating: Number(row.rating),
    previous: row.previous === null ? null : Number(row.previous),
  }));
};

/**
 * The carrier's documents ending within [today, lastDay]: active powers of attorney by their dateTo, drivers'
 * licences (of drivers not cancelled) by their issue date plus 10 years. The soonest first.
 */
export const findExpiringDocuments = async (db: Db, contractorId: number, today: string, lastDay: string) => {
  const licenceEnd = sql`(d.licence_date + make_interval(years => ${DRIVER_LICENCE_YEARS}) - interval '1 day')::date`;
  const result = await db.execute(sql`
    with documents as (
      select 'attorney' as kind, a.id, a.number as name, a.date_to::text as ends
      from attorneys a
      where a.contractor_id = ${contractorId} and a.status = ${ATTORNEY_STATUS.active}
        and a.date_to between ${today}::date and ${lastDay}::date
      union all
      select 'licence', d.id, d.fullname, ${licenceEnd}::text
      from drivers d
      where d.contractor_id = ${contractorId} and d.status <> ${FLEET_STATUS.cancelled}
        and ${licenceEnd} between ${today}::date and ${lastDay}::date
    )
    select kind, id, name, ends, count(*) over () as total
    from documents order by ends, kind, id limit ${DASHBOARD_ITEMS_MAX}
  `);
  const rows = result.rows as {
    kind: 'attorney' | 'licence';
    id: number;
    name: string;
    ends: string;
    total: string | number;
  }[];
  return {
    rows: rows.map((row) => ({ ...row, id: Number(row.id), ends: String(row.ends).slice(0, 10) })),
    total: Number(rows[0]?.total ?? 0),
  };
};
