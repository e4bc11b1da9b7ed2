import type { AppContext } from '../../core/context';
import { findStoredKeys } from './files.repository';

/**
 * An upload writes its bytes, then its row, within the same request: bytes younger than this may belong to an
 * upload still in flight and are never swept. An hour is far beyond any upload of 15 MB.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Orphans only come from a crash between the two writes, so a sweep at start and every 6 hours is plenty. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const KEYS_PER_QUERY = 500;

/**
 * Removes stored bytes that no files row points at and that are older than the grace period. One listing of the
 * storage and one query per 500 keys: cheap enough to run at every start. Answers how many were removed.
 */
export const sweepOrphanFiles = async (
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  { now = Date.now(), graceMs = ORPHAN_GRACE_MS }: { now?: number; graceMs?: number } = {},
): Promise<number> => {
  let removed = 0;
  for await (const page of ctx.storage.list()) {
    const settled = page.filter((object) => now - object.writtenAt.getTime() >= graceMs);
    for (let start = 0; start < settled.length; start += KEYS_PER_QUERY) {
      const batch = settled.slice(start, start + KEYS_PER_QUERY);
      const known = await findStoredKeys(
        ctx.db,
        batch.map((object) => object.key),
      );
      for (const object of batch) {
        if (known.has(object.key)) continue;
        await ctx.storage.remove(object.key);
        removed += 1;
      }
    }
  }
  if (removed > 0) ctx.log.warn({ removed }, 'stored files without a row removed');
  return removed;
};
