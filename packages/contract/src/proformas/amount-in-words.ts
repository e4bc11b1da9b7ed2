import { type PluralForms, pluralForm } from '../format/plural';

// DESIGN 12 «Proformas»: the printable invoice and act end with the total in words, as Russian accounting writes
// it: roubles in words, kopecks as two digits — «Сто сорок тысяч рублей 00 копеек».

type Gender = 'masculine' | 'feminine';

const ONES: Record<Gender, readonly string[]> = {
  masculine: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  feminine: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

const ROUBLES: PluralForms = ['рубль', 'рубля', 'рублей'];
const KOPECKS: PluralForms = ['копейка', 'копейки', 'копеек'];

/** Groups of three digits from the thousands up, with their noun's forms and gender. */
const SCALES: readonly { forms: PluralForms; gender: Gender }[] = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'feminine' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'masculine' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'masculine' },
];

/** 1–999 in words; 0 gives no words. */
const triadWords = (triad: number, gender: Gender): string[] => {
  const hundreds = Math.floor(triad / 100);
  const rest = triad % 100;
  const words = [HUNDREDS[hundreds]!];
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, ONES[gender][rest % 10]!);
  return words.filter((word) => word !== '');
};

/** A whole number of roubles in words, without the noun: 0 → «ноль», 1 000 → «одна тысяча». */
export const integerInWords = (value: number, gender: Gender = 'masculine'): string => {
  if (value === 0) return 'ноль';
  const words = triadWords(value % 1000, gender);
  let rest = Math.floor(value / 1000);
  for (const scale of SCALES) {
    if (rest === 0) break;
    const triad = rest % 1000;
    if (triad > 0) words.unshift(...triadWords(triad, scale.gender), pluralForm(triad, scale.forms));
    rest = Math.floor(rest / 1000);
  }
  return words.join(' ');
};

/** The largest sum written out: below a trillion roubles, far above any proforma. */
export const AMOUNT_IN_WORDS_MAX = 999_999_999_999.99;

/**
 * A sum in roubles (at most two decimals) in words with kopecks as two digits, capitalised:
 * 140000 → «Сто сорок тысяч рублей 00 копеек», 21.21 → «Двадцать один рубль 21 копейка». A negative sum is
 * written with «Минус».
 */
export const amountInWords = (amount: number): string => {
  if (!Number.isFinite(amount) || Math.abs(amount) > AMOUNT_IN_WORDS_MAX)
    throw new RangeError(`amountInWords: ${amount} is out of range`);
  const allKopecks = Math.round(Math.abs(amount) * 100);
  const roubles = Math.floor(allKopecks / 100);
  const kopecks = allKopecks % 100;
  const sign = allKopecks > 0 && amount < 0 ? 'минус ' : '';
  const text =
    `${sign}${integerInWords(roubles)} ${pluralForm(roubles, ROUBLES)} ` +
    `${String(kopecks).padStart(2, '0')} ${pluralForm(kopecks, KOPECKS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
};
