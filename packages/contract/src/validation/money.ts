import * as z from 'zod';

// DESIGN 5: money travels as roubles with at most two decimals and is stored as whole kopecks.
export const MONEY_MAX = 999_999_999.99;
export const MONEY_MESSAGES = {
  positive: 'должно быть больше нуля',
  decimals: 'не больше двух знаков после запятой',
} as const;

/** Whether a number of roubles has at most two decimals (1.1 and 1.10 pass; 1.005 does not). */
export const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A sum in roubles: above zero, at most two decimals, within MONEY_MAX. */
export const moneySchema = z
  .number()
  .gt(0, MONEY_MESSAGES.positive)
  .max(MONEY_MAX)
  .refine(hasAtMostTwoDecimals, MONEY_MESSAGES.decimals);

export const toKopecks = (roubles: number): number => Math.round(roubles * 100);
export const toRoubles = (kopecks: number): number => kopecks / 100;
