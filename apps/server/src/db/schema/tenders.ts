import {
  bigint,
  boolean,
  date,
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
import { contractorLists } from './contractor-lists';
import { dimensions } from './fleet';
import { routes, routeWays } from './freight';
import { routeOwners } from './route-owners';
import { transportationNames } from './transportation-names';
import { users } from './users';

/**
 * Issue 16: tenders (DESIGN 8 and 11). The row is the lock that serialises a tender's bids against its end: a bid
 * and every action take it `FOR UPDATE`, so no bid lands after the tender ended.
 */
export const tenders = pgTable(
  'tenders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    name: varchar('name', { length: 255 }).notNull(),
    /** Null in a draft means "from the moment it is run"; set by run. */
    dateStart: timestamp('date_start', { withTimezone: true, precision: 3 }),
    dateEnd: timestamp('date_end', { withTimezone: true, precision: 3 }).notNull(),
    contractorListId: integer('contractor_list_id').references(() => contractorLists.id, {
      onDelete: 'set null',
    }),
    comment: text('comment'),
    /** The «ending soon» notices already sent (24 h and 1 h before the end); cleared when the dates change. */
    notifiedDayBefore: boolean('notified_day_before').notNull().default(false),
    notifiedHourBefore: boolean('notified_hour_before').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('tenders_customer_idx').on(table.customerId, table.status),
    index('tenders_due_start_idx').on(table.status, table.dateStart),
    index('tenders_due_end_idx').on(table.status, table.dateEnd),
  ],
);

/** The carriers invited, fixed when the tender is saved (from the chosen carriers or the list's members). */
export const tenderParticipants = pgTable(
  'tender_participants',
  {
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.tenderId, table.contractorId] }),
    index('tender_participants_contractor_idx').on(table.contractorId),
  ],
);

/** A lot (route template): a route way run on the weekdays of an inclusive period. */
export const tenderRouteTemplates = pgTable(
  'tender_route_templates',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    routeWayId: integer('route_way_id')
      .notNull()
      .references(() => routeWays.id),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    /** ISO weekdays, 1 Monday … 7 Sunday, ascending. */
    weekdays: smallint('weekdays').array().notNull(),
    transportationId: integer('transportation_id')
      .notNull()
      .references(() => transportationNames.id),
    dimensionId: integer('dimension_id').references(() => dimensions.id, { onDelete: 'set null' }),
    routeOwnerId: integer('route_owner_id').references(() => routeOwners.id, { onDelete: 'set null' }),
    startSumKopecks: bigint('start_sum_kopecks', { mode: 'number' }).notNull(),
    tripsCount: integer('trips_count').notNull(),
    /** The winning bid once chosen or accepted; null while undecided or when no bid stands. */
    winnerBidId: integer('winner_bid_id'),
    /** The lane's tariff just before acceptance, for the report's «before». */
    tariffBeforeKopecks: bigint('tariff_before_kopecks', { mode: 'number' }),
  },
  (table) => [index('tender_route_templates_tender_idx').on(table.tenderId, table.position)],
);

/** One bid per carrier and lot (posting again replaces it); a declined win marks it for good. */
export const tenderBids = pgTable(
  'tender_bids',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    routeTemplateId: integer('route_template_id')
      .notNull()
      .references(() => tenderRouteTemplates.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    summKopecks: bigint('summ_kopecks', { mode: 'number' }).notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, precision: 3 }).notNull(),
    declinedAt: timestamp('declined_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('tender_bids_lot_contractor_uq').on(table.routeTemplateId, table.contractorId),
    index('tender_bids_tender_idx').on(table.tenderId),
  ],
);

/** A carrier's price for part of a lot's trips (volume), outside the bids. */
export const tenderOffers = pgTable(
  'tender_offers',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    routeTemplateId: integer('route_template_id')
      .notNull()
      .references(() => tenderRouteTemplates.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    summKopecks: bigint('summ_kopecks', { mode: 'number' }).notNull(),
    volume: integer('volume').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('tender_offers_lot_idx').on(table.routeTemplateId, table.contractorId)],
);

/** The flights a lot generated on acceptance; a declined win moves the not-yet-started ones. */
export const tenderRoutes = pgTable(
  'tender_routes',
  {
    routeId: integer('route_id')
      .primaryKey()
      .references(() => routes.id, { onDelete: 'cascade' }),
    routeTemplateId: integer('route_template_id')
      .notNull()
      .references(() => tenderRouteTemplates.id, { onDelete: 'cascade' }),
  },
  (table) => [index('tender_routes_lot_idx').on(table.routeTemplateId)],
);
