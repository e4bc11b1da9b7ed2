import type { OwnerType } from '@portal/contract/roles';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { contractors, customers, files, users } from '../../db/schema/index';

export type FileRow = typeof files.$inferSelect;

export const insertFile = async (db: Db, values: typeof files.$inferInsert): Promise<FileRow> => {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
};

export const findFileByGuid = async (db: Db, guid: string): Promise<FileRow | null> => {
  const [row] = await db.select().from(files).where(eq(files.guid, guid));
  return row ?? null;
};

/** Who uploaded a file and the name of the company it belongs to (users are deleted softly, so both stay). */
export const findFileUploader = async (
  db: Db,
  file: FileRow,
): Promise<{ fullname: string; companyName: string } | null> => {
  const company = file.ownerType === 'customer' ? customers : contractors;
  const [row] = await db
    .select({ fullname: users.fullname, companyName: company.name })
    .from(users)
    .innerJoin(company, eq(company.id, file.ownerId))
    .where(eq(users.id, file.uploadedBy));
  return row ?? null;
};

/**
 * The files a record may point at, by guid: the company's own uploads, and the files the record already holds
 * (a record edited by another company's admin keeps them). Unknown and other companies' guids are absent.
 */
export const findAttachableFiles = async (
  db: Db,
  owner: { ownerType: OwnerType; ownerId: number },
  guids: string[],
  attachedIds: number[] = [],
): Promise<Map<string, FileRow>> => {
  if (guids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.guid, guids),
        or(
          and(eq(files.ownerType, owner.ownerType), eq(files.ownerId, owner.ownerId)),
          attachedIds.length > 0 ? inArray(files.id, attachedIds) : undefined,
        ),
      ),
    );
  return new Map(rows.map((row) => [row.guid, row]));
};

/** Which of the storage keys have a files row: the others are orphans (files.sweep.ts). */
export const findStoredKeys = async (db: Db, keys: string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
};
