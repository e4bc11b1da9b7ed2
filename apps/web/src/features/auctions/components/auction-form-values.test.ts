import { describe, expect, it } from 'vitest';
import { auctionBodyOf, defaultStartSum, EMPTY_AUCTION_FORM, isoOfTyped } from './auction-form-values';

describe('defaultStartSum', () => {
  it('adds the chosen flights initial sums to the kopeck', () => {
    const flights = [
      { id: 1, initialSum: 0.1 },
      { id: 2, initialSum: 0.2 },
      { id: 3, initialSum: 1000 },
    ];
    expect(defaultStartSum(flights, [1, 2])).toBe(0.3);
    expect(defaultStartSum(flights, [])).toBe(0);
  });
});

describe('auctionBodyOf', () => {
  it('sends the typed times as ISO and one participant source', () => {
    const body = auctionBodyOf({
      ...EMPTY_AUCTION_FORM,
      routes: [4],
      dateEnd: '01.03.2027 18:30',
      step: 500,
      participantSource: 'list',
      contractorList: 9,
      contractors: [1, 2],
    });
    expect(body).toEqual({
      routes: [4],
      dateEnd: new Date(2027, 2, 1, 18, 30).toISOString(),
      step: 500,
      extensionMinutes: 5,
      contractorList: 9,
    });
  });
  it('reads no time from an impossible date', () => {
    expect(isoOfTyped('31.02.2027 10:00')).toBeUndefined();
    expect(isoOfTyped('')).toBeUndefined();
  });
});
