import { describe, expect, it } from 'vitest';
import { formatProformaNumber } from './proforma-number';
import { addMonths, isPeriodWithinMonths, previousMonthOf } from './proforma-period';

describe('formatProformaNumber', () => {
  it('pads the sequence and adds the version after a return', () => {
    expect(formatProformaNumber(2026, 7)).toBe('П-2026-0007');
    expect(formatProformaNumber(2026, 7, 0)).toBe('П-2026-0007');
    expect(formatProformaNumber(2026, 7, 1)).toBe('П-2026-0007.1');
    expect(formatProformaNumber(2027, 12345, 2)).toBe('П-2027-12345.2');
  });
});

describe('proforma periods', () => {
  it('fits at most 3 calendar months', () => {
    expect(isPeriodWithinMonths('2026-01-01', '2026-03-31')).toBe(true);
    expect(isPeriodWithinMonths('2026-01-01', '2026-04-01')).toBe(false);
    expect(isPeriodWithinMonths('2026-01-15', '2026-04-14')).toBe(true);
    expect(isPeriodWithinMonths('2026-01-15', '2026-04-15')).toBe(false);
    expect(addMonths('2025-11-30', 3)).toBe('2026-03-02');
  });

  it('gives the previous calendar month', () => {
    expect(previousMonthOf('2026-01-01')).toEqual({ dateFrom: '2025-12-01', dateTo: '2025-12-31' });
    expect(previousMonthOf('2026-03-15')).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28' });
  });
});
