import { MONEY_MAX, MONEY_MESSAGES } from '@portal/contract/validation/money';
import type { FormRule } from 'antd';
import { numberText } from './number-text';

export type NumberLimits = {
  min?: number;
  /** The value must be above `min`, not equal to it (money is above zero). */
  isMinExclusive?: boolean;
  max?: number;
  /** Places the limits are shown with: 2 for money. */
  decimals?: number;
};

/** MONEY_MESSAGES.positive, as a form shows it. */
const ABOVE_ZERO_MESSAGE = `${MONEY_MESSAGES.positive[0]!.toUpperCase()}${MONEY_MESSAGES.positive.slice(1)}`;

/** The Russian sentence for a limit, in the form's own ru-RU digits: «Не больше 999 999 999,99». */
export const limitMessage = (bound: 'min' | 'max', limit: number, decimals = 0): string =>
  `${bound === 'max' ? 'Не больше' : 'Не меньше'} ${numberText(limit, Number.isInteger(limit) ? 0 : decimals)}`;

/** Checks a MoneyInput's or IntegerInput's value against its limits on save; an empty value is `required`'s job. */
export const numberLimitsRule = ({
  min,
  isMinExclusive = false,
  max,
  decimals = 0,
}: NumberLimits): FormRule => ({
  validator: async (_rule, value: number | null | undefined) => {
    if (value == null) return;
    if (min !== undefined && (isMinExclusive ? value <= min : value < min)) {
      throw new Error(isMinExclusive && min === 0 ? ABOVE_ZERO_MESSAGE : limitMessage('min', min, decimals));
    }
    if (max !== undefined && value > max) throw new Error(limitMessage('max', max, decimals));
  },
});

/** A sum in roubles (the contract's moneySchema): above zero, within MONEY_MAX. */
export const moneyLimitsRule = numberLimitsRule({
  min: 0,
  isMinExclusive: true,
  max: MONEY_MAX,
  decimals: 2,
});
