import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './companies';
import { files } from './files';

/** The samples a customer offers carriers (contract template, power of attorney, requisites form). */
export const exampleDocuments = pgTable(
  'example_documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('example_documents_customer_idx').on(table.customerId, table.position),
    index('example_documents_file_idx').on(table.fileId),
  ],
);
