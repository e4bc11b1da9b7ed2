// SPEC 4: appeal 0 New, 1 Under review ('In processing' on the carrier's side), 2 Accepted, 3 Rejected.
// New → under review; accept or reject while not already accepted or rejected; the decision comment is then locked.

export const APPEAL_STATUS = { new: 0, review: 1, accepted: 2, rejected: 3 } as const;
export type AppealStatus = (typeof APPEAL_STATUS)[keyof typeof APPEAL_STATUS];
export const APPEAL_STATUSES = Object.values(APPEAL_STATUS) as AppealStatus[];

export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  0: 'Новая',
  1: 'На рассмотрении',
  2: 'Принята',
  3: 'Отклонена',
};

/** The carrier sees status 1 as «В обработке» (SPEC 4). */
export const CONTRACTOR_APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  ...APPEAL_STATUS_LABELS,
  1: 'В обработке',
};

/** An event can be appealed again only once every earlier appeal of it was rejected (SPEC 2.3). */
export const OPEN_APPEAL_STATUSES: readonly AppealStatus[] = [0, 1, 2];

export const APPEAL_ACTIONS = {
  toprocessing: { from: [0], to: 1, toast: 'Апелляция в обработку', label: 'В обработку' },
  accept: { from: [0, 1], to: 2, toast: 'Апелляция принята', label: 'Принять' },
  decline: { from: [0, 1], to: 3, toast: 'Апелляция отказана', label: 'Отклонить' },
} as const satisfies Record<
  string,
  { from: readonly AppealStatus[]; to: AppealStatus; toast: string; label: string }
>;
export type AppealAction = keyof typeof APPEAL_ACTIONS;
export const APPEAL_ACTION_NAMES = Object.keys(APPEAL_ACTIONS) as AppealAction[];

export const canAppealAction = (action: AppealAction, status: number): boolean =>
  (APPEAL_ACTIONS[action].from as readonly number[]).includes(status);

/** Once accepted or rejected the decision comment is locked. */
export const isAppealDecided = (status: number): boolean =>
  status === APPEAL_STATUS.accepted || status === APPEAL_STATUS.rejected;

/** SPEC 3: appeal event type 0 is a road accident; anything else a theft. */
export const appealEventTypeLabel = (type: number): string => (type === 0 ? 'ДТП' : 'Хищение');

export const APPEAL_MESSAGES = {
  alreadyOpen: 'По этому событию уже подана апелляция; повторно можно подать только после отказа',
  eventNotFound: 'Событие не найдено',
  appealNotFound: 'Апелляция не найдена',
  ratingNotFound: 'Рейтинг не найден',
  indexNotFound: 'Показатель рейтинга не найден',
  indexValueNotFound: 'Значение показателя не найдено',
  wrongState: (status: number) =>
    `Действие недоступно: апелляция в статусе «${APPEAL_STATUS_LABELS[status as AppealStatus] ?? status}»`,
  dateToBeforeFrom: 'дата «по» раньше даты «с»',
  optionMinAboveMax: 'минимум больше максимума',
} as const;

export const APPEAL_COMMENT_MAX = 2000;
export const BONUS_COMMENT_MAX = 2000;
