import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { countRows, lockRecord } from '../../core/db/in-use';
import { containsPattern } from '../../core/db/paging';
import {
  auctions,
  contractorListMembers,
  contractorLists,
  contractorPartners,
  contractors,
  tenders,
  users,
} from '../../db/schema/index';

const membersCount = sql<number>`(select count(*)::int from ${contractorListMembers} where ${contractorListMembers.listId} = ${contractorLists.id})`;

const selectLists = (db: Db | Tx) =>
  db
    .select({
      list: contractorLists,
      membersCount,
      creatorId: users.id,
      creatorName: users.fullname,
    })
    .from(contractorLists)
    .leftJoin(users, eq(users.id, contractorLists.createdBy))
    .$dynamic();

export type ContractorListRow = Awaited<ReturnType<typeof selectLists>>[number];

export type ContractorListFilter = { name?: string | undefined; contractorId?: number | undefined };

// Ownership lives in the query: another customer's list is simply not found.
const whereOf = (customerId: number, { name, contractorId }: ContractorListFilter): SQL =>
  and(
    eq(contractorLists.customerId, customerId),
    name ? ilike(contractorLists.name, containsPattern(name)) : undefined,
    contractorId === undefined
      ? undefined
      : inArray(
          contractorLists.id,
          sql`(select ${contractorListMembers.listId} from ${contractorListMembers} where ${contractorListMembers.contractorId} = ${contractorId})`,
        ),
  )!;

export const findContractorLists = async (
  db: Db,
  customerId: number,
  filter: ContractorListFilter,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ContractorListRow[]; total: number }> => {
  const where = whereOf(customerId, filter);
  const [rows, [totals]] = await Promise.all([
    selectLists(db)
      .where(where)
      .orderBy(asc(contractorLists.name), asc(contractorLists.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(contractorLists).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findContractorList = async (
  db: Db | Tx,
  customerId: number,
  listId: number,
): Promise<ContractorListRow | null> => {
  const [row] = await selectLists(db).where(and(whereOf(customerId, {}), eq(contractorLists.id, listId)));
  return row ?? null;
};

/** Carriers with this customer's partner status of each (null when not a partner). */
const selectCarriers = (db: Db | Tx, customerId: number) =>
  db
    .select({
      id: contractors.id,
      name: contractors.name,
      inn: contractors.inn,
      active: contractors.active,
      verificationStatus: contractors.status,
      partnerStatus: contractorPartners.status,
    })
    .from(contractors)
    .leftJoin(
      contractorPartners,
      and(eq(contractorPartners.contractorId, contractors.id), eq(contractorPartners.customerId, customerId)),
    )
    .$dynamic();

export type CarrierRow = Awaited<ReturnType<typeof selectCarriers>>[number];

export const findListMembers = (db: Db | Tx, customerId: number, listId: number): Promise<CarrierRow[]> =>
  selectCarriers(db, customerId)
    .innerJoin(contractorListMembers, eq(contractorListMembers.contractorId, contractors.id))
    .where(eq(contractorListMembers.listId, listId))
    .orderBy(asc(contractors.name), asc(contractors.id));

export const findCarriers = (db: Db | Tx, customerId: number, ids: number[]): Promise<CarrierRow[]> =>
  selectCarriers(db, customerId).where(inArray(contractors.id, ids));

export const findListMemberIds = async (db: Db | Tx, listId: number): Promise<number[]> => {
  const rows = await db
    .select({ contractorId: contractorListMembers.contractorId })
    .from(contractorListMembers)
    .where(eq(contractorListMembers.listId, listId));
  return rows.map((row) => row.contractorId);
};

/** Names are unique per customer regardless of letter case. */
export const isListNameTaken = async (
  db: Db | Tx,
  customerId: number,
  name: string,
  exceptListId?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: contractorLists.id })
    .from(contractorLists)
    .where(
      and(
        eq(contractorLists.customerId, customerId),
        sql`lower(${contractorLists.name}) = lower(${name})`,
        exceptListId === undefined ? undefined : ne(contractorLists.id, exceptListId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const insertContractorList = async (
  tx: Tx,
  values: { customerId: number; name: string; createdBy: number },
): Promise<number> => {
  const [row] = await tx.insert(contractorLists).values(values).returning({ id: contractorLists.id });
  return row!.id;
};

/** Answers false when the list is gone (deleted meanwhile). */
export const renameContractorList = async (
  tx: Tx,
  customerId: number,
  listId: number,
  name: string,
): Promise<boolean> => {
  const rows = await tx
    .update(contractorLists)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(contractorLists.customerId, customerId), eq(contractorLists.id, listId)))
    .returning({ id: contractorLists.id });
  return rows.length === 1;
};

export const replaceListMembers = async (tx: Tx, listId: number, contractorIds: number[]): Promise<void> => {
  await tx.delete(contractorListMembers).where(eq(contractorListMembers.listId, listId));
  if (contractorIds.length) {
    await tx
      .insert(contractorListMembers)
      .values(contractorIds.map((contractorId) => ({ listId, contractorId })));
  }
};

/** The list, locked until the transaction ends: an auction or tender being made from it is waited for. */
export const lockContractorList = (tx: Tx, customerId: number, listId: number): Promise<boolean> =>
  lockRecord(
    tx,
    contractorLists,
    and(eq(contractorLists.customerId, customerId), eq(contractorLists.id, listId))!,
  );

/** Issue 21: the auctions and tenders whose participants were taken from the list. */
export const countContractorListUses = async (tx: Tx, listId: number) => ({
  auctions: await countRows(tx, auctions, eq(auctions.contractorListId, listId)),
  tenders: await countRows(tx, tenders, eq(tenders.contractorListId, listId)),
});

/** Deletes the list and, by cascade, its members; answers false when there was no such list. */
export const deleteContractorListRow = async (
  tx: Tx,
  customerId: number,
  listId: number,
): Promise<boolean> => {
  const rows = await tx
    .delete(contractorLists)
    .where(and(eq(contractorLists.customerId, customerId), eq(contractorLists.id, listId)))
    .returning({ id: contractorLists.id });
  return rows.length === 1;
};
