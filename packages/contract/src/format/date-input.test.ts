import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './date-input';

// SPEC 5: date inputs auto-format as DD.MM.YYYY or DD.MM.YYYY HH:mm.
describe('formatDateInput', () => {
  it('inserts a dot after the day and the month', () => {
    expect(formatDateInput('12')).toBe('12.');
    expect(formatDateInput('12.03')).toBe('12.03.');
    expect(formatDateInput('12032025')).toBe('12.03.2025');
  });

  it('keeps a half-typed part without a separator', () => {
    expect(formatDateInput('1')).toBe('1');
    expect(formatDateInput('12.0')).toBe('12.0');
    expect(formatDateInput('12.03.20')).toBe('12.03.20');
  });

  it('strips leading letters', () => {
    expect(formatDateInput('abc12')).toBe('12.');
    expect(formatDateInput('дата 12.03.2025')).toBe('12.03.2025');
  });

  it('drops non-digits typed inside the value', () => {
    expect(formatDateInput('1a2b0c3')).toBe('12.03.');
    expect(formatDateInput('12/03/2025')).toBe('12.03.2025');
    expect(formatDateInput('12 03 2025')).toBe('12.03.2025');
  });

  it('returns an empty string when nothing but letters is typed', () => {
    expect(formatDateInput('')).toBe('');
    expect(formatDateInput('дд.мм.гггг')).toBe('');
  });

  it('limits a date to 10 characters (DD.MM.YYYY)', () => {
    expect(formatDateInput('12.03.20251')).toBe('12.03.2025');
    expect(formatDateInput('120320251230')).toBe('12.03.2025');
  });

  it('limits a date with time to 16 characters (DD.MM.YYYY HH:mm)', () => {
    expect(formatDateInput('1203202512301', true)).toBe('12.03.2025 12:30');
    expect(formatDateInput('12.03.2025 12:309', true)).toBe('12.03.2025 12:30');
  });

  it('inserts a space after the year and a colon after the hour when time is on', () => {
    expect(formatDateInput('12032025', true)).toBe('12.03.2025 ');
    expect(formatDateInput('1203202512', true)).toBe('12.03.2025 12:');
    expect(formatDateInput('120320251230', true)).toBe('12.03.2025 12:30');
  });

  it('appends no separator after the year when time is off', () => {
    expect(formatDateInput('12032025', false)).toBe('12.03.2025');
  });

  it('caps the day at 31', () => {
    expect(formatDateInput('31')).toBe('31.');
    expect(formatDateInput('32')).toBe('31.');
    expect(formatDateInput('99')).toBe('31.');
  });

  it('completes a first day digit above 3 with a leading zero', () => {
    expect(formatDateInput('3')).toBe('3');
    expect(formatDateInput('4')).toBe('04.');
    expect(formatDateInput('9')).toBe('09.');
  });

  it('caps the month at 12', () => {
    expect(formatDateInput('12.12')).toBe('12.12.');
    expect(formatDateInput('12.13')).toBe('12.12.');
    expect(formatDateInput('12.19')).toBe('12.12.');
  });

  it('completes a first month digit above 1 with a leading zero', () => {
    expect(formatDateInput('12.1')).toBe('12.1');
    expect(formatDateInput('12.2')).toBe('12.02.');
    expect(formatDateInput('123')).toBe('12.03.');
  });

  it('turns a day or month of 00 into 01', () => {
    expect(formatDateInput('00')).toBe('01.');
    expect(formatDateInput('12.00')).toBe('12.01.');
  });

  it('caps the hour at 23', () => {
    expect(formatDateInput('12.03.2025 23', true)).toBe('12.03.2025 23:');
    expect(formatDateInput('12.03.2025 24', true)).toBe('12.03.2025 23:');
    expect(formatDateInput('12.03.2025 2', true)).toBe('12.03.2025 2');
    expect(formatDateInput('12.03.2025 3', true)).toBe('12.03.2025 03:');
  });

  it('caps the minute at 59', () => {
    expect(formatDateInput('12.03.2025 23:59', true)).toBe('12.03.2025 23:59');
    expect(formatDateInput('12.03.2025 23:99', true)).toBe('12.03.2025 23:59');
    expect(formatDateInput('12.03.2025 23:5', true)).toBe('12.03.2025 23:5');
    expect(formatDateInput('12.03.2025 23:6', true)).toBe('12.03.2025 23:06');
  });

  it('keeps a hour of 00 and a minute of 00', () => {
    expect(formatDateInput('120320250000', true)).toBe('12.03.2025 00:00');
  });

  it('does not re-append a separator the user has just deleted', () => {
    expect(formatDateInput('12', false, '12.')).toBe('12');
    expect(formatDateInput('12.03', false, '12.03.')).toBe('12.03');
    expect(formatDateInput('12.03.2025', true, '12.03.2025 ')).toBe('12.03.2025');
    expect(formatDateInput('12.03.2025 12', true, '12.03.2025 12:')).toBe('12.03.2025 12');
  });

  it('appends the separator when a keystroke replaces a character (same length)', () => {
    expect(formatDateInput('13', false, '12')).toBe('13.');
  });

  it('keeps the separators between parts while deleting at the end', () => {
    expect(formatDateInput('12.03.202', false, '12.03.2025')).toBe('12.03.202');
    expect(formatDateInput('12.03.2025 12:3', true, '12.03.2025 12:30')).toBe('12.03.2025 12:3');
  });

  it('formats a pasted full value unchanged', () => {
    expect(formatDateInput('31.12.2025')).toBe('31.12.2025');
    expect(formatDateInput('31.12.2025 23:59', true)).toBe('31.12.2025 23:59');
  });

  it('formats a pasted run of digits', () => {
    expect(formatDateInput('31122025')).toBe('31.12.2025');
    expect(formatDateInput('311220252359', true)).toBe('31.12.2025 23:59');
  });

  it('clamps every part of a pasted out-of-range value', () => {
    expect(formatDateInput('99.99.9999 99:99', true)).toBe('31.12.9999 23:59');
  });
});

describe('parseDateInput', () => {
  it('parses DD.MM.YYYY into a local date at midnight', () => {
    expect(parseDateInput('12.03.2025')).toEqual(new Date(2025, 2, 12, 0, 0));
  });

  it('parses DD.MM.YYYY HH:mm into a local date and time', () => {
    expect(parseDateInput('12.03.2025 23:59')).toEqual(new Date(2025, 2, 12, 23, 59));
  });

  it('ignores surrounding spaces', () => {
    expect(parseDateInput(' 12.03.2025 ')).toEqual(new Date(2025, 2, 12));
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseDateInput('29.02.2024')).toEqual(new Date(2024, 1, 29));
  });

  it('rejects 29 February of a common year', () => {
    expect(parseDateInput('29.02.2025')).toBeNull();
  });

  it('rejects a day the month does not have', () => {
    expect(parseDateInput('31.02.2025')).toBeNull();
    expect(parseDateInput('31.04.2025')).toBeNull();
    expect(parseDateInput('00.01.2025')).toBeNull();
  });

  it('rejects a month above 12', () => {
    expect(parseDateInput('12.13.2025')).toBeNull();
  });

  it('rejects an hour above 23 and a minute above 59', () => {
    expect(parseDateInput('12.03.2025 24:00')).toBeNull();
    expect(parseDateInput('12.03.2025 10:60')).toBeNull();
    expect(parseDateInput('12.03.2025 00:99')).toBeNull();
  });

  it('rejects a year below 100, which Date would read as 19xx', () => {
    expect(parseDateInput('01.01.0099')).toBeNull();
    expect(parseDateInput('01.01.0000')).toBeNull();
  });

  it('rejects a value with extra digits before the day (the pattern is anchored)', () => {
    expect(parseDateInput('112.03.2025')).toBeNull();
  });

  it('rejects an incomplete or differently shaped value', () => {
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('12.03.202')).toBeNull();
    expect(parseDateInput('1.3.2025')).toBeNull();
    expect(parseDateInput('12.03.2025 12:')).toBeNull();
    expect(parseDateInput('2025-03-12')).toBeNull();
    expect(parseDateInput('12.03.2025T10:00')).toBeNull();
  });
});
