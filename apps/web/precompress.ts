import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|css|html|svg)$/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at the highest levels; the server sends them
 * to browsers that accept them (issue 27: the login page's scripts came uncompressed, 3× the bytes).
 */
export const precompress = (): Plugin => ({
  name: 'portal-precompress',
  apply: 'build',
  writeBundle({ dir }) {
    if (!dir) return;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});
