import { NUMBER_LOCALE } from '../constants';

const numberFormats = new Map<string, Intl.NumberFormat>();

const numberFormat = (minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat => {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
};

/** ru-RU number: `1 234 567,5` (group separator is a no-break space). */
export const formatNumber = (value: number | null | undefined, maximumFractionDigits = 2): string =>
  value == null || Number.isNaN(value) ? '' : numberFormat(0, maximumFractionDigits).format(value);

/**
 * Money in roubles with two decimals: `1 234,50 ₽`. A no-break space before the sign, as ru-RU currency
 * formatting uses, so the sign never wraps away from the amount.
 */
export const formatMoney = (value: number | null | undefined): string =>
  value == null || Number.isNaN(value) ? '' : `${numberFormat(2, 2).format(value)}\u00a0₽`;

export const roundMoney = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
