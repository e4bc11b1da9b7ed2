import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { files } from '../../db/schema/index';

export type FileRow = typeof files.$inferSelect;

export const insertFile = async (db: Db, values: typeof files.$inferInsert): Promise<FileRow> => {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
};

export const findFileByGuid = async (db: Db, guid: string): Promise<FileRow | null> => {
  const [row] = await db.select().from(files).where(eq(files.guid, guid));
  return row ?? null;
};
