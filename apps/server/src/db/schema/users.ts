import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 180 }).notNull(),
    passwordHash: text('password_hash'),
    fullname: varchar('fullname', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    ownerType: varchar('owner_type', { length: 16 }).$type<'customer' | 'contractor'>().notNull(),
    ownerId: integer('owner_id').notNull(),
    roles: text('roles').array().$type<Array<'ROLE_USER' | 'ROLE_ADMIN' | 'ROLE_MANAGER'>>().notNull(),
    blocked: boolean('blocked').notNull().default(false),
    /** Issue 26: the company's integration user, whom API keys act as; never logs in, never in a list. */
    isIntegration: boolean('is_integration').notNull().default(false),
    /** Carried by every access token; raised when the account's rights change, which ends every token at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_unique').on(table.username),
    index('users_owner_idx').on(table.ownerType, table.ownerId),
  ],
);

/** A login: its refresh tokens form one rotating family and its access tokens carry its id (`sid`). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/** One-time tokens sent by mail: e-mail activation, invitation, password reset. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).$type<'activation' | 'invitation' | 'password-reset'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_tokens_hash_unique').on(table.tokenHash)],
);
