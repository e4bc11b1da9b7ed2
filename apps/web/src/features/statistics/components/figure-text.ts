import { formatMoney, formatNumber } from '@portal/contract/format/numbers';
import type { Figure } from '@portal/contract/statistics/statistics-formulas';

/** DESIGN 12: a figure not known yet (penalties before proformas) reads «нет данных», never 0. */
export const NO_DATA = 'нет данных';

/** A figure's value as the screen shows it: roubles, percent, a count or a mean, ru-RU. */
export const figureText = (figure: Figure, value: number | null | undefined): string => {
  if (value == null) return NO_DATA;
  switch (figure.unit) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return `${formatNumber(value)}\u00a0%`;
    case 'count':
    case 'index':
      return formatNumber(value, 0);
    case 'ratio':
      return formatNumber(value);
  }
};
