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
import { routes, routeWays } from './freight';
import { users } from './users';

/**
 * Issue 15: reduction auctions (DESIGN 8 and 11). The row is the lock that serialises the auction's bids and the
 * scheduler's work: best sum, bid count, the end after extensions and the bid log's head live on it, so a bid
 * reads and moves them under one row lock.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    /** Null in a draft means "from the moment it is run"; set by run. */
    dateStart: timestamp('date_start', { withTimezone: true, precision: 3 }),
    dateEnd: timestamp('date_end', { withTimezone: true, precision: 3 }).notNull(),
    startSumKopecks: bigint('start_sum_kopecks', { mode: 'number' }).notNull(),
    stepKopecks: bigint('step_kopecks', { mode: 'number' }).notNull(),
    extensionMinutes: integer('extension_minutes').notNull().default(0),
    maxExtensions: integer('max_extensions'),
    extensionsCount: integer('extensions_count').notNull().default(0),
    contractorListId: integer('contractor_list_id').references(() => contractorLists.id, {
      onDelete: 'set null',
    }),
    comment: text('comment'),
    bestSumKopecks: bigint('best_sum_kopecks', { mode: 'number' }),
    bidsCount: integer('bids_count').notNull().default(0),
    /** The bid log's head: the seq and hash of the last accepted bid. */
    lastBidSeq: integer('last_bid_seq').notNull().default(0),
    lastBidHash: varchar('last_bid_hash', { length: 64 }),
    winnerBidId: integer('winner_bid_id'),
    /** Set instead of winnerBidId when the customer accepted a carrier's offer. */
    winnerOfferId: integer('winner_offer_id'),
    /** Until then the winner may decline; the scheduler closes the auction and assigns the routes after it. */
    winnerDeadline: timestamp('winner_deadline', { withTimezone: true, precision: 3 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('auctions_customer_idx').on(table.customerId, table.status),
    // The scheduler's three scans: planned by start, active by end, won by the decline deadline.
    index('auctions_due_start_idx').on(table.status, table.dateStart),
    index('auctions_due_end_idx').on(table.status, table.dateEnd),
    index('auctions_due_winner_idx').on(table.status, table.winnerDeadline),
  ],
);

export const auctionRoutes = pgTable(
  'auction_routes',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.auctionId, table.routeId] }),
    index('auction_routes_route_idx').on(table.routeId),
  ],
);

/** The carriers invited, fixed when the auction is saved (from the chosen carriers or the list's members). */
export const auctionParticipants = pgTable(
  'auction_participants',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.auctionId, table.contractorId] }),
    index('auction_participants_contractor_idx').on(table.contractorId),
  ],
);

/** Accepted bids only, strictly decreasing per auction; seq, prevHash and hash chain them (DESIGN 11 bid log). */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    summKopecks: bigint('summ_kopecks', { mode: 'number' }).notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, precision: 3 }).notNull(),
    seq: integer('seq').notNull(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** The end this bid moved the auction to (anti-sniping), else null. */
    extendedTo: timestamp('extended_to', { withTimezone: true, precision: 3 }),
    /** The end before that move (issue 22: a move of a few seconds is shown as such), else null. */
    extendedFrom: timestamp('extended_from', { withTimezone: true, precision: 3 }),
    /** Set when the carrier declined the win this bid gave it; such a bid never wins again. */
    declinedAt: timestamp('declined_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('auction_bids_seq_unique').on(table.auctionId, table.seq),
    index('auction_bids_auction_summ_idx').on(table.auctionId, table.summKopecks),
  ],
);

/** DESIGN 8 offers: one per carrier and auction, a price outside the bidding; status OFFER_STATUS. */
export const auctionOffers = pgTable(
  'auction_offers',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    summKopecks: bigint('summ_kopecks', { mode: 'number' }).notNull(),
    comment: text('comment'),
    status: smallint('status').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('auction_offers_carrier_unique').on(table.auctionId, table.contractorId)],
);

/** DESIGN 11 transportation settings per customer; a missing row means the defaults. */
export const transportationSettings = pgTable('transportation_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  firstBid: boolean('first_bid').notNull().default(false),
  timeToCancel: integer('time_to_cancel').notNull().default(30),
  ...timestamps,
});

/**
 * SPEC 2.2 auction plans: the customer's planned number of auctions and volume (roubles) per route way and month;
 * the actual figures are counted from the auctions, not stored.
 */
export const auctionPlans = pgTable(
  'auction_plans',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    routeWayId: integer('route_way_id')
      .notNull()
      .references(() => routeWays.id, { onDelete: 'cascade' }),
    /** The first day of the month, `YYYY-MM-01`. */
    month: date('month', { mode: 'string' }).notNull(),
    auctionsCount: integer('auctions_count').notNull(),
    volumeKopecks: bigint('volume_kopecks', { mode: 'number' }).notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (table) => [uniqueIndex('auction_plans_unique').on(table.customerId, table.routeWayId, table.month)],
);
