import { describe, expect, it } from 'vitest';
import { endAfterBid, maxAllowedBidKopecks, splitInProportion } from './bid-rules';

describe('maxAllowedBidKopecks', () => {
  it('allows the start sum for the first bid', () => {
    expect(maxAllowedBidKopecks({ startSumKopecks: 100_000, stepKopecks: 1_000, bestSumKopecks: null })).toBe(
      100_000,
    );
  });

  it('allows at most the best minus the step after that', () => {
    expect(
      maxAllowedBidKopecks({ startSumKopecks: 100_000, stepKopecks: 1_000, bestSumKopecks: 90_000 }),
    ).toBe(89_000);
  });

  it('allows nothing once the best is within one step of zero', () => {
    expect(
      maxAllowedBidKopecks({ startSumKopecks: 100_000, stepKopecks: 1_000, bestSumKopecks: 1_000 }),
    ).toBe(null);
    expect(
      maxAllowedBidKopecks({ startSumKopecks: 100_000, stepKopecks: 1_000, bestSumKopecks: 1_001 }),
    ).toBe(1);
  });
});

describe('endAfterBid', () => {
  const end = new Date('2026-05-01T10:00:00.000Z');
  const auction = { dateEnd: end, extensionMinutes: 5, maxExtensions: null, extensionsCount: 0 };

  it('extends a bid placed less than extensionMinutes before the end to the bid time plus the window', () => {
    const at = new Date('2026-05-01T09:55:00.001Z');
    expect(endAfterBid(auction, at)).toEqual({
      dateEnd: new Date('2026-05-01T10:00:00.001Z'),
      isExtended: true,
    });
  });

  it('does not extend a bid placed exactly extensionMinutes before the end', () => {
    expect(endAfterBid(auction, new Date('2026-05-01T09:55:00.000Z'))).toEqual({
      dateEnd: end,
      isExtended: false,
    });
  });

  it('never extends when anti-sniping is off', () => {
    expect(endAfterBid({ ...auction, extensionMinutes: 0 }, new Date('2026-05-01T09:59:59.999Z'))).toEqual({
      dateEnd: end,
      isExtended: false,
    });
  });

  it('stops extending once the cap of extensions is reached', () => {
    const at = new Date('2026-05-01T09:59:00.000Z');
    expect(endAfterBid({ ...auction, maxExtensions: 2, extensionsCount: 1 }, at).isExtended).toBe(true);
    expect(endAfterBid({ ...auction, maxExtensions: 2, extensionsCount: 2 }, at)).toEqual({
      dateEnd: end,
      isExtended: false,
    });
  });
});

describe('splitInProportion', () => {
  it('splits exactly to the kopeck, the left kopecks going to the largest remainders', () => {
    const shares = splitInProportion(100_00, [1, 1, 1]);
    expect(shares).toEqual([3334, 3333, 3333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100_00);
  });

  it('follows the initial sums', () => {
    expect(splitInProportion(90_000_00, [100_000_00, 50_000_00])).toEqual([60_000_00, 30_000_00]);
  });

  it('stays exact for sums whose products pass 2^53', () => {
    const weights = [99_999_999_999, 33_333_333_333, 1];
    const shares = splitInProportion(99_999_999_998, weights);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(99_999_999_998);
  });

  it('gives one route the whole sum', () => {
    expect(splitInProportion(12_345, [7])).toEqual([12_345]);
  });
});
