import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contractorLists, contractors } from '../../db/schema/index';
import type { Db, Tx } from '../db/database';
import { findPageOf } from '../db/paging';

type ProcurementTable = PgTable & {
  id: PgColumn;
  customerId: PgColumn;
  status: PgColumn;
  updatedAt: PgColumn;
};
type ParticipantTable = PgTable & { contractorId: PgColumn };
type Page = { page: number; limit: number };

/**
 * The rows an auction and a tender keep alike (issue 23: one piece instead of a copy per procurement): the
 * procurement's own row, found through its customer (ownership lives in the query), its invited carriers, and the
 * carrier's page of those it is invited to. `procurementOf` is the participants' column naming the procurement;
 * `participant` builds a participants' row.
 */
export const procurementRows = <T extends ProcurementTable, P extends ParticipantTable>(
  table: T,
  participants: P,
  procurementOf: PgColumn,
  participant: (procurementId: number, contractorId: number) => P['$inferInsert'],
) => {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  // Drizzle's builders do not follow a generic table's columns; the rows are this table's by construction.
  const rows = table as PgTable;
  const one = async (query: PromiseLike<unknown[]>) => ((await query)[0] as Row | undefined) ?? null;

  return {
    /** Another customer's row is simply not found. */
    findOwn: (db: Db | Tx, customerId: number, id: number, lock = false) => {
      const query = db
        .select()
        .from(rows)
        .where(and(eq(table.id, id), eq(table.customerId, customerId)));
      return one(lock ? query.for('update') : query);
    },

    findById: (db: Db | Tx, id: number, lock = false) => {
      const query = db.select().from(rows).where(eq(table.id, id));
      return one(lock ? query.for('update') : query);
    },

    insert: async (tx: Tx, values: NewRow): Promise<number> => {
      const [row] = await tx
        .insert(rows)
        .values(values as PgTable['$inferInsert'])
        .returning({ id: table.id });
      return row!.id as number;
    },

    update: async (tx: Tx, id: number, values: Partial<NewRow>) => {
      await tx
        .update(rows)
        .set({ ...values, updatedAt: new Date() } as Partial<PgTable['$inferInsert']>)
        .where(eq(table.id, id));
    },

    remove: async (tx: Tx, id: number) => {
      await tx.delete(rows).where(eq(table.id, id));
    },

    replaceParticipants: async (tx: Tx, id: number, contractorIds: number[]) => {
      await tx.delete(participants).where(eq(procurementOf, id));
      if (contractorIds.length)
        await tx
          .insert(participants)
          .values(contractorIds.map((contractorId) => participant(id, contractorId)));
    },

    /** The invited carriers of these procurements, by name. */
    findParticipants: async (db: Db | Tx, ids: number[]) => {
      if (ids.length === 0) return [];
      return db
        .select({ procurementId: sql<number>`${procurementOf}`, id: contractors.id, name: contractors.name })
        .from(participants as PgTable)
        .innerJoin(contractors, eq(contractors.id, participants.contractorId))
        .where(inArray(procurementOf, ids))
        .orderBy(asc(contractors.name), asc(contractors.id));
    },

    /** The carrier's page: those it is invited to, never drafts (status 0), which no carrier sees. */
    findCarrierPage: (db: Db | Tx, contractorId: number, conditions: SQL[], page: Page) =>
      findPageOf(
        db,
        table,
        [
          sql`exists (select 1 from ${participants} where ${procurementOf} = ${table.id} and ${participants.contractorId} = ${contractorId})`,
          sql`${table.status} <> 0`,
          ...conditions,
        ],
        page,
      ),

    /** Claims one due row for this process: a row another process holds is skipped, not waited for. */
    claimDue: (tx: Tx, condition: SQL) =>
      one(
        tx
          .select()
          .from(rows)
          .where(condition)
          .orderBy(asc(table.id))
          .limit(1)
          .for('update', { skipLocked: true }),
      ),
  };
};

/** The names of the contractor lists a procurement was opened to. */
export const findListRefs = async (db: Db | Tx, listIds: number[]) => {
  if (listIds.length === 0) return [];
  return db
    .select({ id: contractorLists.id, name: contractorLists.name })
    .from(contractorLists)
    .where(inArray(contractorLists.id, listIds));
};
