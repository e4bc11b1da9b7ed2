import { describe, expect, it } from 'vitest';
import {
  isValidBankAccount,
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
} from './requisites';

describe('isValidInn', () => {
  it.each([
    ['7707083893', 'ПАО Сбербанк'],
    ['7736050003', 'ПАО «Газпром»'],
    ['500100732259', 'an individual entrepreneur'],
  ])('accepts the real INN %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it('rejects a 10-digit INN with a wrong control digit', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('7736050004')).toBe(false);
  });

  it('rejects a 12-digit INN with a wrong 11th or 12th control digit', () => {
    expect(isValidInn('500100732269')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
  });

  it('rejects a 12-digit INN whose 11th control digit is wrong', () => {
    // 5 is the right 11th digit; the 12th (6) is right for the digits before it, so only the 11th check fails.
    expect(isValidInn('500100732266')).toBe(false);
  });

  it('rejects a 12-digit INN whose 12th control digit is wrong', () => {
    expect(isValidInn('500100732250')).toBe(false);
  });

  it('rejects an INN of any length other than 10 or 12 digits', () => {
    expect(isValidInn('')).toBe(false);
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838930')).toBe(false);
    expect(isValidInn('5001007322590')).toBe(false);
  });

  it('rejects an INN with letters, spaces or other characters', () => {
    expect(isValidInn('770708389A')).toBe(false);
    expect(isValidInn('7707 083893')).toBe(false);
    expect(isValidInn(' 7707083893')).toBe(false);
    expect(isValidInn('7707-083893')).toBe(false);
  });
});

describe('isValidOgrn', () => {
  it('accepts a real 13-digit OGRN', () => {
    expect(isValidOgrn('1027700132195')).toBe(true);
  });

  it('accepts a 15-digit OGRNIP with its control digit', () => {
    expect(isValidOgrn('304500116000157')).toBe(true);
  });

  it('takes the control digit of a 15-digit OGRNIP from the remainder by 13, not by 11', () => {
    // 30450011600019 mod 13 = 11, whose last digit is 1; the remainder by 11 would give 0.
    expect(isValidOgrn('304500116000191')).toBe(true);
    expect(isValidOgrn('304500116000190')).toBe(false);
  });

  it('rejects an OGRN or OGRNIP with a wrong control digit', () => {
    expect(isValidOgrn('1027700132194')).toBe(false);
    expect(isValidOgrn('304500116000158')).toBe(false);
  });

  it('rejects a value of any length other than 13 or 15 digits', () => {
    expect(isValidOgrn('102770013219')).toBe(false);
    expect(isValidOgrn('10277001321950')).toBe(false);
  });

  it('rejects a 14- or 16-digit number even when its remainder check passes (the lengths are anchored)', () => {
    expect(isValidOgrn('10277001321959')).toBe(false);
    expect(isValidOgrn('3045001160001572')).toBe(false);
  });

  it('rejects a value with letters', () => {
    expect(isValidOgrn('102770013219A')).toBe(false);
  });
});

describe('isValidKpp', () => {
  it('accepts nine digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
  });

  it('accepts capital Latin letters in the fifth and sixth places', () => {
    expect(isValidKpp('7736AB001')).toBe(true);
  });

  it('rejects letters outside the fifth and sixth places and lowercase letters', () => {
    expect(isValidKpp('77A601001')).toBe(false);
    expect(isValidKpp('77360100A')).toBe(false);
    expect(isValidKpp('7736ab001')).toBe(false);
  });

  it('rejects any length other than nine characters', () => {
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('7736010010')).toBe(false);
  });
});

describe('bank requisites', () => {
  const sberBik = '044525225';

  it('accepts a Russian BIK and rejects others', () => {
    expect(isValidBik(sberBik)).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidBik('04452522')).toBe(false);
    expect(isValidBik('04452522a')).toBe(false);
  });

  it('rejects a BIK with anything before or after its nine digits (the pattern is anchored)', () => {
    expect(isValidBik('x044525225')).toBe(false);
    expect(isValidBik('0445252250')).toBe(false);
  });

  it('accepts the real correspondent accounts of their banks', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', sberBik)).toBe(true);
    expect(isValidCorrespondentAccount('30101810200000000593', '044525593')).toBe(true);
  });

  it('rejects a correspondent account of another bank or with a wrong digit', () => {
    expect(isValidCorrespondentAccount('30101810200000000593', sberBik)).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000226', sberBik)).toBe(false);
    expect(isValidCorrespondentAccount('40101810400000000225', sberBik)).toBe(false);
  });

  it('rejects a correspondent account whose only fault is its check key', () => {
    // 301 prefix, 20 digits, the BIK's last three digits; one digit changed breaks the key alone.
    expect(isValidCorrespondentAccount('30101810500000000225', sberBik)).toBe(false);
  });

  it('rejects a correspondent account that does not start with 301, even with a valid key', () => {
    expect(isValidCorrespondentAccount('30201810300000000225', sberBik)).toBe(false);
  });

  it('rejects a 21-digit correspondent account whose key sums right (the pattern is anchored)', () => {
    expect(isValidCorrespondentAccount('230101810400000000225', sberBik)).toBe(false);
    expect(isValidCorrespondentAccount('301018104000000040225', sberBik)).toBe(false);
  });

  it('checks a settlement account against the BIK', () => {
    expect(isValidBankAccount('40702810938000012345', sberBik)).toBe(true);
    expect(isValidBankAccount('40702810838000012345', sberBik)).toBe(false);
    expect(isValidBankAccount('40702810938000012345', '044525593')).toBe(false);
    expect(isValidBankAccount('4070281093800001234', sberBik)).toBe(false);
    expect(isValidBankAccount('40702810938000012345', 'bad')).toBe(false);
  });

  it('rejects a 21-digit settlement account whose key sums right (the pattern is anchored)', () => {
    expect(isValidBankAccount('407028109380000123450', sberBik)).toBe(false);
  });
});
