import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS, canAuctionAction, wrongAuctionStateMessage } from './auction-status';

describe('auction actions', () => {
  it('takes bids only while active', () => {
    for (const status of Object.values(AUCTION_STATUS))
      expect(canAuctionAction('bid', status)).toBe(status === AUCTION_STATUS.active);
  });

  it('edits, deletes and runs only a draft', () => {
    for (const action of ['edit', 'delete', 'run'] as const) {
      expect(canAuctionAction(action, AUCTION_STATUS.draft)).toBe(true);
      expect(canAuctionAction(action, AUCTION_STATUS.planned)).toBe(false);
    }
  });

  it('restarts only an auction that ended with no winner', () => {
    expect(canAuctionAction('clear_run', AUCTION_STATUS.noWinner)).toBe(true);
    expect(canAuctionAction('clear_run', AUCTION_STATUS.closed)).toBe(false);
  });

  it('names the current state in the refusal', () => {
    expect(wrongAuctionStateMessage(AUCTION_STATUS.closed)).toBe(
      'Действие недоступно: аукцион в статусе «Завершён»',
    );
  });
});
