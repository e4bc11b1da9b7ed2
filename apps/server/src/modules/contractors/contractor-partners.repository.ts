import { CONTRACTOR_STATUS, type ContractorStatus } from '@portal/contract/companies/contractor-status';
import { PARTNER_STATUS, type PartnerStatus } from '@portal/contract/contractors/partner-status';
import type { ContractorSort } from '@portal/contract/contractors/partners.schemas';
import { DEFAULT_RATING_PERIOD } from '@portal/contract/rating/rating-periods';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern, startsWithPattern } from '../../core/db/paging';
import {
  contractorListMembers,
  contractorLists,
  contractorPartners,
  contractors,
  customers,
  ratings,
} from '../../db/schema/index';

export type PartnerRow = typeof contractorPartners.$inferSelect;

/** This customer's partner row of each carrier, or null: one customer never sees another's partner list. */
const partnerOfCustomer = (customerId: number): SQL =>
  and(eq(contractorPartners.contractorId, contractors.id), eq(contractorPartners.customerId, customerId))!;

/**
 * The carrier's current rating with this customer: the latest of the default period kind, as the carrier card and
 * «Лучшие перевозчики» show it (ratings_contractor_idx answers it per row).
 */
const currentRating = (customerId: number) =>
  sql<number | null>`(select ${ratings.rating} from ${ratings}
    where ${ratings.customerId} = ${customerId} and ${ratings.contractorId} = ${contractors.id}
      and ${ratings.periodId} = ${DEFAULT_RATING_PERIOD}
    order by ${ratings.dateFrom} desc limit 1)`;

const selectWithPartner = (db: Db | Tx, customerId: number) =>
  db
    .select({ contractor: contractors, partner: contractorPartners, rating: currentRating(customerId) })
    .from(contractors)
    .leftJoin(contractorPartners, partnerOfCustomer(customerId))
    .$dynamic();

export type ContractorWithPartner = Awaited<ReturnType<typeof selectWithPartner>>[number];

const nameOrInn = (text: string): SQL => {
  const pattern = containsPattern(text);
  return or(ilike(contractors.name, pattern), ilike(contractors.inn, pattern))!;
};

/** `partners`: the customer's partners in any verification state; `verified`: every verified carrier. */
export type ContractorScope = 'partners' | 'verified';

export type ContractorFilter = {
  query?: string | undefined;
  name?: string | undefined;
  inn?: string | undefined;
  status?: PartnerStatus | undefined;
  verificationStatus?: ContractorStatus | undefined;
};

const whereOf = (scope: ContractorScope, filter: ContractorFilter): SQL | undefined =>
  and(
    scope === 'partners' ? isNotNull(contractorPartners.id) : eq(contractors.active, true),
    filter.query ? nameOrInn(filter.query) : undefined,
    filter.name ? ilike(contractors.name, containsPattern(filter.name)) : undefined,
    filter.inn ? ilike(contractors.inn, containsPattern(filter.inn)) : undefined,
    filter.status === undefined ? undefined : eq(contractorPartners.status, filter.status),
    filter.verificationStatus === undefined ? undefined : eq(contractors.status, filter.verificationStatus),
  );

export const findCustomerContractors = async (
  db: Db,
  customerId: number,
  scope: ContractorScope,
  filter: ContractorFilter,
  { page, limit, sort = 'name' }: { page: number; limit: number; sort?: ContractorSort | undefined },
): Promise<{ rows: ContractorWithPartner[]; total: number }> => {
  const where = whereOf(scope, filter);
  const byName = [asc(contractors.name), asc(contractors.id)];
  const [rows, [totals]] = await Promise.all([
    selectWithPartner(db, customerId)
      .where(where)
      .orderBy(
        ...(sort === 'rating' ? [sql`${currentRating(customerId)} desc nulls last`, ...byName] : byName),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(contractors)
      .leftJoin(contractorPartners, partnerOfCustomer(customerId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

/** The carrier with this customer's partner row (null when not a partner); null when there is no such carrier. */
export const findContractorWithPartner = async (
  db: Db | Tx,
  customerId: number,
  contractorId: number,
): Promise<ContractorWithPartner | null> => {
  const [row] = await selectWithPartner(db, customerId).where(eq(contractors.id, contractorId));
  return row ?? null;
};

// A customer sees the carriers verified or waiting for verification, and its own partners in any state.
const visibleToCustomer: SQL = or(
  inArray(contractors.status, [CONTRACTOR_STATUS.verified, CONTRACTOR_STATUS.sentForVerification]),
  isNotNull(contractorPartners.id),
)!;

export const findVisibleContractor = async (
  db: Db,
  customerId: number,
  contractorId: number,
): Promise<ContractorWithPartner | null> => {
  const [row] = await selectWithPartner(db, customerId).where(
    and(eq(contractors.id, contractorId), visibleToCustomer),
  );
  return row ?? null;
};

/**
 * The lookup: carriers the customer sees (or only its accredited verified partners), by name or INN with
 * prefix matches first, or by id.
 */
export const findContractorOptions = (
  db: Db,
  customerId: number,
  {
    query,
    id,
    partner,
  }: { query?: string | undefined; id?: number[] | undefined; partner: 'any' | 'accredited' },
  limit: number,
): Promise<ContractorWithPartner[]> => {
  const prefix = query ? startsWithPattern(query) : null;
  return selectWithPartner(db, customerId)
    .where(
      and(
        partner === 'accredited'
          ? and(eq(contractorPartners.status, PARTNER_STATUS.accredited), eq(contractors.active, true))
          : visibleToCustomer,
        id ? inArray(contractors.id, id) : undefined,
        query ? nameOrInn(query) : undefined,
      ),
    )
    .orderBy(
      ...(prefix
        ? [desc(sql`(${contractors.name} ilike ${prefix} or ${contractors.inn} ilike ${prefix})`)]
        : []),
      asc(contractors.name),
      asc(contractors.id),
    )
    .limit(limit);
};

/** Answers null when the carrier is already a partner (a concurrent add included). */
export const insertPartner = async (
  tx: Tx,
  values: { customerId: number; contractorId: number; status: PartnerStatus },
): Promise<PartnerRow | null> => {
  const [row] = await tx.insert(contractorPartners).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const deletePartner = async (
  tx: Tx,
  customerId: number,
  contractorId: number,
): Promise<PartnerRow | null> => {
  const [row] = await tx
    .delete(contractorPartners)
    .where(
      and(eq(contractorPartners.customerId, customerId), eq(contractorPartners.contractorId, contractorId)),
    )
    .returning();
  return row ?? null;
};

/** Takes the carrier out of every contractor list of this customer; answers how many lists it left. */
export const removeFromCustomerLists = async (
  tx: Tx,
  customerId: number,
  contractorId: number,
): Promise<number> => {
  const customerLists = tx
    .select({ id: contractorLists.id })
    .from(contractorLists)
    .where(eq(contractorLists.customerId, customerId));
  const rows = await tx
    .delete(contractorListMembers)
    .where(
      and(
        eq(contractorListMembers.contractorId, contractorId),
        inArray(contractorListMembers.listId, customerLists),
      ),
    )
    .returning({ listId: contractorListMembers.listId });
  return rows.length;
};

/** Changes the status only from the expected one, so two concurrent changes cannot both succeed. */
export const updatePartnerStatus = async (
  tx: Tx,
  partner: PartnerRow,
  values: { status: PartnerStatus; reason: string | null },
): Promise<boolean> => {
  const rows = await tx
    .update(contractorPartners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contractorPartners.id, partner.id), eq(contractorPartners.status, partner.status)))
    .returning({ id: contractorPartners.id });
  return rows.length === 1;
};

export const findCustomerName = async (db: Db, customerId: number): Promise<string> => {
  const [row] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return row?.name ?? '';
};

const selectPartnerCustomers = (db: Db) =>
  db
    .select({
      id: customers.id,
      name: customers.name,
      inn: customers.inn,
      partnerStatus: contractorPartners.status,
      since: contractorPartners.createdAt,
    })
    .from(contractorPartners)
    .innerJoin(customers, eq(customers.id, contractorPartners.customerId))
    .$dynamic();

export type PartnerCustomerRow = Awaited<ReturnType<typeof selectPartnerCustomers>>[number];

export type PartnerCustomerFilter = { query?: string | undefined; status?: PartnerStatus | undefined };

const partnerCustomersWhere = (contractorId: number, filter: PartnerCustomerFilter): SQL | undefined => {
  const pattern = filter.query ? containsPattern(filter.query) : null;
  return and(
    eq(contractorPartners.contractorId, contractorId),
    pattern ? or(ilike(customers.name, pattern), ilike(customers.inn, pattern)) : undefined,
    filter.status === undefined ? undefined : eq(contractorPartners.status, filter.status),
  );
};

/** Every customer the carrier is a partner of (customers are the operator group's few legal entities). */
export const findAllPartnerCustomers = (db: Db, contractorId: number): Promise<PartnerCustomerRow[]> =>
  selectPartnerCustomers(db)
    .where(partnerCustomersWhere(contractorId, {}))
    .orderBy(asc(customers.name), asc(customers.id));

export const findPartnerCustomers = async (
  db: Db,
  contractorId: number,
  filter: PartnerCustomerFilter,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: PartnerCustomerRow[]; total: number }> => {
  const where = partnerCustomersWhere(contractorId, filter);
  const [rows, [totals]] = await Promise.all([
    selectPartnerCustomers(db)
      .where(where)
      .orderBy(asc(customers.name), asc(customers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(contractorPartners)
      .innerJoin(customers, eq(customers.id, contractorPartners.customerId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

/** Whether the carrier is the customer's partner, accredited or blocked (DESIGN 8). */
export const isPartnerCarrier = async (db: Db | Tx, customerId: number, contractorId: number) => {
  const [row] = await db
    .select({ id: contractorPartners.id })
    .from(contractorPartners)
    .where(
      and(eq(contractorPartners.customerId, customerId), eq(contractorPartners.contractorId, contractorId)),
    );
  return row !== undefined;
};
