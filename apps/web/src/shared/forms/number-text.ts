import { NUMBER_LOCALE } from '@portal/contract/constants';

/** Digits a number input takes at most: beyond 15 a double no longer holds every integer exactly. */
const MAX_DIGITS = 15;
const GROUP = '\u00a0';

const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);

/**
 * What the user typed, as the input shows it, or null when the keystroke is refused: only digits, spaces, a leading
 * minus when `isSigned` and, with `decimals`, one decimal comma (a dot is read as one) followed by at most `decimals`
 * digits. Letters, other signs and exponents («абв», «-1» unsigned, «1e9») are refused, never dropped silently from a
 * longer value.
 */
export const typedNumberText = (raw: string, decimals: number, isSigned = false): string | null => {
  const compact = raw
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace('.', ',')
    .replace('\u2212', '-');
  const sign = isSigned && compact.startsWith('-') ? '-' : '';
  const pattern = decimals > 0 ? new RegExp(`^(\\d*)(,(\\d{0,${decimals}}))?$`) : /^(\d*)()()$/;
  const match = pattern.exec(compact.slice(sign.length));
  if (!match) return null;
  const [, whole = '', comma = '', fraction = ''] = match;
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_DIGITS) return null;
  const shownWhole = comma && !wholeDigits ? '0' : wholeDigits;
  return `${sign}${groupDigits(shownWhole)}${comma ? `,${fraction}` : ''}`;
};

/** The number a shown text holds: «280 500,5» → 280500.5; an empty text or a lone minus → null. */
export const numberOfText = (text: string): number | null => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '' || compact === '.' || compact === '-') return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
};

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A value as the input shows it: grouped ru-RU with at most `decimals` places and at least `minDecimals`
 * («280 500,00» for money, «12,5» for a measure).
 */
export const numberText = (
  value: number | null | undefined,
  decimals: number,
  minDecimals = decimals,
): string => {
  if (value == null || !Number.isFinite(value)) return '';
  const key = `${minDecimals}-${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formats.set(key, format);
  }
  // One group separator whatever the engine's ICU uses (U+00A0 or U+202F), as typed text uses; a plain minus.
  return format
    .format(value)
    .replace(/[\s\u202f]/g, GROUP)
    .replace('\u2212', '-');
};

/** Where the caret goes in `text` to stay after the same count of digits as before reformatting. */
export const caretAfterDigits = (text: string, digitsBefore: number): number => {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d,-]/.test(text[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return text.length;
};

/** The count of digits, commas and minus signs before `caret` in `text`. */
export const digitsBefore = (text: string, caret: number): number =>
  text.slice(0, caret).replace(/[^\d,.-]/g, '').length;
