import { boolean, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { contractors } from './companies';
import { files } from './files';

/** The kinds of documents a carrier uploads to be verified (a reference list). */
export const validationDocuments = pgTable('validation_documents', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description').notNull().default(''),
  required: boolean('required').notNull().default(true),
  sortPosition: smallint('sort_position').notNull().default(50),
});

export const contractorValidationDocuments = pgTable('contractor_validation_documents', {
  id: serial('id').primaryKey(),
  contractorId: integer('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  validationDocumentId: integer('validation_document_id')
    .notNull()
    .references(() => validationDocuments.id),
  fileId: integer('file_id')
    .notNull()
    .references(() => files.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
