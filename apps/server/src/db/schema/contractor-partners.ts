import { integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors, customers } from './companies';

/** A customer's own partner carriers (DESIGN 8): 1 accredited, 3 blocked, with the reason of the last change. */
export const contractorPartners = pgTable(
  'contractor_partners',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    reason: text('reason'),
    ...timestamps,
  },
  (table) => [uniqueIndex('contractor_partners_unique').on(table.customerId, table.contractorId)],
);
