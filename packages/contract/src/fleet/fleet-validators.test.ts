import { describe, expect, it } from 'vitest';
import {
  iso6346CheckDigit,
  isValidContainerNumber,
  isValidLicenceNumber,
  isValidPlate,
  isValidRussianPassportNumber,
  isValidRussianPassportSeries,
  isValidVin,
  normalizePlate,
} from './fleet-validators';

describe('registration plates', () => {
  it('accepts a truck plate with a two- or three-digit region, Latin look-alikes read as Cyrillic', () => {
    expect(isValidPlate('А123ВС77', 'truck')).toBe(true);
    expect(isValidPlate('а123вс 777', 'truck')).toBe(true);
    expect(isValidPlate('A123BC77', 'truck')).toBe(true);
    expect(normalizePlate('a123bc 77')).toBe('А123ВС77');
  });

  it('refuses letters that plates do not use, a short region and a trailer format for a truck', () => {
    expect(isValidPlate('Б123ВС77', 'truck')).toBe(false);
    expect(isValidPlate('А123ВС7', 'truck')).toBe(false);
    expect(isValidPlate('АВ123477', 'truck')).toBe(false);
  });

  it('accepts a trailer plate of two letters and four digits', () => {
    expect(isValidPlate('АВ1234 77', 'trailer')).toBe(true);
    expect(isValidPlate('А123ВС77', 'trailer')).toBe(false);
  });
});

describe('VIN', () => {
  it('takes 17 characters without I, O and Q', () => {
    expect(isValidVin('XTC65117R91234567')).toBe(true);
    expect(isValidVin('xtc65117r91234567')).toBe(true);
    expect(isValidVin('XTC65117R9123456')).toBe(false);
    expect(isValidVin('XTC65117R9123456O')).toBe(false);
    expect(isValidVin('ITC65117R91234567')).toBe(false);
  });
});

describe('ISO 6346 container numbers', () => {
  it('computes the check digit of the standard example CSQU305438 as 3', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
  });

  it('accepts numbers whose check digit agrees and refuses the rest', () => {
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('csqu 305438 3')).toBe(true);
    expect(isValidContainerNumber('TGHU1234567')).toBe(true);
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('CSQX3054383')).toBe(false);
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
  });

  it('reduces a remainder of 10 to the check digit 0', () => {
    // M 24, S 30, C 13, U 32 and the digits, weighted by 2^position, sum to 6632 = 11 × 602 + 10.
    expect(iso6346CheckDigit('MSCU663985')).toBe(0);
    expect(isValidContainerNumber('MSCU6639850')).toBe(true);
  });
});

describe('passport and licence', () => {
  it('takes a Russian passport series of 4 digits and number of 6', () => {
    expect(isValidRussianPassportSeries('45 10')).toBe(true);
    expect(isValidRussianPassportSeries('451')).toBe(false);
    expect(isValidRussianPassportNumber('123456')).toBe(true);
    expect(isValidRussianPassportNumber('12345')).toBe(false);
    expect(isValidRussianPassportNumber('12345А')).toBe(false);
  });

  it('takes a driving licence number of 10 digits, spaces allowed', () => {
    expect(isValidLicenceNumber('99 12 345678')).toBe(true);
    expect(isValidLicenceNumber('991234567')).toBe(false);
  });
});
