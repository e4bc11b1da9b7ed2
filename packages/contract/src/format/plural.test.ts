import { describe, expect, it } from 'vitest';
import { USE_NOUNS, usePart } from './in-use';
import { countOf, joinWithAnd, pluralForm } from './plural';

const FLIGHTS = ['рейс', 'рейса', 'рейсов'] as const;

describe('pluralForm', () => {
  it('takes the first form for 1 and for numbers ending in 1 except 11', () => {
    for (const count of [1, 21, 101, 1001]) expect(pluralForm(count, FLIGHTS), String(count)).toBe('рейс');
  });

  it('takes the second form for 2–4 and for numbers ending in them except 12–14', () => {
    for (const count of [2, 3, 4, 22, 34, 102])
      expect(pluralForm(count, FLIGHTS), String(count)).toBe('рейса');
  });

  it('takes the third form for 0, 5–20 and numbers ending in 11–14 or 5–9', () => {
    for (const count of [0, 5, 11, 12, 14, 19, 20, 25, 111, 112, 1000]) {
      expect(pluralForm(count, FLIGHTS), String(count)).toBe('рейсов');
    }
  });
});

describe('countOf', () => {
  it('writes the count in ru-RU digits before its noun', () => {
    expect(countOf(12, USE_NOUNS.inFlights)).toBe('12\u00a0рейсах');
    expect(countOf(1, USE_NOUNS.inFlights)).toBe('1\u00a0рейсе');
    expect(countOf(3, USE_NOUNS.onFlights)).toBe('3\u00a0рейса');
    expect(countOf(1200, USE_NOUNS.onFlights)).toBe('1\u00a0200\u00a0рейсов');
  });
});

describe('joinWithAnd', () => {
  it('joins one, two and three parts the Russian way', () => {
    expect(joinWithAnd(['в 1\u00a0рейсе'])).toBe('в 1\u00a0рейсе');
    expect(joinWithAnd(['а', 'б'])).toBe('а и б');
    expect(joinWithAnd(['а', 'б', 'в'])).toBe('а, б и в');
  });

  it('leaves out the parts that are not there', () => {
    expect(joinWithAnd([false, 'а', null, undefined, 'б'])).toBe('а и б');
    expect(joinWithAnd([false, null])).toBe('');
  });
});

describe('USE_NOUNS', () => {
  it('gives each shared noun its three Russian forms', () => {
    expect(countOf(2, USE_NOUNS.inTenderLots)).toBe('2\u00a0лотах тендеров');
    expect(countOf(1, USE_NOUNS.inTenderLots)).toBe('1\u00a0лоте тендера');
    expect(countOf(5, USE_NOUNS.inAuctions)).toBe('5\u00a0аукционах');
    expect(countOf(21, USE_NOUNS.inTenders)).toBe('21\u00a0тендере');
  });
});

describe('usePart', () => {
  it('puts the lead words before the counted noun, and nothing for a count of 0', () => {
    expect(usePart('в', 12, USE_NOUNS.inFlights)).toBe('в 12\u00a0рейсах');
    expect(usePart('назначен на', 1, USE_NOUNS.onFlights)).toBe('назначен на 1\u00a0рейс');
    expect(usePart('в', 0, USE_NOUNS.inFlights)).toBeNull();
  });
});
