import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { customers, exampleDocuments, files } from '../../db/schema/index';

export const findCustomerDocuments = (db: Db | Tx, customerId: number) =>
  db
    .select({ document: exampleDocuments, file: files })
    .from(exampleDocuments)
    .innerJoin(files, eq(files.id, exampleDocuments.fileId))
    .where(eq(exampleDocuments.customerId, customerId))
    .orderBy(asc(exampleDocuments.position), asc(exampleDocuments.id));

export type ExampleDocumentRow = Awaited<ReturnType<typeof findCustomerDocuments>>[number];

/** Every customer's samples, grouped by the caller: customers by name, each set in its order. */
export const findAllDocuments = (db: Db) =>
  db
    .select({ customer: { id: customers.id, name: customers.name }, document: exampleDocuments, file: files })
    .from(exampleDocuments)
    .innerJoin(customers, eq(customers.id, exampleDocuments.customerId))
    .innerJoin(files, eq(files.id, exampleDocuments.fileId))
    .orderBy(
      asc(customers.name),
      asc(customers.id),
      asc(exampleDocuments.position),
      asc(exampleDocuments.id),
    );

export type NewExampleDocument = { name: string; fileId: number; updatedAt: Date };

/** PUT replaces the whole set; the order given becomes the position. */
export const replaceCustomerDocuments = async (
  tx: Tx,
  customerId: number,
  documents: NewExampleDocument[],
): Promise<void> => {
  await tx.delete(exampleDocuments).where(eq(exampleDocuments.customerId, customerId));
  if (documents.length === 0) return;
  await tx
    .insert(exampleDocuments)
    .values(documents.map((document, position) => ({ customerId, position, ...document })));
};

export const isExampleDocumentFile = async (db: Db, fileId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: exampleDocuments.id })
    .from(exampleDocuments)
    .where(eq(exampleDocuments.fileId, fileId))
    .limit(1);
  return Boolean(row);
};
