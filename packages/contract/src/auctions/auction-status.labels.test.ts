import { describe, expect, it } from 'vitest';
import { AUCTION_ACTIONS, AUCTION_STATUS, AUCTION_STATUS_LABELS, canAuctionAction } from './auction-status';

describe('AUCTION_STATUS_LABELS', () => {
  it('names every status in Russian', () => {
    expect(AUCTION_STATUS_LABELS).toEqual({
      0: 'Черновик',
      1: 'Запланирован',
      2: 'Идёт',
      3: 'Без победителя',
      4: 'Есть победитель',
      5: 'Завершён',
      6: 'Отменён',
    });
  });
});

describe('canAuctionAction over every status', () => {
  const allowed: Record<keyof typeof AUCTION_ACTIONS, number[]> = {
    edit: [0],
    delete: [0],
    run: [0],
    change_dates: [1, 2],
    draft: [1],
    cancel: [0, 1, 2, 3, 4],
    clear_run: [3],
    set_winner: [3, 4],
    bid: [2],
    decline_win: [4],
    offer: [1, 2, 3],
    accept_offer: [1, 2, 3],
  };
  for (const [action, from] of Object.entries(allowed))
    it(`allows ${action} only from ${from.join(', ')}`, () => {
      for (const status of Object.values(AUCTION_STATUS))
        expect(canAuctionAction(action as keyof typeof AUCTION_ACTIONS, status)).toBe(from.includes(status));
    });

  it('allows nothing from an unknown status', () => {
    for (const action of Object.keys(AUCTION_ACTIONS) as (keyof typeof AUCTION_ACTIONS)[])
      expect(canAuctionAction(action, 7)).toBe(false);
  });
});
