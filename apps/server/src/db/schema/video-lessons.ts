import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { files } from './files';
import { users } from './users';

/** SPEC 3: a lesson's preview and video are documents holding a file. */
export const videoLessonDocuments = pgTable(
  'video_lesson_documents',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The file-read rule looks lessons up by file.
  (table) => [index('video_lesson_documents_file_idx').on(table.fileId)],
);

// Platform-wide: any customer admin manages every lesson, so there is no owner column.
export const videoLessons = pgTable(
  'video_lessons',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    // SPEC 9: sortPosition 50 and published true by default.
    sortPosition: integer('sort_position').notNull().default(50),
    previewDocumentId: integer('preview_document_id')
      .notNull()
      .references(() => videoLessonDocuments.id),
    videoDocumentId: integer('video_document_id')
      .notNull()
      .references(() => videoLessonDocuments.id),
    published: boolean('published').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('video_lessons_order_idx').on(table.sortPosition, table.name)],
);
