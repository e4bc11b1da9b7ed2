import { date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Issue 24 / DESIGN 12 «Analytics»: daily counts only, per company (side and id), role and route id; `action` is ''
 * for page views (a unique key wants no nulls). No user id, no record id, no URL, no free text: nothing here names a
 * person. Rows older than 13 months are deleted by the periodic work.
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    ownerType: varchar('owner_type', { length: 16 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    role: varchar('role', { length: 32 }).notNull(),
    routeId: varchar('route_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 16 }).notNull(),
    action: varchar('action', { length: 32 }).notNull().default(''),
    count: integer('count').notNull(),
  },
  (table) => [
    uniqueIndex('analytics_daily_counts_key').on(
      table.day,
      table.ownerType,
      table.ownerId,
      table.role,
      table.routeId,
      table.name,
      table.action,
    ),
    // A company's period (the admins' screen) and the retention's delete by day.
    index('analytics_daily_counts_owner_idx').on(table.ownerType, table.ownerId, table.day),
  ],
);
