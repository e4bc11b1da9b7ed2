import type { RequiredDocuments } from '@portal/contract/proformas/proforma-documents';
import type { PriceSourceKind, ProformaLineKind } from '@portal/contract/proformas/proforma-lines';
import type { PenaltyEvidence } from '@portal/contract/proformas/proformas.schemas';
import type { VatRegime } from '@portal/contract/proformas/vat';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors, customers } from './companies';
import { files } from './files';
import { routes } from './freight';
import { users } from './users';

/**
 * Issue 23: proformas, the carrier's invoices to a customer for its closed flights of a period (DESIGN 12). Money
 * is whole kopecks. A deleted proforma stays as a row (its history with it) but answers 404 and frees its flights.
 */
export const proformas = pgTable(
  'proformas',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** The carrier's VAT regime when the draft was built: every line of one invoice is under one regime. */
    vatRegime: varchar('vat_regime', { length: 8 }).$type<VatRegime>().notNull().default('general'),
    comment: text('comment'),
    /** Given at the first send: the year of sending and the carrier's count within it; null in a draft. */
    numberYear: integer('number_year'),
    numberSeq: integer('number_seq'),
    /** Sends after a return: 0 at first, then .1, .2. */
    version: integer('version').notNull().default(0),
    returnComment: text('return_comment'),
    updFileId: integer('upd_file_id').references(() => files.id, { onDelete: 'set null' }),
    actFileId: integer('act_file_id').references(() => files.id, { onDelete: 'set null' }),
    invoiceFileId: integer('invoice_file_id').references(() => files.id, { onDelete: 'set null' }),
    sentOn: timestamp('sent_on', { withTimezone: true }),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }),
    /** The acceptance day in Moscow plus the customer's payment term. */
    dueDate: date('due_date', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentNumber: varchar('payment_number', { length: 50 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('proformas_contractor_idx').on(table.contractorId, table.status),
    index('proformas_customer_idx').on(table.customerId, table.status),
    uniqueIndex('proformas_number_uq')
      .on(table.contractorId, table.numberYear, table.numberSeq)
      .where(sql`${table.numberSeq} is not null`),
  ],
);

/**
 * A proforma's lines. A flight line snapshots the flight's price, rate and source at build time. `isDeleted`
 * mirrors the proforma's deletion so the partial unique index lets a flight stand on at most one live proforma.
 */
export const proformaLines = pgTable(
  'proforma_lines',
  {
    id: serial('id').primaryKey(),
    proformaId: integer('proforma_id')
      .notNull()
      .references(() => proformas.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<ProformaLineKind>().notNull(),
    routeId: integer('route_id').references(() => routes.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    summKopecks: bigint('summ_kopecks', { mode: 'number' }).notNull(),
    vatRate: smallint('vat_rate').notNull(),
    vatKopecks: bigint('vat_kopecks', { mode: 'number' }).notNull(),
    sourceKind: varchar('source_kind', { length: 8 }).$type<PriceSourceKind>(),
    sourceId: integer('source_id'),
    sourceNumber: varchar('source_number', { length: 32 }),
    sourceLot: varchar('source_lot', { length: 255 }),
    bidHash: varchar('bid_hash', { length: 64 }),
    comment: text('comment'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    evidence: jsonb('evidence').$type<PenaltyEvidence>(),
    returnReason: text('return_reason'),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (table) => [
    index('proforma_lines_proforma_idx').on(table.proformaId),
    uniqueIndex('proforma_lines_flight_uq')
      .on(table.routeId)
      .where(sql`${table.kind} = 'flight' and not ${table.isDeleted}`),
  ],
);

/** Every transition: who, when, from, to, with the comment (a return's). */
export const proformaHistory = pgTable(
  'proforma_history',
  {
    id: serial('id').primaryKey(),
    proformaId: integer('proforma_id')
      .notNull()
      .references(() => proformas.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    comment: text('comment'),
  },
  (table) => [index('proforma_history_proforma_idx').on(table.proformaId)],
);

/** A customer's proforma settings; absent means the defaults of the contract. */
export const proformaSettings = pgTable('proforma_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  paymentTermDays: integer('payment_term_days').notNull(),
  penaltyEnabled: boolean('penalty_enabled').notNull(),
  penaltyPerHourKopecks: bigint('penalty_per_hour_kopecks', { mode: 'number' }).notNull(),
  penaltyGraceMinutes: integer('penalty_grace_minutes').notNull(),
  penaltyCapPercent: integer('penalty_cap_percent').notNull(),
  requiredDocuments: varchar('required_documents', { length: 16 }).$type<RequiredDocuments>().notNull(),
});
