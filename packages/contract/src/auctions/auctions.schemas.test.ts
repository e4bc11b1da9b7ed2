import { describe, expect, it } from 'vitest';
import { auctionBodySchema, auctionDatesBodySchema, bidBodySchema } from './auctions.schemas';

const body = {
  routes: [1, 2],
  dateEnd: '2027-01-10T11:00:00+03:00',
  step: 100,
  extensionMinutes: 5,
  contractors: [7],
};

const messages = (value: unknown) => {
  const result = auctionBodySchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('auctionBodySchema', () => {
  it('takes DESIGN 11’s body and leaves the optional fields absent', () => {
    expect(auctionBodySchema.parse({ ...body, dateStart: null, comment: '  Срочно ' })).toEqual({
      ...body,
      comment: 'Срочно',
    });
  });

  it('takes either a contractor list or contractors, never both and never neither', () => {
    expect(messages({ ...body, contractorList: 3 })).toEqual([
      'contractors: укажите либо список перевозчиков, либо отдельных перевозчиков, но не оба',
    ]);
    expect(messages({ ...body, contractors: undefined })).toEqual([
      'contractors: укажите участников: список перевозчиков или отдельных перевозчиков',
    ]);
    expect(messages({ ...body, contractors: undefined, contractorList: 3 })).toEqual([]);
  });

  it('refuses repeated routes, an end before the start and a step above the start price', () => {
    expect(messages({ ...body, routes: [1, 1] })).toEqual(['routes: рейсы не должны повторяться']);
    expect(messages({ ...body, dateStart: '2027-01-10T11:00:00+03:00' })).toEqual([
      'dateEnd: должна быть позже даты начала',
    ]);
    expect(messages({ ...body, startSum: 50 })).toEqual(['step: не может быть больше начальной цены']);
  });

  it('keeps anti-sniping minutes whole, from 0 (off) to a day', () => {
    expect(messages({ ...body, extensionMinutes: 0 })).toEqual([]);
    expect(messages({ ...body, extensionMinutes: 1441 })).toHaveLength(1);
    expect(messages({ ...body, extensionMinutes: 2.5 })).toHaveLength(1);
  });
});

describe('bidBodySchema', () => {
  it('takes a positive sum with at most two decimals', () => {
    expect(bidBodySchema.parse({ summ: 149_999.99 })).toEqual({ summ: 149_999.99 });
    for (const summ of [0, -1, 1.001, '100', null])
      expect(bidBodySchema.safeParse({ summ }).success).toBe(false);
  });
});

describe('auctionDatesBodySchema', () => {
  it('needs an end after the start', () => {
    expect(auctionDatesBodySchema.safeParse({ dateEnd: '2027-01-10T11:00:00Z' }).success).toBe(true);
    expect(
      auctionDatesBodySchema.safeParse({ dateStart: '2027-01-10T12:00:00Z', dateEnd: '2027-01-10T11:00:00Z' })
        .success,
    ).toBe(false);
  });
});
