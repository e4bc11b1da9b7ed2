import { NUMBER_LOCALE } from '@portal/contract/constants';

/** Digits a number input takes at most: beyond 15 a double no longer holds every integer exactly. */
const MAX_DIGITS = 15;
const GROUP = '\u00a0';

const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);

/**
 * What the user typed, as the input shows it, or null when the keystroke is refused: only digits, spaces and, with
 * `decimals`, one decimal comma (a dot is read as one) followed by at most `decimals` digits. Letters, signs and
 * exponents («абв», «-1», «1e9») are refused, never dropped silently from a longer value.
 */
export const typedNumberText = (raw: string, decimals: number): string | null => {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '').replace('.', ',');
  const pattern = decimals > 0 ? new RegExp(`^(\\d*)(,(\\d{0,${decimals}}))?$`) : /^(\d*)()()$/;
  const match = pattern.exec(compact);
  if (!match) return null;
  const [, whole = '', comma = '', fraction = ''] = match;
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_DIGITS) return null;
  const shownWhole = comma && !wholeDigits ? '0' : wholeDigits;
  return `${groupDigits(shownWhole)}${comma ? `,${fraction}` : ''}`;
};

/** The number a shown text holds: «280 500,5» → 280500.5; an empty text → null. */
export const numberOfText = (text: string): number | null => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '' || compact === '.') return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
};

const formats = new Map<number, Intl.NumberFormat>();

/** A value as the input shows it: grouped ru-RU with exactly `decimals` places («280 500,00»). */
export const numberText = (value: number | null | undefined, decimals: number): string => {
  if (value == null || !Number.isFinite(value)) return '';
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formats.set(decimals, format);
  }
  // One group separator whatever the engine's ICU uses (U+00A0 or U+202F), as typed text uses.
  return format.format(value).replace(/[\s\u202f]/g, GROUP);
};

/** Where the caret goes in `text` to stay after the same count of digits as before reformatting. */
export const caretAfterDigits = (text: string, digitsBefore: number): number => {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d,]/.test(text[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return text.length;
};

/** The count of digits and commas before `caret` in `text`. */
export const digitsBefore = (text: string, caret: number): number =>
  text.slice(0, caret).replace(/[^\d,.]/g, '').length;
