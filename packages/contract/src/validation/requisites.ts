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
