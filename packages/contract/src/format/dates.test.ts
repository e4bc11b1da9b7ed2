import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDate, formatDateTime, formatQueryDateTime } from './dates';

// The dates are built with the local constructor; vitest.config.ts fixes the zone to Europe/Moscow.
describe('formatDate', () => {
  it('formats a date as DD.MM.YYYY with leading zeros', () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe('05.01.2025');
    expect(formatDate(new Date(2025, 11, 31, 23, 59))).toBe('31.12.2025');
  });

  it('accepts a timestamp and an ISO string', () => {
    expect(formatDate(new Date(2024, 1, 29).getTime())).toBe('29.02.2024');
    expect(formatDate('2025-03-12T10:05:00')).toBe('12.03.2025');
  });

  it('shows an instant in local (Moscow) time', () => {
    expect(formatDate('2025-03-12T22:30:00Z')).toBe('13.03.2025');
  });

  it('returns an empty string for null, undefined and an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats a date with time as DD.MM.YYYY HH:mm with leading zeros', () => {
    expect(formatDateTime(new Date(2025, 2, 7, 9, 5))).toBe('07.03.2025 09:05');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59, 59))).toBe('31.12.2025 23:59');
  });

  it('uses a 24-hour clock', () => {
    expect(formatDateTime(new Date(2025, 2, 7, 0, 0))).toBe('07.03.2025 00:00');
    expect(formatDateTime(new Date(2025, 2, 7, 13, 0))).toBe('07.03.2025 13:00');
  });

  it('shows an instant in local (Moscow) time', () => {
    expect(formatDateTime('2025-03-12T07:05:00Z')).toBe('12.03.2025 10:05');
  });

  it('returns an empty string for null, undefined and an invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('31.12.2025')).toBe('');
  });
});

// SPEC 7: the appeals filter sends date_from and date_to as YYYY-MM-DDTHH:mm.
describe('formatQueryDateTime', () => {
  it('formats a date as YYYY-MM-DDTHH:mm with leading zeros', () => {
    expect(formatQueryDateTime(new Date(2025, 2, 7, 9, 5))).toBe('2025-03-07T09:05');
    expect(formatQueryDateTime(new Date(2025, 11, 31, 23, 59, 59))).toBe('2025-12-31T23:59');
  });
});

describe('formatClockTime', () => {
  it('writes a clock as ru-RU does, HH:mm:ss with leading zeros', () => {
    const morning = new Date(2026, 10, 28, 7, 5, 9);
    expect(formatClockTime(morning)).toBe('07:05:09');
    expect(formatClockTime(morning.getTime())).toBe(
      morning.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    );
    expect(formatClockTime(new Date(2026, 10, 28, 23, 52, 13))).toBe('23:52:13');
  });
});
