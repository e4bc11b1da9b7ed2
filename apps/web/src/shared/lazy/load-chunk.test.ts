import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, loadChunk } from './load-chunk';

const deps = () => {
  const store = new Map<string, string>();
  return {
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    reload: vi.fn(),
    store,
  };
};

describe('loadChunk (SPEC 8, SPEC 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the module and forgets an earlier reload', async () => {
    const d = deps();
    d.store.set('chunk-reload:dashboard', '1');
    await expect(loadChunk('dashboard', async () => ({ Component: 'x' }), d)).resolves.toEqual({
      Component: 'x',
    });
    expect(d.store.has('chunk-reload:dashboard')).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk fails to load', async () => {
    const d = deps();
    void loadChunk(
      'dashboard',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      d,
    );
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledTimes(1));
    expect(d.store.has('chunk-reload:dashboard')).toBe(true);
  });

  it('does not reload again for the same chunk after a reload: the error reaches the error screen', async () => {
    const d = deps();
    d.store.set('chunk-reload:dashboard', '1');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk('dashboard', () => Promise.reject(failure), d)).rejects.toBe(failure);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('gives up on a chunk after the 120 s timeout', async () => {
    vi.useFakeTimers();
    const d = deps();
    d.store.set('chunk-reload:slow', '1');
    const result = loadChunk('slow', () => new Promise(() => {}), d);
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });
});
