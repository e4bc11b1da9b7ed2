import { describe, expect, it } from 'vitest';
import { auctionPlanBodySchema, auctionPlanQuerySchema, completionPercent } from './auction-plan.schemas';

const body = { routeWay: 3, month: '2027-03', auctionsCount: 4, summ: 600_000 };

describe('auction plan schemas', () => {
  it('takes a month as YYYY-MM and an empty comment as null', () => {
    expect(auctionPlanBodySchema.parse({ ...body, comment: '  ' })).toEqual({ ...body, comment: null });
    for (const month of ['2027-3', '2027-00', '2027-13', '27-03', '2027-03-01'])
      expect(auctionPlanBodySchema.safeParse({ ...body, month }).success, month).toBe(false);
  });

  it('refuses a month range that runs backwards', () => {
    expect(auctionPlanQuerySchema.safeParse({ month_from: '2027-03', month_to: '2027-02' }).success).toBe(
      false,
    );
    expect(auctionPlanQuerySchema.parse({ month_from: '2027-02', month_to: '2027-02' })).toMatchObject({
      page: 1,
    });
  });

  it('gives the completion in whole percent, none without a plan', () => {
    expect(completionPercent(3, 4)).toBe(75);
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(2, 0)).toBeNull();
  });
});
