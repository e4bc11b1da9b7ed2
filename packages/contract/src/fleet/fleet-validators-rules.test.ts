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

describe('normalizePlate', () => {
  it('turns every Latin look-alike into its Cyrillic letter', () => {
    expect(normalizePlate('ABEKMHOPCTYX')).toBe('АВЕКМНОРСТУХ');
  });

  it('drops spaces and hyphens and upper-cases Cyrillic letters', () => {
    expect(normalizePlate(' а 123-вс 77 ')).toBe('А123ВС77');
  });

  it('leaves Latin letters that have no Cyrillic look-alike', () => {
    expect(normalizePlate('d')).toBe('D');
  });
});

describe('isValidPlate', () => {
  it('accepts every plate letter in a truck plate', () => {
    for (const letter of 'АВЕКМНОРСТУХ')
      expect(isValidPlate(`${letter}123${letter}${letter}77`, 'truck')).toBe(true);
  });

  it('refuses a truck plate with anything before or after it', () => {
    expect(isValidPlate('А123ВС7777', 'truck')).toBe(false);
    expect(isValidPlate('1А123ВС77', 'truck')).toBe(false);
    expect(isValidPlate('А12ВС77', 'truck')).toBe(false);
    expect(isValidPlate('А123В77', 'truck')).toBe(false);
  });

  it('accepts a trailer with a two- or three-digit region and refuses a short or long one', () => {
    expect(isValidPlate('АВ123477', 'trailer')).toBe(true);
    expect(isValidPlate('ав1234 777', 'trailer')).toBe(true);
    expect(isValidPlate('АВ12347', 'trailer')).toBe(false);
    expect(isValidPlate('АВ12347777', 'trailer')).toBe(false);
    expect(isValidPlate('1АВ123477', 'trailer')).toBe(false);
    expect(isValidPlate('АБ123477', 'trailer')).toBe(false);
  });
});

describe('isValidVin', () => {
  it('refuses Q anywhere and any other length', () => {
    expect(isValidVin('XTC65117R9123456Q')).toBe(false);
    expect(isValidVin('XTC65117R912345678')).toBe(false);
    expect(isValidVin(' XTC65117R91234567')).toBe(false);
  });

  it('accepts every letter other than I, O and Q', () => {
    expect(isValidVin('ABCDEFGHJKLMNPRST')).toBe(true);
    expect(isValidVin('UVWXYZ01234567890')).toBe(true);
  });
});

describe('ISO 6346 check digit', () => {
  // Values from the standard's table (A 10, B 12 … skipping multiples of 11: K 21, L 23, U 32, V 34, Z 38).
  it.each([
    ['ABZU123456', 1],
    ['KLVJ000001', 6],
    ['WXYZ999999', 6],
    ['AAAU000000', 7],
    ['LVWU765432', 5],
    ['BKLU010203', 4],
  ])('of %s is %i', (first10, digit) => {
    expect(iso6346CheckDigit(first10)).toBe(digit);
    expect(isValidContainerNumber(`${first10}${digit}`)).toBe(true);
    expect(isValidContainerNumber(`${first10}${(digit + 1) % 10}`)).toBe(false);
  });

  it('takes the categories U, J and Z only', () => {
    expect(isValidContainerNumber('KLVJ0000016')).toBe(true);
    expect(isValidContainerNumber('WXYZ9999996')).toBe(true);
    expect(isValidContainerNumber('KLVR0000016')).toBe(false);
  });

  it('refuses digits in the owner code, letters in the serial and trailing characters', () => {
    expect(isValidContainerNumber('1BZU1234561')).toBe(false);
    expect(isValidContainerNumber('ABZUA234561')).toBe(false);
    expect(isValidContainerNumber('ABZU12345610')).toBe(false);
    expect(isValidContainerNumber('XABZU1234561')).toBe(false);
  });
});

describe('passport and licence anchors', () => {
  it('refuses a longer Russian passport series or number', () => {
    expect(isValidRussianPassportSeries('45101')).toBe(false);
    expect(isValidRussianPassportSeries('4510')).toBe(true);
    expect(isValidRussianPassportSeries('45А0')).toBe(false);
    expect(isValidRussianPassportNumber('1234567')).toBe(false);
    expect(isValidRussianPassportNumber('12 3456')).toBe(false);
  });

  it('refuses a licence of 11 digits or with a letter', () => {
    expect(isValidLicenceNumber('99123456789')).toBe(false);
    expect(isValidLicenceNumber('99А2345678')).toBe(false);
    expect(isValidLicenceNumber('9912345678')).toBe(true);
  });
});
