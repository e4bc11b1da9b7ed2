import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { contractors, customers } from './companies';
import { movementPoints, routeEvents } from './freight';
import { users } from './users';

/**
 * Issue 17: the carrier rating (SPEC 2.3, DESIGN 8). Indexes and their options are per customer; a rating is per
 * customer, carrier and period; recomputing updates the rows in place so their ids stay (DESIGN 11).
 */
export const ratingIndexes = pgTable(
  'rating_indexes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** What the index counts: onTime, auctions, routes, tenders, incidents, declinedWins. */
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    formula: text('formula').notNull(),
    koeff: doublePrecision('koeff').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [uniqueIndex('rating_indexes_customer_code_uq').on(table.customerId, table.code)],
);

export const ratingIndexOptions = pgTable(
  'rating_index_options',
  {
    id: serial('id').primaryKey(),
    indexId: integer('index_id')
      .notNull()
      .references(() => ratingIndexes.id, { onDelete: 'cascade' }),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (table) => [index('rating_index_options_index_idx').on(table.indexId)],
);

/** Per customer: lateness under the grace is on time (default 10 minutes). A missing row means the defaults. */
export const ratingSettings = pgTable('rating_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  graceMinutes: integer('grace_minutes').notNull().default(10),
});

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    periodId: smallint('period_id').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    rating: doublePrecision('rating').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ratings_period_uq').on(table.customerId, table.contractorId, table.periodId, table.dateFrom),
    index('ratings_contractor_idx').on(table.contractorId, table.customerId, table.periodId, table.dateFrom),
  ],
);

export const ratingIndexValues = pgTable(
  'rating_index_values',
  {
    id: serial('id').primaryKey(),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    indexId: integer('index_id')
      .notNull()
      .references(() => ratingIndexes.id, { onDelete: 'cascade' }),
    countNoDelayed: integer('count_no_delayed'),
    countAuctions: integer('count_auctions'),
    countRoutes: integer('count_routes'),
    /** The points the options give the index value. */
    points: doublePrecision('points').notNull().default(0),
    bonus: doublePrecision('bonus').notNull().default(0),
    bonusComment: text('bonus_comment'),
    result: doublePrecision('result').notNull().default(0),
  },
  (table) => [uniqueIndex('rating_index_values_rating_index_uq').on(table.ratingId, table.indexId)],
);

/** The events an index value counts: a late movement point or a road accident or theft. Ids stay on recompute. */
export const ratingEvents = pgTable(
  'rating_events',
  {
    id: serial('id').primaryKey(),
    indexValueId: integer('index_value_id')
      .notNull()
      .references(() => ratingIndexValues.id, { onDelete: 'cascade' }),
    movementPointId: integer('movement_point_id').references(() => movementPoints.id, {
      onDelete: 'cascade',
    }),
    routeEventId: integer('route_event_id').references(() => routeEvents.id, { onDelete: 'cascade' }),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    comment: text('comment').notNull(),
  },
  (table) => [
    uniqueIndex('rating_events_point_uq').on(table.indexValueId, table.movementPointId),
    uniqueIndex('rating_events_route_event_uq').on(table.indexValueId, table.routeEventId),
  ],
);

/** SPEC 3 appeal; at most one open (0, 1, 2) per event: a second answers 409. */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    ratingEventId: integer('rating_event_id')
      .notNull()
      .references(() => ratingEvents.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    comment: text('comment').notNull(),
    decisionComment: text('decision_comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appeals_customer_idx').on(table.customerId, table.status, table.id),
    index('appeals_contractor_idx').on(table.contractorId, table.id),
    uniqueIndex('appeals_open_uq').on(table.ratingEventId).where(sql`${table.status} in (0, 1, 2)`),
  ],
);

/** Every change of a rating's figure: the before and after and why («пересчёт по апелляции №…»). */
export const ratingHistory = pgTable(
  'rating_history',
  {
    id: serial('id').primaryKey(),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    before: doublePrecision('before'),
    after: doublePrecision('after').notNull(),
    reason: varchar('reason', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rating_history_rating_idx').on(table.ratingId, table.id)],
);
