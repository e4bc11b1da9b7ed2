import { integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    ownerType: varchar('owner_type', { length: 16 }).$type<'customer' | 'contractor'>().notNull(),
    ownerId: integer('owner_id').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('files_guid_unique').on(table.guid)],
);
