// Checks of the fleet's documents and numbers: Russian passports, registration plates, VINs and ISO 6346
// container numbers. Plates take Cyrillic letters that look Latin; Latin look-alikes are read as Cyrillic.

const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

/** A plate as stored: upper case, no spaces, Latin look-alikes turned into the Cyrillic letters. */
export const normalizePlate = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ABEKMHOPCTYX]/g, (letter) => LATIN_TO_CYRILLIC[letter] ?? letter);

const PLATE_LETTER = '[АВЕКМНОРСТУХ]';
// ГОСТ Р 50577: a truck А123ВС77 (region of 2 or 3 digits), a trailer АВ1234 77.
const TRUCK_PLATE = new RegExp(`^${PLATE_LETTER}\\d{3}${PLATE_LETTER}{2}\\d{2,3}$`, 'u');
const TRAILER_PLATE = new RegExp(`^${PLATE_LETTER}{2}\\d{4}\\d{2,3}$`, 'u');

export const isValidPlate = (value: string, kind: 'truck' | 'trailer'): boolean => {
  const plate = normalizePlate(value);
  return (kind === 'truck' ? TRUCK_PLATE : TRAILER_PLATE).test(plate);
};

/** ISO 3779: 17 characters, digits and Latin letters without I, O and Q. */
export const isValidVin = (value: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(value.toUpperCase());

const ISO_6346_LETTER_VALUES = (() => {
  const values: Record<string, number> = {};
  let next = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (next % 11 === 0) next += 1;
    values[letter] = next;
    next += 1;
  }
  return values;
})();

/** The check digit of the first ten characters of an ISO 6346 number (owner, category, serial). */
export const iso6346CheckDigit = (first10: string): number => {
  const sum = [...first10].reduce(
    (total, char, index) => total + (ISO_6346_LETTER_VALUES[char] ?? Number(char)) * 2 ** index,
    0,
  );
  return (sum % 11) % 10;
};

/** ISO 6346: three owner letters, category U, J or Z, six digits and the check digit. */
export const isValidContainerNumber = (value: string): boolean => {
  const number = value.toUpperCase().replace(/\s/g, '');
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(number)) return false;
  return iso6346CheckDigit(number.slice(0, 10)) === Number(number[10]);
};

/** A Russian internal passport: series of 4 digits, number of 6. */
export const isValidRussianPassportSeries = (value: string): boolean =>
  /^\d{4}$/.test(value.replace(/\s/g, ''));
export const isValidRussianPassportNumber = (value: string): boolean => /^\d{6}$/.test(value);

/** A Russian driving licence since 2011: 10 digits (series of 4 and number of 6). */
export const isValidLicenceNumber = (value: string): boolean => /^\d{10}$/.test(value.replace(/\s/g, ''));
