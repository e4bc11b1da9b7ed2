// Checksums of Russian company requisites (ФНС rules), shared by the server and the forms.
const digitsOf = (value: string): number[] => [...value].map(Number);

const checksum = (digits: number[], weights: number[]): number =>
  (weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11) % 10;

/** ИНН: 10 digits for a company, 12 for an individual entrepreneur, with their control digits. */
export const isValidInn = (value: string): boolean => {
  if (!/^\d{10}$|^\d{12}$/.test(value)) return false;
  const digits = digitsOf(value);
  if (digits.length === 10) return checksum(digits, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[9];
  const n11 = checksum(digits, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  const n12 = checksum(digits, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return n11 === digits[10] && n12 === digits[11];
};

export const isValidKpp = (value: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);

/** ОГРН (13 digits) or ОГРНИП (15 digits) with the remainder check. */
export const isValidOgrn = (value: string): boolean => {
  if (!/^\d{13}$|^\d{15}$/.test(value)) return false;
  const body = BigInt(value.slice(0, -1));
  const divisor = value.length === 13 ? 11n : 13n;
  return Number((body % divisor) % 10n) === Number(value.at(-1));
};

/** БИК: 9 digits, the Russian ones start with 04. */
export const isValidBik = (value: string): boolean => /^04\d{7}$/.test(value);

const ACCOUNT_WEIGHTS = [7, 1, 3];

// Bank of Russia rule: the 23 digits (3 from the BIK, then the account) weighted 7,1,3… sum to a multiple of 10.
const accountKeyIsValid = (key: string): boolean =>
  digitsOf(key).reduce((sum, digit, index) => sum + digit * (ACCOUNT_WEIGHTS[index % 3] ?? 0), 0) % 10 === 0;

/** Расчётный счёт: 20 digits, checked against the bank's BIK (its last three digits). */
export const isValidBankAccount = (account: string, bik: string): boolean =>
  /^\d{20}$/.test(account) && isValidBik(bik) && accountKeyIsValid(bik.slice(-3) + account);

/**
 * Корреспондентский счёт: 20 digits starting 301 and ending with the BIK's last three, checked against "0" and
 * the 5th–6th digits of the BIK.
 */
export const isValidCorrespondentAccount = (account: string, bik: string): boolean =>
  /^301\d{17}$/.test(account) &&
  isValidBik(bik) &&
  account.endsWith(bik.slice(-3)) &&
  accountKeyIsValid(`0${bik.slice(4, 6)}${account}`);
