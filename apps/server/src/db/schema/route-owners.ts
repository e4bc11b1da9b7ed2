import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors, customers } from './companies';
import { users } from './users';

/**
 * A route owner is a group of responsible managers (DESIGN 8), shown on the manager groups screen (/customer/stl);
 * its agent is the responsible user.
 */
export const routeOwners = pgTable(
  'route_owners',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('route_owners_customer_idx').on(table.customerId)],
);

/** The route owners a customer user handles (customer-users route-owners PATCH). */
export const customerUserRouteOwners = pgTable(
  'customer_user_route_owners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    routeOwnerId: integer('route_owner_id')
      .notNull()
      .references(() => routeOwners.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.routeOwnerId] })],
);

/** The carriers a customer user handles (customer-users contractors PATCH). */
export const customerUserContractors = pgTable(
  'customer_user_contractors',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.contractorId] })],
);
