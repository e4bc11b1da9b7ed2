import { and, arrayContains, asc, eq, isNull } from 'drizzle-orm';
import { isPerson } from '../../core/db/company-staff';
import type { Db, Tx } from '../../core/db/database';
import {
  contractors,
  contractorValidationDocuments,
  files,
  users,
  validationDocuments,
} from '../../db/schema/index';

export const listDocumentTypes = (db: Db) =>
  db
    .select()
    .from(validationDocuments)
    .orderBy(asc(validationDocuments.sortPosition), asc(validationDocuments.id));

export type DocumentTypeRow = Awaited<ReturnType<typeof listDocumentTypes>>[number];

export const findDocumentType = async (db: Db, id: number) => {
  const [row] = await db.select().from(validationDocuments).where(eq(validationDocuments.id, id));
  return row ?? null;
};

export const listContractorDocuments = (db: Db, contractorId: number) =>
  db
    .select({ document: contractorValidationDocuments, file: files })
    .from(contractorValidationDocuments)
    .innerJoin(files, eq(files.id, contractorValidationDocuments.fileId))
    .where(eq(contractorValidationDocuments.contractorId, contractorId))
    .orderBy(asc(contractorValidationDocuments.id));

export type ContractorDocumentRow = Awaited<ReturnType<typeof listContractorDocuments>>[number];

/** The carriers whose verification documents hold the file. */
export const findDocumentOwnersOfFile = async (db: Db, fileId: number): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ contractorId: contractorValidationDocuments.contractorId })
    .from(contractorValidationDocuments)
    .where(eq(contractorValidationDocuments.fileId, fileId));
  return rows.map((row) => row.contractorId);
};

export const findContractor = async (db: Db | Tx, id: number) => {
  const [row] = await db.select().from(contractors).where(eq(contractors.id, id));
  return row ?? null;
};

export const insertContractorDocument = async (
  db: Db,
  values: { contractorId: number; validationDocumentId: number; fileId: number },
) => {
  const [row] = await db.insert(contractorValidationDocuments).values(values).returning();
  return row!;
};

export const deleteContractorDocument = async (
  db: Db,
  contractorId: number,
  id: number,
): Promise<boolean> => {
  const rows = await db
    .delete(contractorValidationDocuments)
    .where(
      and(
        eq(contractorValidationDocuments.id, id),
        eq(contractorValidationDocuments.contractorId, contractorId),
      ),
    )
    .returning({ id: contractorValidationDocuments.id });
  return rows.length === 1;
};

/** Verification is platform-wide (DESIGN 1): every customer's working admins may decide, so all are told. */
export const findCustomerAdminIds = async (db: Db): Promise<number[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.ownerType, 'customer'),
        isNull(users.deletedAt),
        eq(users.blocked, false),
        arrayContains(users.roles, ['ROLE_ADMIN']),
        isPerson,
      ),
    );
  return rows.map((row) => row.id);
};
