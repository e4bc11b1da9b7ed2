import { formatDateTime } from '@portal/contract/format/dates';
import { describe, expect, it } from 'vitest';
import {
  auctionSavingOf,
  extensionText,
  formatCountdown,
  formatExtension,
  formatPreciseTime,
  hasLost,
  maxAllowedBid,
  savingOf,
  serverClockOffset,
} from './auction-figures';

describe('savingOf', () => {
  it('is the start price minus the best, exact to the kopeck, with its percent', () => {
    expect(savingOf(150_000.1, 120_000.05)).toEqual({ amount: 30_000.05, percent: 20 });
    expect(savingOf(0.3, 0.1)).toEqual({ amount: 0.2, percent: 66.67 });
  });
  it('is null without a bid', () => {
    expect(savingOf(100, null)).toBeNull();
  });
});

describe('auctionSavingOf', () => {
  const auction = { status: 2, startSum: 50_000, bestSumm: 40_000, winner: null };
  it('counts from the winner’s price once there is a winner, not from the best bid', () => {
    expect(auctionSavingOf({ ...auction, status: 4, winner: { summ: 48_000 } })).toEqual({
      amount: 2000,
      percent: 4,
    });
    expect(auctionSavingOf({ ...auction, status: 5, winner: { summ: 48_000 } })?.amount).toBe(2000);
  });
  it('counts from the best bid while the bidding runs, and is none after it ended without a winner', () => {
    expect(auctionSavingOf(auction)).toEqual({ amount: 10_000, percent: 20 });
    expect(auctionSavingOf({ ...auction, status: 3 })).toBeNull();
    expect(auctionSavingOf({ ...auction, status: 1 })).toBeNull();
  });
});

describe('maxAllowedBid', () => {
  it('is the start price first, then the best minus the step', () => {
    expect(maxAllowedBid({ startSum: 1000, step: 50, bestSumm: null })).toBe(1000);
    expect(maxAllowedBid({ startSum: 1000, step: 0.1, bestSumm: 900.3 })).toBe(900.2);
  });
  it('is null once the price cannot go down a step', () => {
    expect(maxAllowedBid({ startSum: 1000, step: 50, bestSumm: 50 })).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, and days when there are', () => {
    expect(formatCountdown(3_723_999)).toBe('01:02:03');
    expect(formatCountdown(2 * 86_400_000 + 5_000)).toBe('2 д 00:00:05');
  });
  it('stops at zero', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});

describe('server clock', () => {
  it('is the server answer time against the time of arrival', () => {
    expect(serverClockOffset('2027-01-10T10:00:05.000Z', Date.parse('2027-01-10T10:00:00.000Z'))).toBe(5_000);
  });
  it('keeps the milliseconds of a bid', () => {
    expect(formatPreciseTime('2027-01-10T10:00:05.042Z')).toMatch(/\d{2}:\d{2}:05\.042$/);
  });
});

describe('formatExtension', () => {
  it('speaks in the countdown’s units, so a move of seconds is visible', () => {
    expect(formatExtension(2)).toBe('2 с');
    expect(formatExtension(300)).toBe('5 мин');
    expect(formatExtension(298)).toBe('4 мин 58 с');
  });
  it('marks a bid by its move and the new end', () => {
    expect(extensionText({ extendedTo: null, extendedBySeconds: null })).toBeNull();
    const extendedTo = '2027-01-10T10:05:00.000Z';
    expect(extensionText({ extendedTo, extendedBySeconds: 2 })).toBe(
      `Продлён на 2 с, до ${formatDateTime(extendedTo)}`,
    );
  });
});

describe('hasLost', () => {
  const lost = { status: 4, isWinner: false, myBestSumm: 140_000, myOffer: null } as const;
  it('is true for a carrier that bid once another carrier won', () => {
    expect(hasLost(lost)).toBe(true);
    expect(hasLost({ ...lost, status: 5 })).toBe(true);
  });
  it('is false for the winner, a running auction, one without a winner, and a carrier that did not bid', () => {
    expect(hasLost({ ...lost, isWinner: true })).toBe(false);
    expect(hasLost({ ...lost, status: 2 })).toBe(false);
    expect(hasLost({ ...lost, status: 3 })).toBe(false);
    expect(hasLost({ ...lost, myBestSumm: null })).toBe(false);
  });
});
