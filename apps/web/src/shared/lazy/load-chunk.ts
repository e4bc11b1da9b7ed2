import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contract/constants';

const RELOAD_KEY_PREFIX = 'chunk-reload:';

export class ChunkLoadTimeoutError extends Error {
  constructor(name: string) {
    super(`Loading chunk "${name}" took longer than ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export const withTimeout = <T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

type ChunkLoadDeps = { storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>; reload: () => void };

const browserDeps = (): ChunkLoadDeps => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Loads a lazy chunk with the SPEC 9 timeout. SPEC 8: a failed chunk load reloads the page (a new deployment
 * replaced the chunk files); the reload happens once per chunk per tab session, so a chunk that keeps failing
 * reaches the error screen instead of reloading forever.
 */
export const loadChunk = async <T>(
  name: string,
  importer: () => Promise<T>,
  deps: ChunkLoadDeps = browserDeps(),
): Promise<T> => {
  const key = `${RELOAD_KEY_PREFIX}${name}`;
  try {
    const module = await withTimeout(
      importer(),
      CHUNK_LOAD_TIMEOUT_MS,
      () => new ChunkLoadTimeoutError(name),
    );
    deps.storage.removeItem(key);
    return module;
  } catch (error) {
    if (deps.storage.getItem(key)) throw error;
    deps.storage.setItem(key, String(Date.now()));
    deps.reload();
    // Keeps the router waiting while the page reloads instead of flashing the error screen.
    return new Promise<T>(() => {});
  }
};
