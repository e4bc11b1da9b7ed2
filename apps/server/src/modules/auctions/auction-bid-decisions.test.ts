import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { TRANSPORTATION_SETTINGS_DEFAULTS } from '@portal/contract/auctions/auctions.schemas';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../core/auth/principal';
import { type BidRequest, decideBatch } from './auction-bid-decisions';
import type { AuctionRecord } from './auctions.repository';

// Issue 27: the bids of one batch, decided under the lock without the database.

const NOW = new Date('2026-11-29T10:00:00.000Z');

const auction: AuctionRecord = {
  id: 7,
  customerId: 1,
  status: AUCTION_STATUS.active,
  dateStart: new Date('2026-11-29T09:00:00.000Z'),
  dateEnd: new Date('2026-11-29T12:00:00.000Z'),
  startSumKopecks: 15_000_000,
  stepKopecks: 100_000,
  extensionMinutes: 0,
  maxExtensions: null,
  extensionsCount: 0,
  contractorListId: null,
  comment: null,
  bestSumKopecks: null,
  bidsCount: 0,
  lastBidSeq: 0,
  lastBidHash: null,
  winnerBidId: null,
  winnerOfferId: null,
  winnerDeadline: null,
  createdBy: null,
  createdAt: NOW,
  updatedAt: NOW,
};

const request = (contractorId: number, summKopecks: number): BidRequest => ({
  principal: { userId: 100 + contractorId, ownerType: 'contractor', ownerId: contractorId } as Principal,
  summKopecks,
  seen: auction,
});

const decide = (requests: BidRequest[]) =>
  decideBatch(
    { auction, biddersInOrder: [] },
    TRANSPORTATION_SETTINGS_DEFAULTS,
    requests,
    NOW,
    [41, 42, 43, 44],
  );

describe('a batch of bids', () => {
  it('is decided from the highest sum down, so a bid is not refused for reaching the lock after a lower one', () => {
    const batch = decide([request(1, 14_700_000), request(2, 14_800_000), request(3, 14_900_000)]);
    expect(batch.decided.map(({ requestIndex }) => requestIndex)).toEqual([2, 1, 0]);
    expect(batch.decided.every(({ outcome }) => outcome.ok)).toBe(true);
    expect(batch.placed.map((bid) => [bid.id, bid.seq, bid.summKopecks, bid.contractorId])).toEqual([
      [41, 1, 14_900_000, 3],
      [42, 2, 14_800_000, 2],
      [43, 3, 14_700_000, 1],
    ]);
    expect(batch.placed[1]!.prevHash).toBe(batch.placed[0]!.hash);
    expect(batch.changes).toMatchObject({ bestSumKopecks: 14_700_000, bidsCount: 3, lastBidSeq: 3 });
  });

  it('takes the first of equal sums and refuses the rest, and refuses a sum above best minus the step', () => {
    const batch = decide([request(1, 14_000_000), request(2, 14_000_000), request(3, 13_950_000)]);
    const refusals = batch.decided
      .filter(({ outcome }) => !outcome.ok)
      .map(({ requestIndex }) => requestIndex)
      .sort();
    expect(refusals).toEqual([1, 2]);
    expect(batch.placed.map((bid) => bid.contractorId)).toEqual([1]);
  });
});
