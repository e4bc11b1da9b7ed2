import { describe, expect, it } from 'vitest';
import { lineVat, sumLines, vatRate } from './vat';

describe('vatRate', () => {
  it('takes the general rate of the day: 20 % on 31.12.2025, 22 % from 01.01.2026', () => {
    expect(vatRate('2025-12-31', 'general')).toBe(20);
    expect(vatRate('2026-01-01', 'general')).toBe(22);
    expect(vatRate('2024-06-15')).toBe(20);
    expect(vatRate('2027-03-01')).toBe(22);
  });

  it('takes the simplified system rates whatever the day, and 0 without VAT', () => {
    for (const day of ['2025-12-31', '2026-01-01']) {
      expect(vatRate(day, 'usn5')).toBe(5);
      expect(vatRate(day, 'usn7')).toBe(7);
      expect(vatRate(day, 'none')).toBe(0);
    }
  });
});

describe('lineVat', () => {
  it('derives VAT from the gross sum and leaves gross − VAT without it', () => {
    expect(lineVat(12_000_000, 20)).toEqual({ vat: 2_000_000, sumWithoutVat: 10_000_000 });
    expect(lineVat(12_200_000, 22)).toEqual({ vat: 2_200_000, sumWithoutVat: 10_000_000 });
    expect(lineVat(10_500, 5)).toEqual({ vat: 500, sumWithoutVat: 10_000 });
    expect(lineVat(10_000, 0)).toEqual({ vat: 0, sumWithoutVat: 10_000 });
  });

  it('rounds half up to the kopeck', () => {
    // 2.61 ₽ at 20 %: 261 × 20 / 120 = 43.5 kopecks → 44.
    expect(lineVat(261, 20)).toEqual({ vat: 44, sumWithoutVat: 217 });
    // 1 ₽ at 22 %: 100 × 22 / 122 = 18.03 → 18.
    expect(lineVat(100, 22)).toEqual({ vat: 18, sumWithoutVat: 82 });
    // 0.07 ₽ at 7 %: 7 × 7 / 107 = 0.458 → 0; 0.08 ₽: 0.523 → 1.
    expect(lineVat(7, 7).vat).toBe(0);
    expect(lineVat(8, 7).vat).toBe(1);
  });

  it('mirrors a negative (penalty) sum', () => {
    expect(lineVat(-261, 20)).toEqual({ vat: -44, sumWithoutVat: -217 });
  });

  it('sums totals from the lines, not from the total', () => {
    const lines = [lineVat(100, 22), lineVat(100, 22), lineVat(100, 22)].map((line) => ({
      ...line,
      summ: 100,
    }));
    expect(sumLines(lines)).toEqual({ summ: 300, vat: 54, sumWithoutVat: 246 });
    const halves = [261, 261].map((summ) => ({ summ, ...lineVat(summ, 20) }));
    // Per line 44 + 44 = 88; on the total 522 × 20 / 120 = 87.
    expect(sumLines(halves)).toEqual({ summ: 522, vat: 88, sumWithoutVat: 434 });
  });
});
