import type { VatRegime } from '@portal/contract/proformas/vat';
import { boolean, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  inn: varchar('inn', { length: 12 }).notNull(),
  kpp: varchar('kpp', { length: 9 }),
  ...timestamps,
});

export const contractors = pgTable('contractors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  inn: varchar('inn', { length: 12 }).notNull().unique(),
  kpp: varchar('kpp', { length: 9 }),
  ogrn: varchar('ogrn', { length: 15 }),
  // DESIGN 8: 0 new, 2 sent for verification, 1 verified, 3 rejected; `active` mirrors "verified".
  status: smallint('status').notNull().default(0),
  active: boolean('active').notNull().default(false),
  rejectionReason: text('rejection_reason'),
  contactPerson: varchar('contact_person', { length: 255 }),
  email: varchar('email', { length: 180 }),
  phone: varchar('phone', { length: 32 }),
  legalAddress: varchar('legal_address', { length: 500 }),
  postalAddress: varchar('postal_address', { length: 500 }),
  bankName: varchar('bank_name', { length: 255 }),
  bik: varchar('bik', { length: 9 }),
  bankAccount: varchar('bank_account', { length: 20 }),
  correspondentAccount: varchar('correspondent_account', { length: 20 }),
  // DESIGN 12 «VAT»: general, usn5, usn7 or none; the rate of a proforma line follows it.
  vatRegime: varchar('vat_regime', { length: 8 }).$type<VatRegime>().notNull().default('general'),
  createdBy: integer('created_by'),
  ...timestamps,
});
