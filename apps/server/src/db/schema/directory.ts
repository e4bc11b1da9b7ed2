import { pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The operator group's staff directory (GET adusers). In embedded mode it is this table, seeded with staff;
 * an LDAP/AD source can replace it behind the same lookup.
 */
export const directoryUsers = pgTable(
  'directory_users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 180 }).notNull(),
    fullname: varchar('fullname', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    department: varchar('department', { length: 255 }),
    position: varchar('position', { length: 255 }),
  },
  (table) => [uniqueIndex('directory_users_username_unique').on(table.username)],
);
