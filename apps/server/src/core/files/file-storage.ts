import { mkdir, open, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/** Both ends included, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/** A stored object as a listing shows it: its key and when its bytes were written. */
export type StoredObject = { key: string; writtenAt: Date };

/**
 * The bytes of uploaded files under server-generated keys (never the user's name): on local disk under
 * DATA_DIR/files, or in an S3 bucket (s3-storage.ts). Name, type and size live in the files row.
 */
export type FileStorage = {
  put: (key: string, content: Buffer) => Promise<void>;
  /** Resolves once the bytes are found; rejects with MissingObjectError when nothing is stored under the key. */
  stream: (key: string, range?: ByteRange) => Promise<Readable>;
  /** Removes the bytes; a key with nothing stored is not an error. */
  remove: (key: string) => Promise<void>;
  /** Every stored key, a page at a time (the orphan sweep of files.sweep.ts walks it). */
  list: () => AsyncIterable<StoredObject[]>;
};

/** A files row whose bytes are gone: the download answers 404 like an unknown file, not 500. */
export class MissingObjectError extends Error {}

/** `ab/abcdef…`: a folder per two-character prefix keeps directories small; the S3 keys look the same. */
export const storagePath = (key: string): string => `${key.slice(0, 2)}/${key}`;

export const createDiskStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => join(root, storagePath(key));
  return {
    put: async (key, content) => {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), content);
    },
    stream: async (key, range) => {
      // Opened before answering, so a missing file is known while the status can still be 404.
      const handle = await open(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new MissingObjectError(`file ${storagePath(key)} is missing`) : error;
      });
      return handle.createReadStream(range);
    },
    remove: async (key) => {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    list: async function* () {
      const prefixes = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      for (const prefix of prefixes) {
        const names = await readdir(join(root, prefix)).catch(() => [] as string[]);
        const page: StoredObject[] = [];
        for (const name of names) {
          // A file removed between the listing and its stat is simply gone.
          const info = await stat(join(root, prefix, name)).catch(() => null);
          if (info?.isFile()) page.push({ key: name, writtenAt: info.mtime });
        }
        yield page;
      }
    },
  };
};
