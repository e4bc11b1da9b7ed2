import type { ContactRequisitesValues } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { and, asc, count, eq, ilike, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { contactRequisites, contractorPartners, contractors, customers } from '../../db/schema/index';

const ownCard = alias(contactRequisites, 'own_card');

const selectCards = (db: Db | Tx) =>
  db
    .select({
      card: contactRequisites,
      customerName: customers.name,
      contractorName: contractors.name,
    })
    .from(contactRequisites)
    .innerJoin(customers, eq(customers.id, contactRequisites.customerId))
    .leftJoin(contractors, eq(contractors.id, contactRequisites.contractorId))
    .$dynamic();

export type ContactCardRow = Awaited<ReturnType<typeof selectCards>>[number];
export type CardValues = ContactRequisitesValues;

// Ownership lives in the query: another customer's card is simply not found.
const ofCustomer = (customerId: number) => eq(contactRequisites.customerId, customerId);
const ofContractor = (contractorId: number | null) =>
  contractorId === null
    ? isNull(contactRequisites.contractorId)
    : eq(contactRequisites.contractorId, contractorId);

export type CardFilter = { query?: string | undefined; contractorId?: number | undefined };

const whereOf = (customerId: number, { query, contractorId }: CardFilter): SQL => {
  const pattern = query ? containsPattern(query) : null;
  return and(
    ofCustomer(customerId),
    contractorId === undefined ? undefined : ofContractor(contractorId),
    pattern
      ? or(
          ilike(contactRequisites.contactPerson, pattern),
          ilike(contactRequisites.legalName, pattern),
          ilike(contractors.name, pattern),
        )
      : undefined,
  )!;
};

export const findCards = async (
  db: Db,
  customerId: number,
  filter: CardFilter,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ContactCardRow[]; total: number }> => {
  const where = whereOf(customerId, filter);
  const [rows, [totals]] = await Promise.all([
    selectCards(db)
      .where(where)
      // The card for every carrier first, then the carriers' own by name.
      .orderBy(
        sql`${contactRequisites.contractorId} is not null`,
        asc(contractors.name),
        asc(contactRequisites.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(contactRequisites)
      .leftJoin(contractors, eq(contractors.id, contactRequisites.contractorId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findCard = async (
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<ContactCardRow | null> => {
  const [row] = await selectCards(db).where(and(ofCustomer(customerId), eq(contactRequisites.id, id)));
  return row ?? null;
};

/** The customer's card for one carrier, or its default card when `contractorId` is null. */
export const findCardFor = async (
  db: Db | Tx,
  customerId: number,
  contractorId: number | null,
): Promise<ContactCardRow | null> => {
  const [row] = await selectCards(db).where(and(ofCustomer(customerId), ofContractor(contractorId)));
  return row ?? null;
};

/**
 * Held until the transaction ends, so two requests cannot both find no card for a carrier and both add one
 * (the table has no unique key over a nullable carrier).
 */
export const lockCustomerCards = async (tx: Tx, customerId: number) => {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
};

export const insertCard = async (
  tx: Tx,
  values: CardValues & { customerId: number; contractorId: number | null },
): Promise<number> => {
  const [row] = await tx.insert(contactRequisites).values(values).returning({ id: contactRequisites.id });
  return row!.id;
};

export const updateCard = async (tx: Tx, customerId: number, id: number, values: CardValues) => {
  await tx
    .update(contactRequisites)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofCustomer(customerId), eq(contactRequisites.id, id)));
};

export const deleteCard = async (tx: Tx, customerId: number, id: number): Promise<boolean> => {
  const rows = await tx
    .delete(contactRequisites)
    .where(and(ofCustomer(customerId), eq(contactRequisites.id, id)))
    .returning({ id: contactRequisites.id });
  return rows.length === 1;
};

/** The carrier, when it is on the customer's partner list (accredited or blocked). */
export const findPartner = async (db: Db | Tx, customerId: number, contractorId: number) => {
  const [row] = await db
    .select({ id: contractors.id, name: contractors.name })
    .from(contractorPartners)
    .innerJoin(contractors, eq(contractors.id, contractorPartners.contractorId))
    .where(
      and(eq(contractorPartners.customerId, customerId), eq(contractorPartners.contractorId, contractorId)),
    );
  return row ?? null;
};

/**
 * The cards a carrier sees: of each customer it is a partner of, the card made for it, else that customer's
 * default card.
 */
const seenBy = (db: Db, contractorId: number): SQL =>
  or(
    eq(contactRequisites.contractorId, contractorId),
    and(
      isNull(contactRequisites.contractorId),
      notExists(
        db
          .select({ id: ownCard.id })
          .from(ownCard)
          .where(
            and(eq(ownCard.customerId, contactRequisites.customerId), eq(ownCard.contractorId, contractorId)),
          ),
      ),
    ),
  )!;

const selectSeenCards = (db: Db, contractorId: number) =>
  selectCards(db).innerJoin(
    contractorPartners,
    and(
      eq(contractorPartners.customerId, contactRequisites.customerId),
      eq(contractorPartners.contractorId, contractorId),
    ),
  );

export const findCardsSeenBy = async (db: Db, contractorId: number): Promise<ContactCardRow[]> =>
  selectSeenCards(db, contractorId)
    .where(seenBy(db, contractorId))
    .orderBy(asc(customers.name), asc(contactRequisites.id));

export const findCardSeenBy = async (
  db: Db,
  contractorId: number,
  customerId: number,
  id: number,
): Promise<ContactCardRow | null> => {
  const [row] = await selectSeenCards(db, contractorId).where(
    and(seenBy(db, contractorId), ofCustomer(customerId), eq(contactRequisites.id, id)),
  );
  return row ?? null;
};
