import { describe, expect, it } from 'vitest';
import { completionColor, completionText } from './plan-completion';
import { formValuesToBody, planToFormValues } from './plan-form-values';

describe('plan completion', () => {
  it('shows the actual against the plan with the percent done', () => {
    expect(completionText(3, 4)).toBe('3 из 4 (75 %)');
    expect(completionColor(3, 4)).toBe('warning');
    expect(completionColor(4, 4)).toBe('success');
    expect(completionColor(5, 4)).toBe('success');
  });

  it('shows no percent and no colour when nothing was planned', () => {
    expect(completionText(2, 0)).toBe('2 из 0');
    expect(completionColor(2, 0)).toBe('default');
  });
});

describe('plan form values', () => {
  it('turns a plan into the form and back, an empty comment into null', () => {
    const plan = {
      id: 1,
      routeWay: { id: 5, code: 'МСК-ЕКБ', name: 'Москва — Екатеринбург', transportationType: 2 },
      month: '2027-03',
      auctionsCount: 4,
      summ: 600_000.5,
      comment: null,
      actualAuctionsCount: 0,
      actualSumm: 0,
    };
    const values = planToFormValues(plan);
    expect(values).toEqual({ routeWay: 5, month: '2027-03', auctionsCount: 4, summ: 600_000.5, comment: '' });
    expect(formValuesToBody({ ...values, month: ' 2027-03 ', comment: '  ' })).toEqual({
      routeWay: 5,
      month: '2027-03',
      auctionsCount: 4,
      summ: 600_000.5,
      comment: null,
    });
  });
});
