import { describe, expect, it } from 'vitest';
import { endAfterBid, splitInProportion } from './bid-rules';

// Each case breaks one rule of bid-rules.ts alone; the basic cases are in bid-rules.test.ts.

describe('endAfterBid with anti-sniping off', () => {
  it('does not move the end even for a bid accepted after it', () => {
    const end = new Date('2026-05-01T10:00:00.000Z');
    const at = new Date('2026-05-01T10:00:00.001Z');
    expect(
      endAfterBid({ dateEnd: end, extensionMinutes: 0, maxExtensions: null, extensionsCount: 0 }, at),
    ).toEqual({ dateEnd: end, isExtended: false });
  });
});

describe('splitInProportion edge cases', () => {
  it('splits nothing over no routes', () => {
    expect(splitInProportion(100, [])).toEqual([]);
  });

  it('splits evenly when all weights are zero, the odd kopecks going to the first route', () => {
    expect(splitInProportion(100, [0, 0, 0])).toEqual([34, 33, 33]);
    expect(splitInProportion(90, [0, 0])).toEqual([45, 45]);
  });

  it('gives the left kopeck to the largest remainder, not the first or the largest route', () => {
    // 3 × 3/4 = 2.25 and 3 × 1/4 = 0.75: the smaller route has the larger remainder.
    expect(splitInProportion(3, [3, 1])).toEqual([2, 1]);
    // 10 × 1/3 = 3.33 and 10 × 2/3 = 6.67: the later route has the larger remainder.
    expect(splitInProportion(10, [1, 2])).toEqual([3, 7]);
  });

  it('breaks a tie of remainders in favour of the earlier route', () => {
    // 6 × 2/5 = 2.4, 6 × 1/5 = 1.2, 6 × 2/5 = 2.4: the first and the last tie.
    expect(splitInProportion(6, [2, 1, 2])).toEqual([3, 1, 2]);
    expect(splitInProportion(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('hands out exactly the kopecks left, one per route', () => {
    // 7 × 1/4 = 1.75 each: 1 kopeck apiece and 3 left, given to the first three (equal remainders).
    const shares = splitInProportion(7, [1, 1, 1, 1]);
    expect(shares).toEqual([2, 2, 2, 1]);
  });
});
