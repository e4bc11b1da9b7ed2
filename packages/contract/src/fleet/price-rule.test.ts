import { describe, expect, it } from 'vitest';
import { applicableDimension, freightSumKopecks, totalVolume, volumeFits } from './price-rule';

const small = { id: 1, volumeFrom: 0, volumeTo: 82, percentage: 90 };
const large = { id: 2, volumeFrom: 82.01, volumeTo: 120, percentage: 115 };
const fallback = { id: 9, volumeFrom: 0, volumeTo: 0, percentage: 100 };
const any = (dimension: typeof small) => ({ dimension, firstDepartmentId: null, lastDepartmentId: null });
const pair = { firstDepartmentId: 1, lastDepartmentId: 2 };

describe('the price rule', () => {
  it('counts a volume exactly at the range’s from and at its to as inside, a hair outside as not', () => {
    expect(volumeFits(82, small)).toBe(true);
    expect(volumeFits(0, small)).toBe(true);
    expect(volumeFits(82.01, large)).toBe(true);
    expect(volumeFits(120, large)).toBe(true);
    expect(volumeFits(120.01, large)).toBe(false);
    expect(volumeFits(82.005, small)).toBe(false);
  });

  it('takes the first option whose range holds the volume, else the default', () => {
    expect(applicableDimension(82, pair, [any(small), any(large)], fallback)).toBe(small);
    expect(applicableDimension(100, pair, [any(small), any(large)], fallback)).toBe(large);
    expect(applicableDimension(130, pair, [any(small), any(large)], fallback)).toBe(fallback);
  });

  it('keeps an option for another first and last department pair out', () => {
    const other = { dimension: large, firstDepartmentId: 1, lastDepartmentId: 3 };
    expect(applicableDimension(100, pair, [other], fallback)).toBe(fallback);
    expect(applicableDimension(100, pair, [{ ...other, lastDepartmentId: 2 }], fallback)).toBe(large);
  });

  it('multiplies by the percentage and rounds half up to 100 roubles', () => {
    expect(freightSumKopecks(150_000_00, 115)).toBe(172_500_00);
    expect(freightSumKopecks(100_049_99, 100)).toBe(100_000_00);
    expect(freightSumKopecks(100_050_00, 100)).toBe(100_100_00);
    expect(freightSumKopecks(123_456_78, 87.5)).toBe(108_000_00);
    expect(freightSumKopecks(999_999_999_99, 1000)).toBe(10_000_000_000_00);
  });

  it('sums volumes to two decimals', () => {
    expect(totalVolume([0.1, 0.2])).toBe(0.3);
    expect(totalVolume([])).toBe(0);
  });
});
