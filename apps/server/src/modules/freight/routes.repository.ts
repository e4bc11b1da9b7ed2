import type { RouteFilter } from '@portal/contract/freight/routes.schemas';
import { instantOfQueryDateTime } from '@portal/contract/freight/zoned-time';
import type { VatRegime } from '@portal/contract/proformas/vat';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern, countUpToCap } from '../../core/db/paging';
import { vatRateSql, withoutVatSql } from '../../core/db/vat';
import {
  contractors,
  customers,
  departments,
  drivers,
  organizations,
  routeOwners,
  routes,
  routeWays,
  transportationNames,
  users,
  vehicles,
} from '../../db/schema/index';

const firstDepartment = alias(departments, 'first_department');
const lastDepartment = alias(departments, 'last_department');
const manager = alias(users, 'manager');
const truck = alias(vehicles, 'truck');
const trailer = alias(vehicles, 'trailer');
const firstDriver = alias(drivers, 'first_driver');
const secondDriver = alias(drivers, 'second_driver');

// Qualified by hand: drizzle may leave a subquery's columns unqualified, tying them to the wrong table.
const hasOpenDisclaimer = sql<boolean>`exists (select 1 from route_disclaimers d where d.route_id = "routes"."id" and d.status = 0)`;

/**
 * The routes with what their answers name. With `page`, only the routes of that subquery: a list page picks its
 * 100 ids first on the routes' own indexes, so the joins see 100 rows, not the customer's whole set (the planner
 * does not push a LIMIT below inner joins; bench:flights measured 1.7 s on 100,000 routes that way).
 */
const selectRoutes = (db: Db | Tx, page?: ReturnType<typeof pageOfRouteIds>) => {
  const query = db
    .select({
      route: routes,
      routeWay: {
        id: routeWays.id,
        code: routeWays.code,
        name: routeWays.name,
        transportationType: routeWays.transportationType,
      },
      transportation: {
        id: transportationNames.id,
        name: transportationNames.name,
        color: transportationNames.color,
      },
      organization: { id: organizations.id, name: organizations.name },
      firstDepartment: {
        id: firstDepartment.id,
        name: firstDepartment.name,
        timezone: firstDepartment.timezone,
      },
      lastDepartment: { id: lastDepartment.id, name: lastDepartment.name, timezone: lastDepartment.timezone },
      customer: { id: customers.id, name: customers.name },
      contractor: { id: contractors.id, name: contractors.name },
      routeOwner: { id: routeOwners.id, name: routeOwners.name },
      manager: { id: manager.id, fullname: manager.fullname },
      vehicle: { id: truck.id, plateNumber: truck.plateNumber },
      trailer: { id: trailer.id, plateNumber: trailer.plateNumber },
      firstDriver: { id: firstDriver.id, fullname: firstDriver.fullname },
      secondDriver: { id: secondDriver.id, fullname: secondDriver.fullname },
      hasOpenDisclaimer,
    })
    .from(routes)
    .$dynamic();
  return (page ? query.innerJoin(page, eq(page.id, routes.id)) : query)
    .innerJoin(routeWays, eq(routeWays.id, routes.routeWayId))
    .innerJoin(transportationNames, eq(transportationNames.id, routes.transportationId))
    .innerJoin(organizations, eq(organizations.id, routes.organizationId))
    .innerJoin(firstDepartment, eq(firstDepartment.id, routes.firstDepartmentId))
    .innerJoin(lastDepartment, eq(lastDepartment.id, routes.lastDepartmentId))
    .innerJoin(customers, eq(customers.id, routes.customerId))
    .leftJoin(contractors, eq(contractors.id, routes.contractorId))
    .leftJoin(routeOwners, eq(routeOwners.id, routes.routeOwnerId))
    .leftJoin(manager, eq(manager.id, routes.managerId))
    .leftJoin(truck, eq(truck.id, routes.vehicleId))
    .leftJoin(trailer, eq(trailer.id, routes.trailerId))
    .leftJoin(firstDriver, eq(firstDriver.id, routes.firstDriverId))
    .leftJoin(secondDriver, eq(secondDriver.id, routes.secondDriverId));
};

export type RouteRow = Awaited<ReturnType<typeof selectRoutes>>[number];

/** Whose routes: the customer's own, or those assigned to the carrier. Ownership lives in every query. */
export type RouteScope = { customerId: number } | { contractorId: number };

const scopeCondition = (scope: RouteScope): SQL =>
  'customerId' in scope
    ? eq(routes.customerId, scope.customerId)
    : eq(routes.contractorId, scope.contractorId);

/** The list's filters (SPEC 2.2 flights): each narrows the routes by one column of their own table. */
export const routeConditions = (scope: RouteScope, filter: Partial<RouteFilter>): SQL[] =>
  [
    scopeCondition(scope),
    filter.name ? ilike(routes.routeCode, containsPattern(filter.name)) : undefined,
    filter.transportation === undefined ? undefined : eq(routes.transportationId, filter.transportation),
    filter.route_way === undefined ? undefined : eq(routes.routeWayId, filter.route_way),
    filter.first_point === undefined ? undefined : eq(routes.firstDepartmentId, filter.first_point),
    filter.last_point === undefined ? undefined : eq(routes.lastDepartmentId, filter.last_point),
    filter.date_from ? gte(routes.planDateArrival, instantOfQueryDateTime(filter.date_from)) : undefined,
    filter.date_to ? lte(routes.planDateArrival, instantOfQueryDateTime(filter.date_to)) : undefined,
    filter.contractor === undefined ? undefined : eq(routes.contractorId, filter.contractor),
    filter.driver === undefined
      ? undefined
      : or(eq(routes.firstDriverId, filter.driver), eq(routes.secondDriverId, filter.driver)),
    filter.vehicle === undefined
      ? undefined
      : or(eq(routes.vehicleId, filter.vehicle), eq(routes.trailerId, filter.vehicle)),
    filter.manager === undefined ? undefined : eq(routes.managerId, filter.manager),
    filter.is_draft === undefined ? undefined : eq(routes.isDraft, filter.is_draft),
    filter.is_cancel === undefined ? undefined : eq(routes.isCancel, filter.is_cancel),
    filter.state === undefined ? undefined : eq(routes.currentState, filter.state),
  ].filter((condition): condition is SQL => condition !== undefined);

const newestFirst = [desc(routes.planDateArrival), desc(routes.id)];

const pageOfRouteIds = (db: Db | Tx, where: SQL | undefined, paging: { page: number; limit: number }) =>
  db
    .select({ id: sql<number>`${routes.id}`.as('page_route_id') })
    .from(routes)
    .where(where)
    .orderBy(...newestFirst)
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
    .as('route_page');

/** A page of the list's two queries, built but not run: `findRoutes` runs them, the flights bench explains them. */
export const routeListQueries = (db: Db, conditions: SQL[], paging: { page: number; limit: number }) => {
  const where = and(...conditions);
  return {
    rows: selectRoutes(db, pageOfRouteIds(db, where, paging)).orderBy(...newestFirst),
    total: countUpToCap(db, routes, where),
  };
};

export const findRoutes = async (
  db: Db,
  conditions: SQL[],
  paging: { page: number; limit: number } | null,
): Promise<{ rows: RouteRow[]; total: number }> => {
  if (!paging) {
    const rows = await selectRoutes(db)
      .where(and(...conditions))
      .orderBy(...newestFirst);
    return { rows, total: rows.length };
  }
  const queries = routeListQueries(db, conditions, paging);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  return { rows, total: total?.count ?? 0 };
};

export const findRoute = async (
  db: Db | Tx,
  scope: RouteScope,
  routeId: number,
): Promise<RouteRow | null> => {
  const [row] = await selectRoutes(db).where(and(scopeCondition(scope), eq(routes.id, routeId)));
  return row ?? null;
};

export type RouteRecord = typeof routes.$inferSelect;

/** The route's own row, locked until the transaction ends: every change of a route starts here. */
export const lockRoute = async (tx: Tx, scope: RouteScope, routeId: number): Promise<RouteRecord | null> => {
  const [row] = await tx
    .select()
    .from(routes)
    .where(and(scopeCondition(scope), eq(routes.id, routeId)))
    .for('update');
  return row ?? null;
};

export type NewRoute = typeof routes.$inferInsert;

export const insertRoute = async (tx: Tx, values: NewRoute): Promise<number> => {
  const [row] = await tx.insert(routes).values(values).returning({ id: routes.id });
  return row!.id;
};

export const updateRouteRow = async (tx: Tx, routeId: number, values: Partial<NewRoute>): Promise<void> => {
  await tx
    .update(routes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(routes.id, routeId));
};

/** The codes of the customer's routes on that day that start with the code (to pick a free suffix). */
export const findRouteCodesOfDay = async (
  tx: Tx,
  customerId: number,
  routeDay: string,
  code: string,
  exceptRouteId?: number,
): Promise<string[]> => {
  const rows = await tx
    .select({ routeCode: routes.routeCode })
    .from(routes)
    .where(
      and(
        eq(routes.customerId, customerId),
        eq(routes.routeDay, routeDay),
        sql`(${routes.routeCode} = ${code} or ${routes.routeCode} like ${`${code.replace(/[\\%_]/g, '\\$&')}-%`})`,
        exceptRouteId === undefined ? undefined : sql`${routes.id} <> ${exceptRouteId}`,
      ),
    );
  return rows.map((row) => row.routeCode);
};

/**
 * GET routes_for_auctions: the customer's ready routes with no carrier that have not started yet. The auctions
 * feature adds its «not in a live auction» condition to this list.
 */
export const routesForAuctionsConditions = (
  customerId: number,
  query: string | undefined,
  now: Date,
): SQL[] =>
  [
    eq(routes.customerId, customerId),
    eq(routes.isDraft, false),
    eq(routes.isCancel, false),
    isNull(routes.contractorId),
    eq(routes.currentState, 0),
    gt(routes.planDateArrival, now),
    query ? ilike(routes.routeCode, containsPattern(query)) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);

export const findRoutesByConditions = (db: Db, conditions: SQL[], limit: number): Promise<RouteRow[]> =>
  selectRoutes(db)
    .where(and(...conditions))
    .orderBy(asc(routes.planDateArrival), asc(routes.id))
    .limit(limit);

/**
 * The report's totals over the whole filtered set, in kopecks and seconds. The sums without VAT are the sums of
 * the rows' (DESIGN 12): each row at the rate of its day, the freight sum at its carrier's regime.
 */
export const sumRoutes = async (db: Db, conditions: SQL[]) => {
  const [row] = await db
    .select({
      count: count(),
      initialSumKopecks: sum(routes.initialSumKopecks).mapWith(Number),
      initialSumWithoutVatKopecks: sum(
        withoutVatSql(routes.initialSumKopecks, vatRateSql(routes.routeDay, 'general')),
      ).mapWith(Number),
      freightSumKopecks: sum(routes.freightSumKopecks).mapWith(Number),
      freightSumWithoutVatKopecks: sum(
        withoutVatSql(routes.freightSumKopecks, vatRateSql(routes.routeDay, contractors.vatRegime)),
      ).mapWith(Number),
      lateness: sum(routes.lateness).mapWith(Number),
    })
    .from(routes)
    .leftJoin(contractors, eq(contractors.id, routes.contractorId))
    .where(and(...conditions));
  return {
    count: row?.count ?? 0,
    initialSumKopecks: row?.initialSumKopecks ?? 0,
    initialSumWithoutVatKopecks: row?.initialSumWithoutVatKopecks ?? 0,
    freightSumKopecks: row?.freightSumKopecks ?? 0,
    freightSumWithoutVatKopecks: row?.freightSumWithoutVatKopecks ?? 0,
    lateness: row?.lateness ?? 0,
  };
};

/** The VAT regimes of the carriers (DESIGN 12: a freight sum's rate is its carrier's). */
export const findVatRegimes = async (db: Db, contractorIds: number[]): Promise<Map<number, VatRegime>> => {
  if (contractorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contractors.id, vatRegime: contractors.vatRegime })
    .from(contractors)
    .where(inArray(contractors.id, contractorIds));
  return new Map(rows.map((row) => [row.id, row.vatRegime]));
};

/** Whether an auction that is not closed or cancelled holds the route (issue 15: it is then left as it is). */
export const isHeldByAuction = async (db: Db | Tx, routeId: number): Promise<boolean> => {
  const result = await db.execute(
    sql`select 1 from auction_routes ar join auctions a on a.id = ar.auction_id where ar.route_id = ${routeId} and a.status in (0, 1, 2, 3, 4) limit 1`,
  );
  return result.rows.length > 0;
};
