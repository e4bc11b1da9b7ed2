import { describe, expect, it } from 'vitest';
import { formatLateness, wallTimeInput, wallTimeToIso } from './zoned-times';

describe('a department time typed and shown in its own zone', () => {
  it('reads 10:45 typed for Екатеринбург as 10:45+05:00, whatever the browser zone', () => {
    expect(wallTimeToIso('01.03.2026 10:45', 'Asia/Yekaterinburg')).toBe('2026-03-01T10:45:00+05:00');
    expect(wallTimeToIso('01.03.2026 10:45', 'Europe/Kaliningrad')).toBe('2026-03-01T10:45:00+02:00');
  });

  it('shows an instant as the wall clock of the department', () => {
    const instant = new Date('2026-03-01T05:45:00Z');
    expect(wallTimeInput(instant, 'Asia/Yekaterinburg')).toBe('01.03.2026 10:45');
    expect(wallTimeInput(instant, 'Asia/Novosibirsk')).toBe('01.03.2026 12:45');
  });

  it('gives nothing for an incomplete or impossible time', () => {
    expect(wallTimeToIso('01.03.2026 10:4', 'Europe/Moscow')).toBeNull();
    expect(wallTimeToIso('31.02.2026 10:45', 'Europe/Moscow')).toBeNull();
    expect(wallTimeToIso('01.03.2026 24:00', 'Europe/Moscow')).toBeNull();
  });
});

describe('formatLateness', () => {
  it('says on time for none and counts the rest in minutes, hours and days', () => {
    expect(formatLateness(null)).toBe('—');
    expect(formatLateness(0)).toBe('В срок');
    expect(formatLateness(2_700)).toBe('45 мин');
    expect(formatLateness(7_500)).toBe('2 ч 5 мин');
    expect(formatLateness(3_600)).toBe('1 ч');
    expect(formatLateness(97_200)).toBe('1 д 3 ч');
  });
});
