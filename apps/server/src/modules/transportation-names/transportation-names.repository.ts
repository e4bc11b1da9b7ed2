import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { countRows, lockRecord } from '../../core/db/in-use';
import { containsPattern } from '../../core/db/paging';
import { routes, tenderRouteTemplates, transportationNames } from '../../db/schema/index';

export type TransportationNameRow = typeof transportationNames.$inferSelect;
export type TransportationNameValues = { name: string; color: string };

// Ownership lives in the query: another customer's record is simply not found.
const ofCustomer = (customerId: number, id?: number): SQL =>
  and(
    eq(transportationNames.customerId, customerId),
    id === undefined ? undefined : eq(transportationNames.id, id),
  )!;

export const findTransportationNames = async (
  db: Db,
  customerId: number,
  { name, page, limit }: { name?: string; page: number; limit: number },
): Promise<{ rows: TransportationNameRow[]; total: number }> => {
  const where = and(
    ofCustomer(customerId),
    name ? ilike(transportationNames.name, containsPattern(name)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(transportationNames)
      .where(where)
      .orderBy(asc(transportationNames.name), asc(transportationNames.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(transportationNames).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findTransportationName = async (
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<TransportationNameRow | null> => {
  const [row] = await db.select().from(transportationNames).where(ofCustomer(customerId, id));
  return row ?? null;
};

/** The name, locked until the transaction ends: a flight or lot being added with it is waited for. */
export const lockTransportationName = (tx: Tx, customerId: number, id: number): Promise<boolean> =>
  lockRecord(tx, transportationNames, ofCustomer(customerId, id));

/** Issue 21: the flights and tender lots that carry this kind of cargo. */
export const countTransportationNameUses = async (tx: Tx, id: number) => ({
  flights: await countRows(tx, routes, eq(routes.transportationId, id)),
  tenderLots: await countRows(tx, tenderRouteTemplates, eq(tenderRouteTemplates.transportationId, id)),
});

/** Whether the customer already has that name (case aside), other than `exceptId`. */
export const isTransportationNameTaken = async (
  tx: Tx,
  customerId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: transportationNames.id })
    .from(transportationNames)
    .where(
      and(
        ofCustomer(customerId),
        sql`lower(${transportationNames.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(transportationNames.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** The customer's names with their colours, other than `exceptId`. */
export const findOtherColors = (tx: Tx, customerId: number, exceptId?: number) =>
  tx
    .select({ name: transportationNames.name, color: transportationNames.color })
    .from(transportationNames)
    .where(
      and(ofCustomer(customerId), exceptId === undefined ? undefined : ne(transportationNames.id, exceptId)),
    );

export const insertTransportationName = async (
  tx: Tx,
  customerId: number,
  values: TransportationNameValues,
): Promise<TransportationNameRow> => {
  const [row] = await tx
    .insert(transportationNames)
    .values({ customerId, ...values })
    .returning();
  return row!;
};

export const updateTransportationNameRow = async (
  tx: Tx,
  customerId: number,
  id: number,
  values: TransportationNameValues,
): Promise<TransportationNameRow | null> => {
  const [row] = await tx
    .update(transportationNames)
    .set({ ...values, updatedAt: new Date() })
    .where(ofCustomer(customerId, id))
    .returning();
  return row ?? null;
};

export const deleteTransportationNameRow = async (
  tx: Tx,
  customerId: number,
  id: number,
): Promise<TransportationNameRow | null> => {
  const [row] = await tx.delete(transportationNames).where(ofCustomer(customerId, id)).returning();
  return row ?? null;
};
