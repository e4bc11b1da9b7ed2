import { describe, expect, it } from 'vitest';
import { dayFilterFromUrl, dayFilterToUrl } from './day-filter-url';

describe("day filters kept in the URL as the day's bounds", () => {
  it('turns a typed day into the whole day in the URL and back', () => {
    expect(dayFilterToUrl('01.05.2026', 'from')).toBe('2026-05-01T00:00');
    expect(dayFilterToUrl('01.05.2026', 'to')).toBe('2026-05-01T23:59');
    expect(dayFilterToUrl('01.05.20', 'from')).toBeNull();
    expect(dayFilterToUrl('30.02.2026', 'from')).toBeNull();
    expect(dayFilterFromUrl('2026-05-01T23:59')).toBe('01.05.2026');
    expect(dayFilterFromUrl('nonsense')).toBe('');
  });
});
