// DESIGN 11: tender 0 draft, 1 planned, 2 active, 3 ended (evaluation), 4 winners accepted, 5 cancelled. The server
// refuses what TENDER_ACTIONS does not allow (409); the UI shows the buttons it allows.

export const TENDER_STATUS = {
  draft: 0,
  planned: 1,
  active: 2,
  ended: 3,
  accepted: 4,
  cancelled: 5,
} as const;
export type TenderStatus = (typeof TENDER_STATUS)[keyof typeof TENDER_STATUS];
export const TENDER_STATUSES = Object.values(TENDER_STATUS) as TenderStatus[];

export const TENDER_STATUS_LABELS: Record<TenderStatus, string> = {
  0: 'Черновик',
  1: 'Запланирован',
  2: 'Идёт приём ставок',
  3: 'Подведение итогов',
  4: 'Победители утверждены',
  5: 'Отменён',
};

/**
 * SPEC 4 transitions and the states they start from. `edit` and `delete` touch only a draft; `end` closes bidding
 * early; `clear_run` restarts an ended tender (its bids stay); `setwinner` and `acceptwinner` decide an ended one;
 * `declinewin` is the winner's, after acceptance.
 */
export const TENDER_ACTIONS = {
  edit: { from: [0], label: 'Изменить' },
  delete: { from: [0], label: 'Удалить' },
  run: { from: [0], label: 'Запустить' },
  change_dates: { from: [1, 2], label: 'Изменить даты' },
  todraft: { from: [1], label: 'В черновик' },
  cancel: { from: [0, 1, 2, 3], label: 'Отменить' },
  clear_run: { from: [3], label: 'Перезапустить' },
  end: { from: [2], label: 'Завершить приём ставок' },
  setwinner: { from: [3], label: 'Выбрать победителя' },
  acceptwinner: { from: [3], label: 'Утвердить победителей' },
  bid: { from: [2], label: 'Сделать ставку' },
  declinewin: { from: [4], label: 'Отказаться от победы' },
} as const satisfies Record<string, { from: readonly TenderStatus[]; label: string }>;
export type TenderAction = keyof typeof TENDER_ACTIONS;

export const canTenderAction = (action: TenderAction, status: number): boolean =>
  (TENDER_ACTIONS[action].from as readonly number[]).includes(status);

/** DESIGN 11: the 409 names the current state. */
export const wrongTenderStateMessage = (status: number): string =>
  `Действие недоступно: тендер в статусе «${TENDER_STATUS_LABELS[status as TenderStatus] ?? status}»`;
