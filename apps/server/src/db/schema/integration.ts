import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const sqlPending = sql`status = 'pending'`;

/**
 * Issue 26 / DESIGN 12: the outbox. One row per company that may see a change, written in the change's own
 * transaction; `seq` is that company's gapless counter (taken from `event_counters` under its row lock, so seqs are
 * handed out in commit order and a rolled-back change leaves no gap).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    ownerType: varchar('owner_type', { length: 16 }).$type<'customer' | 'contractor'>().notNull(),
    ownerId: integer('owner_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: integer('entity_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [uniqueIndex('events_owner_seq_unique').on(table.ownerType, table.ownerId, table.seq)],
);

export const eventCounters = pgTable(
  'event_counters',
  {
    ownerType: varchar('owner_type', { length: 16 }).$type<'customer' | 'contractor'>().notNull(),
    ownerId: integer('owner_id').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerType, table.ownerId] })],
);

export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    ownerType: varchar('owner_type', { length: 16 }).$type<'customer' | 'contractor'>().notNull(),
    ownerId: integer('owner_id').notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    /** Event type names, or ['*'] for every type the company receives. */
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    disabledReason: varchar('disabled_reason', { length: 255 }),
    secret: varchar('secret', { length: 64 }).notNull(),
    /** The secret before the last rotation: still signs, as a second signature, until `previousSecretUntil`. */
    previousSecret: varchar('previous_secret', { length: 64 }),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** The company's last event seq this endpoint has been given deliveries for (set to the counter at creation). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhooks_owner_idx').on(table.ownerType, table.ownerId)],
);

/** One row per attempt (DESIGN 12); the pending row of an event is its next attempt, due at `nextAttemptAt`. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The event's id (`webhook-id`, the same on every retry); a test delivery has its own id and no feed row. */
    eventId: uuid('event_id').notNull(),
    eventType: varchar('event_type', { length: 64 }).notNull(),
    /** The body sent: the event as the feed answers it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempt: integer('attempt').notNull(),
    status: varchar('status', { length: 16 }).$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    responseStatus: integer('response_status'),
    at: timestamp('at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sqlPending),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.id),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    ownerType: varchar('owner_type', { length: 16 }).$type<'customer' | 'contractor'>().notNull(),
    ownerId: integer('owner_id').notNull(),
    /** The company's integration user: the key acts, and is audited, as it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    scope: varchar('scope', { length: 8 }).$type<'read' | 'write'>().notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    /** SHA-256 of the key, hex: the key itself is never stored. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_hash_unique').on(table.keyHash),
    index('api_keys_owner_idx').on(table.ownerType, table.ownerId),
  ],
);

/** A POST's first answer kept for 24 hours under its Idempotency-Key (scope: the company and the credential). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    ownerType: varchar('owner_type', { length: 16 }).$type<'customer' | 'contractor'>().notNull(),
    ownerId: integer('owner_id').notNull(),
    /** `user:<id>` or `key:<id>`. */
    credential: varchar('credential', { length: 32 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of the method, the path and the JSON body. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 8 }).$type<'running' | 'done'>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseContentType: varchar('response_content_type', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_unique').on(table.ownerType, table.ownerId, table.credential, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
