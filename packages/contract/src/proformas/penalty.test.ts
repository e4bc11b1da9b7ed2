import { describe, expect, it } from 'vitest';
import { penaltyKopecks } from './penalty';

const rule = { perHourKopecks: 100_000, graceMinutes: 10, capPercent: 10 };
const MINUTE = 60;

describe('penaltyKopecks', () => {
  it('charges each started hour beyond the grace', () => {
    expect(penaltyKopecks((2 * 60 + 10) * MINUTE, rule, 12_000_000)).toBe(200_000);
    expect(penaltyKopecks((2 * 60 + 10) * MINUTE + 1, rule, 12_000_000)).toBe(300_000);
    expect(penaltyKopecks(11 * MINUTE, rule, 12_000_000)).toBe(100_000);
  });

  it('charges nothing within the grace', () => {
    expect(penaltyKopecks(10 * MINUTE, rule, 12_000_000)).toBe(0);
    expect(penaltyKopecks(0, rule, 12_000_000)).toBe(0);
  });

  it('never charges more than the cap', () => {
    // 10 % of 15,000 ₽ is 1,500 ₽, under the 5 hours charged.
    expect(penaltyKopecks(5 * 60 * MINUTE, rule, 1_500_000)).toBe(150_000);
  });
});
