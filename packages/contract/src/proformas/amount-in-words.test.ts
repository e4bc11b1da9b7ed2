import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [0, 'Ноль рублей 00 копеек'],
    [1, 'Один рубль 00 копеек'],
    [2, 'Два рубля 00 копеек'],
    [5, 'Пять рублей 00 копеек'],
    [11, 'Одиннадцать рублей 00 копеек'],
    [21, 'Двадцать один рубль 00 копеек'],
    [1000, 'Одна тысяча рублей 00 копеек'],
    [1_000_000, 'Один миллион рублей 00 копеек'],
  ])('writes %d roubles', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each([
    [1.01, 'Один рубль 01 копейка'],
    [2.02, 'Два рубля 02 копейки'],
    [5.05, 'Пять рублей 05 копеек'],
    [11.11, 'Одиннадцать рублей 11 копеек'],
    [21.21, 'Двадцать один рубль 21 копейка'],
    [0.5, 'Ноль рублей 50 копеек'],
    [0.1 + 0.2, 'Ноль рублей 30 копеек'],
  ])('writes the kopecks of %d as two digits with their form', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('writes the invoice totals of DESIGN 12', () => {
    expect(amountInWords(140_000)).toBe('Сто сорок тысяч рублей 00 копеек');
    expect(amountInWords(140_000.0)).toBe(amountInWords(140_000));
    expect(amountInWords(12_345_678.9)).toBe(
      'Двенадцать миллионов триста сорок пять тысяч шестьсот семьдесят восемь рублей 90 копеек',
    );
  });

  it('keeps thousands feminine and the other scales masculine', () => {
    expect(amountInWords(2000)).toBe('Две тысячи рублей 00 копеек');
    expect(amountInWords(21_000)).toBe('Двадцать одна тысяча рублей 00 копеек');
    expect(amountInWords(11_000)).toBe('Одиннадцать тысяч рублей 00 копеек');
    expect(amountInWords(2_002_000)).toBe('Два миллиона две тысячи рублей 00 копеек');
    expect(amountInWords(1_000_001_000)).toBe('Один миллиард одна тысяча рублей 00 копеек');
    expect(amountInWords(999_999_999_999.99)).toBe(
      'Девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов ' +
        'девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 99 копеек',
    );
  });

  it('writes a negative sum with «Минус» and refuses what it cannot write', () => {
    expect(amountInWords(-2000.5)).toBe('Минус две тысячи рублей 50 копеек');
    expect(amountInWords(-0)).toBe('Ноль рублей 00 копеек');
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(1e12)).toThrow(RangeError);
  });
});

describe('integerInWords', () => {
  it('writes hundreds, teens and tens', () => {
    expect(integerInWords(100)).toBe('сто');
    expect(integerInWords(119)).toBe('сто девятнадцать');
    expect(integerInWords(990)).toBe('девятьсот девяносто');
    expect(integerInWords(1_000_000_000)).toBe('один миллиард');
    expect(integerInWords(2, 'feminine')).toBe('две');
  });
});
