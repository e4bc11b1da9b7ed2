import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors, customers } from './companies';

/**
 * A customer's contact person and requisites shown to carriers: with no contractor they are the customer's
 * default, with one they are what that carrier sees instead.
 */
export const contactRequisites = pgTable(
  'contact_requisites',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    contactPerson: varchar('contact_person', { length: 255 }).notNull(),
    position: varchar('position', { length: 255 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 180 }),
    legalName: varchar('legal_name', { length: 255 }).notNull(),
    inn: varchar('inn', { length: 12 }).notNull(),
    kpp: varchar('kpp', { length: 9 }),
    ogrn: varchar('ogrn', { length: 15 }),
    legalAddress: varchar('legal_address', { length: 500 }),
    postalAddress: varchar('postal_address', { length: 500 }),
    bankName: varchar('bank_name', { length: 255 }),
    bik: varchar('bik', { length: 9 }),
    bankAccount: varchar('bank_account', { length: 20 }),
    correspondentAccount: varchar('correspondent_account', { length: 20 }),
    comment: text('comment'),
    ...timestamps,
  },
  (table) => [index('contact_requisites_customer_idx').on(table.customerId, table.contractorId)],
);
