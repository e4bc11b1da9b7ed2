import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors, customers } from './companies';
import { files } from './files';
import { departments, routes, routeWays } from './freight';
import { users } from './users';

/** A carrier's driver: statuses 0 new, 1 on check, 2 verified, 3 cancelled (DESIGN 11). */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    fullname: varchar('fullname', { length: 255 }).notNull(),
    birthDate: date('birth_date').notNull(),
    passportType: smallint('passport_type').notNull(),
    passportSeries: varchar('passport_series', { length: 10 }).notNull(),
    passportNumber: varchar('passport_number', { length: 20 }).notNull(),
    passportIssuedBy: varchar('passport_issued_by', { length: 500 }).notNull(),
    passportIssueDate: date('passport_issue_date').notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    licenceNumber: varchar('licence_number', { length: 16 }).notNull(),
    licenceDate: date('licence_date').notNull(),
    licenceCategories: text('licence_categories').array().notNull(),
    routeKinds: text('route_kinds').array().notNull(),
    /** Uploaded files (files.guid): the photo, the passport and the licence scans. */
    photoFileGuid: uuid('photo_file_guid').references(() => files.guid, { onDelete: 'set null' }),
    passportScanFileGuid: uuid('passport_scan_file_guid').references(() => files.guid, {
      onDelete: 'set null',
    }),
    licenceScanFileGuid: uuid('licence_scan_file_guid').references(() => files.guid, {
      onDelete: 'set null',
    }),
    /** The reason of the last refusal or return by the customer's security. */
    reason: text('reason'),
    ...timestamps,
  },
  (table) => [index('drivers_contractor_idx').on(table.contractorId, table.id)],
);

/** A carrier's change of a verified driver, waiting for the customer: 0 new, 1 accepted, 2 declined. */
export const driverDrafts = pgTable(
  'driver_drafts',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    /** The driver's whole proposed body, as the contract's driver body outputs it. */
    values: jsonb('values').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The customer's reason for a decline, as the carrier was told it. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('driver_drafts_contractor_idx').on(table.contractorId, table.id),
    uniqueIndex('driver_drafts_open_uq').on(table.driverId).where(sql`${table.status} = 0`),
  ],
);

/** A carrier's truck or trailer: the same statuses as a driver. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    kind: varchar('kind', { length: 16 }).notNull(),
    modelId: smallint('model_id').notNull(),
    plateNumber: varchar('plate_number', { length: 20 }).notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    year: smallint('year').notNull(),
    bodyTypeId: smallint('body_type_id').notNull(),
    loadingTypeIds: integer('loading_type_ids').array().notNull(),
    ownership: varchar('ownership', { length: 16 }).notNull(),
    leaseDocument: varchar('lease_document', { length: 500 }),
    /** Uploaded files (files.guid): the registration certificate and the lease document scans. */
    registrationScanFileGuid: uuid('registration_scan_file_guid').references(() => files.guid, {
      onDelete: 'set null',
    }),
    leaseScanFileGuid: uuid('lease_scan_file_guid').references(() => files.guid, { onDelete: 'set null' }),
    reason: text('reason'),
    ...timestamps,
  },
  (table) => [
    index('vehicles_contractor_idx').on(table.contractorId, table.id),
    uniqueIndex('vehicles_contractor_plate_uq').on(table.contractorId, table.plateNumber),
  ],
);

export const containers = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 11 }).notNull(),
    containerTypeId: smallint('container_type_id').notNull(),
    /** Cubic metres. */
    volume: numeric('volume', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('containers_contractor_number_uq').on(table.contractorId, table.number)],
);

/** A power of attorney a carrier issues to its driver: 0 active, 1 cancelled. */
export const attorneys = pgTable(
  'attorneys',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    number: varchar('number', { length: 64 }).notNull(),
    date: date('date').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    signer: varchar('signer', { length: 255 }).notNull(),
    signerPosition: varchar('signer_position', { length: 255 }),
    issuerInn: varchar('issuer_inn', { length: 12 }).notNull(),
    issuerOgrn: varchar('issuer_ogrn', { length: 15 }),
    powers: text('powers').notNull(),
    scanFileGuid: uuid('scan_file_guid').references(() => files.guid, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('attorneys_contractor_idx').on(table.contractorId, table.id),
    index('attorneys_driver_idx').on(table.driverId),
  ],
);

/** PATCH express-drivers-check: per customer and partner carrier; a missing row means off. */
export const expressDriverChecks = pgTable(
  'express_driver_checks',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.customerId, table.contractorId] })],
);

/** A customer's dimension (габарит, DESIGN 8): its volume range and the percentage of the price rule. */
export const dimensions = pgTable(
  'dimensions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    weight: numeric('weight', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    volume: numeric('volume', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    volumeFrom: numeric('volume_from', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    volumeTo: numeric('volume_to', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    percentage: numeric('percentage', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('dimensions_customer_idx').on(table.customerId, table.id),
    uniqueIndex('dimensions_customer_default_uq').on(table.customerId).where(sql`${table.isDefault}`),
  ],
);

/** A route way's default dimension; its optional ones are the options below (one record per route way). */
export const routeWayDimensions = pgTable(
  'route_way_dimensions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    routeWayId: integer('route_way_id')
      .notNull()
      .references(() => routeWays.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => dimensions.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('route_way_dimensions_route_way_uq').on(table.routeWayId),
    index('route_way_dimensions_customer_idx').on(table.customerId, table.id),
  ],
);

/** An optional dimension of a route way, for any pair or for one first and last department pair, in order. */
export const routeWayDimensionOptions = pgTable(
  'route_way_dimension_options',
  {
    routeWayDimensionId: integer('route_way_dimension_id')
      .notNull()
      .references(() => routeWayDimensions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => dimensions.id),
    firstDepartmentId: integer('first_department_id').references(() => departments.id),
    lastDepartmentId: integer('last_department_id').references(() => departments.id),
  },
  (table) => [
    primaryKey({ columns: [table.routeWayDimensionId, table.position] }),
    index('route_way_dimension_options_dimension_idx').on(table.dimensionId),
  ],
);

/** The containers a route carries (a truck takes at most one, a trailer at most two). */
export const routeContainers = pgTable(
  'route_containers',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.routeId, table.containerId] }),
    index('route_containers_container_idx').on(table.containerId),
  ],
);
