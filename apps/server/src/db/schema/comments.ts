import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * Issue 25: one thread per record (`entity` + `entityId`: route, auction, tender; proforma later). The author's
 * company is kept with the comment, so a user moving on leaves the thread as it was. A deleted comment stays with
 * its text removed and who deleted it when (DESIGN 12).
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 16 }).notNull(),
    entityId: integer('entity_id').notNull(),
    text: text('text'),
    fileId: integer('file_id').references(() => files.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    authorOwnerType: varchar('author_owner_type', { length: 16 }).notNull(),
    authorOwnerId: integer('author_owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('comments_thread_idx').on(table.entity, table.entityId, table.id),
    index('comments_file_idx').on(table.fileId),
  ],
);
