import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_KINDS } from '@portal/contract/files/files.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../core/context';
import type { Db } from '../core/db/database';
import { matchKind } from '../core/files/file-kind';
import { users } from '../db/schema/index';
import { type FileRow, insertFile } from '../modules/files/files.repository';

export type SeedContext = Pick<AppContext, 'db' | 'storage'>;

/** The demo customer's admin uploads the demo media. */
export const SEED_UPLOADER = 'admin@shipper.demo';

// The media ships beside the server and is found by walking up, as MIGRATIONS_DIR is, from src/ and from dist/.
const findSeedMediaDir = (from: string): string => {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'seed-media', 'video-lessons'))) return join(dir, 'seed-media');
  }
  throw new Error(`seed-media folder not found above ${from}`);
};

let seedMediaDir: string | undefined;
export const seedMediaPath = (...parts: string[]): string => {
  seedMediaDir ??= findSeedMediaDir(dirname(fileURLToPath(import.meta.url)));
  return join(seedMediaDir, ...parts);
};

export const findSeedUploader = async (db: Db) => {
  const [row] = await db.select().from(users).where(eq(users.username, SEED_UPLOADER));
  return row?.ownerType === 'customer' ? row : null;
};

/** Stores a shipped file as if the uploader had sent it: same storage, same files row, same kind check. */
export const storeSeedFile = async (
  ctx: SeedContext,
  uploader: { id: number; ownerId: number; ownerType?: 'customer' | 'contractor' },
  path: string,
  originalName: string,
): Promise<FileRow> => {
  const content = await readFile(path);
  const kind = matchKind(content, originalName);
  if (!kind) throw new Error(`seed file ${path} is not a valid ${originalName}`);
  const guid = randomUUID();
  await ctx.storage.put(guid, content);
  return insertFile(ctx.db, {
    guid,
    originalName,
    mimeType: UPLOAD_KINDS[kind].mimeType,
    size: content.length,
    storageKey: guid,
    ownerType: uploader.ownerType ?? 'customer',
    ownerId: uploader.ownerId,
    uploadedBy: uploader.id,
  });
};
