import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Files live on local disk under DATA_DIR/files with server-generated names (never the user's name). */
export type FileStorage = {
  put: (key: string, content: Buffer) => Promise<void>;
  read: (key: string) => Promise<Buffer>;
  stream: (key: string, range?: { start: number; end: number }) => Readable;
  size: (key: string) => Promise<number>;
};

export const createDiskStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  return {
    put: async (key, content) => {
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), content);
    },
    read: (key) => readFile(pathOf(key)),
    stream: (key, range) => createReadStream(pathOf(key), range),
    size: async (key) => (await stat(pathOf(key))).size,
  };
};
