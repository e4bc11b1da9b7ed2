import type { OwnerType } from '../roles';

/** The events a user may be told about, with the Russian name shown in the list and the settings. */
export const NOTIFICATION_TYPE_LABELS = {
  'contractor-verified': 'Компания верифицирована',
  'contractor-rejected': 'Отказ в верификации',
  'partner-accredited': 'Аккредитация у заказчика',
  'partner-blocked': 'Блокировка заказчиком',
  'contractor-sent-for-verification': 'Перевозчик отправил документы на верификацию',
  'route-disclaimer-created': 'Отказ перевозчика от рейса',
  'route-disclaimer-accepted': 'Отказ от рейса одобрен',
  'route-disclaimer-declined': 'Отказ от рейса отклонён',
  'driver-draft-accepted': 'Изменения водителя приняты',
  'driver-draft-declined': 'Изменения водителя отклонены',
  'appeal-accepted': 'Апелляция принята',
  'appeal-declined': 'Апелляция отказана',
  'tender-published': 'Приглашение в тендер',
  'tender-ending': 'Тендер скоро завершится',
  'tender-result': 'Итоги тендера',
  'auction-started': 'Аукцион начался',
  'auction-outbid': 'Вашу ставку перебили',
  'auction-extended': 'Аукцион продлён',
  'auction-won': 'Победа в аукционе',
  'auction-lost': 'Аукцион выиграл другой перевозчик',
  'auction-routes-assigned': 'Рейсы аукциона назначены',
  'auction-win-declined': 'Отказ от победы в аукционе',
  'auction-offer-made': 'Предложение перевозчика в аукционе',
  comment: 'Комментарий',
  'proforma-sent': 'Проформа отправлена',
  'proforma-returned': 'Проформа возвращена',
  'proforma-accepted': 'Проформа принята',
  'proforma-paid': 'Проформа оплачена',
  'webhook-disabled': 'Вебхук отключён',
} as const;

export type NotificationType = keyof typeof NOTIFICATION_TYPE_LABELS;

/** Which events reach each side: the rows of that side's settings table. */
export const NOTIFICATION_TYPES_BY_SIDE = {
  contractor: [
    'contractor-verified',
    'contractor-rejected',
    'partner-accredited',
    'partner-blocked',
    'route-disclaimer-accepted',
    'route-disclaimer-declined',
    'driver-draft-accepted',
    'driver-draft-declined',
    'appeal-accepted',
    'appeal-declined',
    'tender-published',
    'tender-ending',
    'tender-result',
    'auction-started',
    'auction-outbid',
    'auction-extended',
    'auction-won',
    'auction-lost',
    'auction-routes-assigned',
    'comment',
    'proforma-returned',
    'proforma-accepted',
    'proforma-paid',
    'webhook-disabled',
  ],
  customer: [
    'contractor-sent-for-verification',
    'route-disclaimer-created',
    'auction-win-declined',
    'auction-offer-made',
    'comment',
    'proforma-sent',
    'webhook-disabled',
  ],
} as const satisfies Record<OwnerType, readonly NotificationType[]>;

const isNotificationType = (type: string): type is NotificationType =>
  Object.hasOwn(NOTIFICATION_TYPE_LABELS, type);

/** A stored type the current code no longer knows is still shown, under its raw name. */
export const notificationTypeLabel = (type: string): string =>
  isNotificationType(type) ? NOTIFICATION_TYPE_LABELS[type] : type;
