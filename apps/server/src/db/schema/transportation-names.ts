import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './companies';

/** The kinds of cargo a customer's routes carry, each with the colour it is shown in. */
export const transportationNames = pgTable(
  'transportation_names',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#1677ff'),
    ...timestamps,
  },
  (table) => [index('transportation_names_customer_idx').on(table.customerId)],
);
