import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-id';

describe('createRequestIds', () => {
  it('never repeats an id within a process', () => {
    const next = createRequestIds();
    const ids = Array.from({ length: 10_000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each process its own prefix', () => {
    const prefix = (id: string) => id.split('-')[0];
    expect(prefix(createRequestIds()())).not.toBe(prefix(createRequestIds()()));
    expect(createRequestIds()()).toMatch(/^[0-9a-f]{12}-1$/);
  });
});
