import { describe, expect, it } from 'vitest';
import {
  APPEALS_PAGE_SIZE,
  CHUNK_LOAD_TIMEOUT_MS,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_RATING_PERIOD_OPTION,
  FILTER_INPUT_DELAY_MS,
  LOOKUP_LIST_LIMIT,
  MANAGER_GROUPS_PAGE_SIZE,
  MAX_PAGE_LIMIT,
  NUMBER_LOCALE,
  QUERY_DATE_TIME_FORMAT,
  RATING_HIGH_MIN,
  RATING_LOW_MAX,
  TOAST_DURATION_MS,
  UPLOAD_MAX_BYTES,
  UPLOAD_SIZE_HINT,
  VAT_FACTOR,
  VIDEO_LESSON_DEFAULT_PUBLISHED,
  VIDEO_LESSON_DEFAULT_SORT_POSITION,
  VIDEO_PLAYBACK_RATES,
} from './constants';

// SPEC 9: business constants and limits.
describe('business constants', () => {
  it('shows a toast for 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('waits 120000 ms for a chunk to load', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });

  it('colours a rating of at most 30 low and of at least 50 high', () => {
    expect(RATING_LOW_MAX).toBe(30);
    expect(RATING_HIGH_MIN).toBe(50);
  });

  it('gives a new video lesson sort position 50 and publishes it', () => {
    expect(VIDEO_LESSON_DEFAULT_SORT_POSITION).toBe(50);
    expect(VIDEO_LESSON_DEFAULT_PUBLISHED).toBe(true);
  });

  it('hints at a 15MB upload limit and enforces the same size in bytes', () => {
    expect(UPLOAD_SIZE_HINT).toBe('15MB');
    expect(UPLOAD_MAX_BYTES).toBe(15 * 1024 * 1024);
  });

  it('limits lookup lists to 100 items', () => {
    expect(LOOKUP_LIST_LIMIT).toBe(100);
  });

  it('pages appeals and manager groups by 100', () => {
    expect(APPEALS_PAGE_SIZE).toBe(100);
    expect(MANAGER_GROUPS_PAGE_SIZE).toBe(100);
    expect(MAX_PAGE_LIMIT).toBe(100);
  });

  it('delays filter input by 800 ms', () => {
    expect(FILTER_INPUT_DELAY_MS).toBe(800);
  });

  it('offers video playback rates 0.7, 1, 1.5 and 2', () => {
    expect(VIDEO_PLAYBACK_RATES).toEqual([0.7, 1, 1.5, 2]);
  });

  it('writes dates as DD.MM.YYYY and DD.MM.YYYY HH:mm, query dates as YYYY-MM-DDTHH:mm', () => {
    expect(DATE_FORMAT).toBe('DD.MM.YYYY');
    expect(DATE_TIME_FORMAT).toBe('DD.MM.YYYY HH:mm');
    expect(QUERY_DATE_TIME_FORMAT).toBe('YYYY-MM-DDTHH:mm');
  });

  it('selects rating period option 1 by default', () => {
    expect(DEFAULT_RATING_PERIOD_OPTION).toBe(1);
  });

  it('uses VAT factor 1.2 (20%)', () => {
    expect(VAT_FACTOR).toBe(1.2);
  });

  it('formats numbers in the ru-RU locale', () => {
    expect(NUMBER_LOCALE).toBe('ru-RU');
  });
});
