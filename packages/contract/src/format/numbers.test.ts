import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, roundMoney } from './numbers';

// SPEC 1: numbers are formatted in the ru-RU locale; digits are grouped with a no-break space (U+00A0).
const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('groups thousands with a no-break space and uses a comma for decimals', () => {
    expect(formatNumber(1234567.5)).toBe(`1${NBSP}234${NBSP}567,5`);
    expect(formatNumber(1234)).toBe(`1${NBSP}234`);
  });

  it('shows no decimals for a whole number', () => {
    expect(formatNumber(100)).toBe('100');
    expect(formatNumber(0)).toBe('0');
  });

  it('rounds to two decimals unless told otherwise', () => {
    expect(formatNumber(0.125)).toBe('0,13');
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(1.23456, 3)).toBe('1,235');
  });

  it('keeps the minus sign of a negative number', () => {
    expect(formatNumber(-1234.5)).toBe(`-1${NBSP}234,5`);
  });

  it('returns an empty string for null, undefined and NaN', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatMoney', () => {
  it('shows two decimals and the rouble sign', () => {
    expect(formatMoney(1234.5)).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}₽`);
    expect(formatMoney(1234.567)).toBe(`1${NBSP}234,57${NBSP}₽`);
  });

  it('keeps the rouble sign on the same line as the amount', () => {
    expect(formatMoney(5)).not.toMatch(/ /);
  });

  it('returns an empty string for null, undefined and NaN', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('roundMoney', () => {
  it('rounds to whole kopecks', () => {
    expect(roundMoney(83.333333)).toBe(83.33);
    expect(roundMoney(39.996)).toBe(40);
  });

  it('rounds a half kopeck up even when the float sits just below it', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
  });
});
