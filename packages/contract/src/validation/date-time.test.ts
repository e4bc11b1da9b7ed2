import { describe, expect, it } from 'vitest';
import { dateTimeSchema, queryDateTimeSchema } from './date-time';

describe('dateTimeSchema', () => {
  it('takes ISO 8601 with an offset or Z', () => {
    expect(dateTimeSchema.parse('2026-05-01T10:00:00+05:00')).toBe('2026-05-01T10:00:00+05:00');
    expect(dateTimeSchema.parse('2026-05-01T10:00Z')).toBe('2026-05-01T10:00Z');
    expect(dateTimeSchema.parse('2026-05-01T10:00:00.123-03:00')).toBe('2026-05-01T10:00:00.123-03:00');
  });

  it('refuses a time without offset, an impossible day and a year out of range', () => {
    for (const bad of [
      '2026-05-01T10:00:00',
      '2026-02-31T10:00:00Z',
      '1999-05-01T10:00:00Z',
      '2026-05-01',
      'x',
    ])
      expect(dateTimeSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('queryDateTimeSchema', () => {
  it('takes YYYY-MM-DDTHH:mm only', () => {
    expect(queryDateTimeSchema.parse('2026-05-01T10:00')).toBe('2026-05-01T10:00');
    expect(queryDateTimeSchema.safeParse('2026-05-01T10:00:00').success).toBe(false);
    expect(queryDateTimeSchema.safeParse('2026-13-01T10:00').success).toBe(false);
  });
});

describe('date limits', () => {
  it('names the earliest and the latest day instead of the format for a real date out of range', () => {
    const early = dateTimeSchema.safeParse('1999-12-31T23:00:00+03:00');
    expect(early.error?.issues).toMatchObject([
      { message: 'не раньше 01.01.2000', params: { code: 'date_too_early', min: '2000-01-01' } },
    ]);
    const late = queryDateTimeSchema.safeParse('2101-01-01T00:00');
    expect(late.error?.issues).toMatchObject([{ message: 'не позже 31.12.2100' }]);
    expect(dateTimeSchema.safeParse('2000-01-01T00:30:00+03:00').success).toBe(true);
  });

  it('gives one format issue for text that is no date', () => {
    expect(dateTimeSchema.safeParse('x').error?.issues).toMatchObject([
      { message: 'укажите дату и время в формате ISO 8601 со смещением', params: { code: 'date_format' } },
    ]);
  });
});
