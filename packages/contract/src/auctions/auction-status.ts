// DESIGN 11: auction 0 draft, 1 planned, 2 active, 3 no winner, 4 has winner (the winner may still decline),
// 5 closed (routes assigned), 6 cancelled. The server refuses what ACTIONS does not allow (409); the UI shows the
// buttons it allows.

export const AUCTION_STATUS = {
  draft: 0,
  planned: 1,
  active: 2,
  noWinner: 3,
  hasWinner: 4,
  closed: 5,
  cancelled: 6,
} as const;
export type AuctionStatus = (typeof AUCTION_STATUS)[keyof typeof AUCTION_STATUS];
export const AUCTION_STATUSES = Object.values(AUCTION_STATUS) as AuctionStatus[];

export const AUCTION_STATUS_LABELS: Record<AuctionStatus, string> = {
  0: 'Черновик',
  1: 'Запланирован',
  2: 'Идёт',
  3: 'Без победителя',
  4: 'Есть победитель',
  5: 'Завершён',
  6: 'Отменён',
};

/**
 * SPEC 4 transitions and the states they start from. `edit` and `delete` touch only a draft; `change_dates` moves
 * a planned or running auction; `clear_run` restarts one that ended with no winner; `set_winner` lets the customer
 * choose a bid once bidding is over. A carrier offers a price outside the bidding (`offer`, also editing a pending
 * one) while the auction is planned, running or ended with no winner; the customer may accept it then
 * (`accept_offer`): the auction stops and the carrier wins at the offer's price.
 */
export const AUCTION_ACTIONS = {
  edit: { from: [0], label: 'Изменить' },
  delete: { from: [0], label: 'Удалить' },
  run: { from: [0], label: 'Запустить' },
  change_dates: { from: [1, 2], label: 'Изменить даты' },
  draft: { from: [1], label: 'В черновик' },
  cancel: { from: [0, 1, 2, 3, 4], label: 'Отменить' },
  clear_run: { from: [3], label: 'Перезапустить' },
  set_winner: { from: [3, 4], label: 'Выбрать победителя' },
  bid: { from: [2], label: 'Сделать ставку' },
  decline_win: { from: [4], label: 'Отказаться от победы' },
  offer: { from: [1, 2, 3], label: 'Предложить цену' },
  accept_offer: { from: [1, 2, 3], label: 'Принять предложение' },
} as const satisfies Record<string, { from: readonly AuctionStatus[]; label: string }>;
export type AuctionAction = keyof typeof AUCTION_ACTIONS;

export const canAuctionAction = (action: AuctionAction, status: number): boolean =>
  (AUCTION_ACTIONS[action].from as readonly number[]).includes(status);

/** DESIGN 11: the 409 names the current state. */
export const wrongAuctionStateMessage = (status: number): string =>
  `Действие недоступно: аукцион в статусе «${AUCTION_STATUS_LABELS[status as AuctionStatus] ?? status}»`;
