import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors, customers } from './companies';
import { drivers, vehicles } from './fleet';
import { routeOwners } from './route-owners';
import { tenders } from './tenders';
import { transportationNames } from './transportation-names';
import { users } from './users';

/** Departments (отделения) are platform-wide reference data: each has a time zone and its warehouses. */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  city: varchar('city', { length: 255 }).notNull(),
  timezone: varchar('timezone', { length: 64 }).notNull(),
});

export const departmentWarehouses = pgTable(
  'department_warehouses',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    // Coordinates are reference values shown on a map, not money: a double is exact enough.
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('department_warehouses_department_idx').on(table.departmentId)],
);

/** A customer's legal entities that order transport. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    inn: varchar('inn', { length: 12 }).notNull(),
    kpp: varchar('kpp', { length: 9 }),
  },
  (table) => [index('organizations_customer_idx').on(table.customerId)],
);

/** A route way (маршрут): a customer's lane of ordered points. */
export const routeWays = pgTable(
  'route_ways',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    transportationType: smallint('transportation_type').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('route_ways_customer_code_uq').on(table.customerId, sql`lower(${table.code})`)],
);

export const routeWayPoints = pgTable(
  'route_way_points',
  {
    routeWayId: integer('route_way_id')
      .notNull()
      .references(() => routeWays.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    /** Kilometres from the first point. */
    distance: integer('distance').notNull(),
  },
  (table) => [primaryKey({ columns: [table.routeWayId, table.position] })],
);

/** Every price a route way has had; the newest is the current tariff (DESIGN 8: by tender or by hand). */
export const routeTariffs = pgTable(
  'route_tariffs',
  {
    id: serial('id').primaryKey(),
    routeWayId: integer('route_way_id')
      .notNull()
      .references(() => routeWays.id, { onDelete: 'cascade' }),
    summKopecks: bigint('summ_kopecks', { mode: 'number' }).notNull(),
    source: smallint('source').notNull(),
    tenderId: integer('tender_id').references((): AnyPgColumn => tenders.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('route_tariffs_route_way_idx').on(table.routeWayId, table.id)],
);

/**
 * A route (рейс): one shipment on a route way. Its movement points are a snapshot of the way's points when it
 * was planned, and first/last department repeat the first and last of them for the list's filters.
 */
export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    routeWayId: integer('route_way_id')
      .notNull()
      .references(() => routeWays.id),
    routeCode: varchar('route_code', { length: 64 }).notNull(),
    /** The day of planDateArrival in the first department's zone: the route code is unique per customer and day. */
    routeDay: date('route_day').notNull(),
    transportationId: integer('transportation_id')
      .notNull()
      .references(() => transportationNames.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    firstDepartmentId: integer('first_department_id')
      .notNull()
      .references(() => departments.id),
    lastDepartmentId: integer('last_department_id')
      .notNull()
      .references(() => departments.id),
    planDateArrival: timestamp('plan_date_arrival', { withTimezone: true }).notNull(),
    planDateLoading: timestamp('plan_date_loading', { withTimezone: true }).notNull(),
    initialSumKopecks: bigint('initial_sum_kopecks', { mode: 'number' }).notNull(),
    freightSumKopecks: bigint('freight_sum_kopecks', { mode: 'number' }),
    contractorId: integer('contractor_id').references(() => contractors.id),
    routeOwnerId: integer('route_owner_id').references(() => routeOwners.id, { onDelete: 'set null' }),
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
    // The carrier's fleet on the route; the containers are in route_containers.
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    trailerId: integer('trailer_id').references(() => vehicles.id, { onDelete: 'set null' }),
    firstDriverId: integer('first_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    secondDriverId: integer('second_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    comment: text('comment'),
    isDraft: boolean('is_draft').notNull().default(true),
    isCancel: boolean('is_cancel').notNull().default(false),
    currentState: smallint('current_state').notNull().default(0),
    /** The sum of the recorded points' lateness, in seconds. */
    lateness: integer('lateness').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('routes_customer_day_code_uq').on(table.customerId, table.routeDay, table.routeCode),
    // The lists' order, newest first: `order by … desc` puts nulls first, and an index only serves an order whose
    // nulls go the same way (drizzle's bare desc() writes NULLS LAST, which bench:flights found unused).
    // route_code last: the unfiltered count reads this index alone (an index-only scan once VACUUM marks the
    // pages all-visible), never the table's rows.
    index('routes_customer_plan_idx').on(
      table.customerId,
      table.planDateArrival.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.routeCode,
    ),
    // The state filter (state, draft, cancelled) in the list's order: a page is the index's first rows, the count
    // an index-only range scan.
    index('routes_customer_state_plan_idx').on(
      table.customerId,
      table.currentState,
      table.isDraft,
      table.isCancel,
      table.planDateArrival.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The manager filter the same way (it also serves the users foreign key's `on delete set null`).
    index('routes_customer_manager_plan_idx').on(
      table.customerId,
      table.managerId,
      table.planDateArrival.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('routes_contractor_plan_idx').on(
      table.contractorId,
      table.planDateArrival.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The code search (`ilike '%fragment%'`, which no b-tree can seek): trigrams find the codes holding the
    // fragment (pg_trgm, loaded into PGlite too; migration 0027 creates the extension).
    index('routes_code_trgm_idx').using('gin', table.routeCode.op('gin_trgm_ops')),
    // The route way filter in the same order (it also serves the foreign key's lookups).
    index('routes_route_way_idx').on(
      table.routeWayId,
      table.planDateArrival.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const movementPoints = pgTable(
  'movement_points',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    distance: integer('distance').notNull(),
    planDateArrival: timestamp('plan_date_arrival', { withTimezone: true }).notNull(),
    /** Set by hand: a later change of the route's planned arrival leaves it alone. */
    isPlanManual: boolean('is_plan_manual').notNull().default(false),
    factDateArrival: timestamp('fact_date_arrival', { withTimezone: true }),
    /** Lateness in seconds once the fact is recorded; 0 on time. */
    interval: integer('interval'),
  },
  (table) => [uniqueIndex('movement_points_route_position_uq').on(table.routeId, table.position)],
);

export const routeEvents = pgTable(
  'route_events',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    comment: text('comment').notNull(),
    // The carrier the event happened to: the rating counts it against that carrier.
    contractorId: integer('contractor_id').references(() => contractors.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('route_events_route_idx').on(table.routeId)],
);

/** A carrier's request to be released from a route: at most one open (status 0) per carrier and route. */
export const routeDisclaimers = pgTable(
  'route_disclaimers',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    status: smallint('status').notNull().default(0),
    comment: text('comment').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('route_disclaimers_route_idx').on(table.routeId, table.id),
    uniqueIndex('route_disclaimers_open_uq')
      .on(table.routeId, table.contractorId)
      .where(sql`${table.status} = 0`),
  ],
);
