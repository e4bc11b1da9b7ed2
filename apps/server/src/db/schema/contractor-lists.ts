import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors, customers } from './companies';
import { users } from './users';

/** A customer's named list of partner carriers, invited together to an auction or a tender. */
export const contractorLists = pgTable(
  'contractor_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('contractor_lists_customer_idx').on(table.customerId)],
);

export const contractorListMembers = pgTable(
  'contractor_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => contractorLists.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.listId, table.contractorId] })],
);
