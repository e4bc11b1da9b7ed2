import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals, MONEY_MAX, moneySchema, toKopecks, toRoubles } from './money';

describe('moneySchema', () => {
  it('takes roubles above zero with at most two decimals', () => {
    expect(moneySchema.parse(150000)).toBe(150000);
    expect(moneySchema.parse(0.01)).toBe(0.01);
    expect(moneySchema.parse(1234.5)).toBe(1234.5);
    expect(moneySchema.parse(MONEY_MAX)).toBe(MONEY_MAX);
  });

  it('refuses zero, negatives, three decimals and sums above the limit', () => {
    expect(moneySchema.safeParse(0).error?.issues[0]?.message).toBe('должно быть больше нуля');
    expect(moneySchema.safeParse(-5).success).toBe(false);
    expect(moneySchema.safeParse(10.005).error?.issues[0]?.message).toBe(
      'не больше двух знаков после запятой',
    );
    expect(moneySchema.safeParse(MONEY_MAX + 1).success).toBe(false);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
  });

  it('converts to whole kopecks and back', () => {
    expect(toKopecks(1234.56)).toBe(123456);
    expect(toKopecks(0.29)).toBe(29);
    expect(toRoubles(123456)).toBe(1234.56);
  });
});
