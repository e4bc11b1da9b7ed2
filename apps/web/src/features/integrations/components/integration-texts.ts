import { INTEGRATION_MESSAGES } from '@portal/contract/integration/integration.constants';

/** The questions and toasts of the «Интеграции» screen, one place for the screen and its tests. */
export const WEBHOOK_TEXTS = {
  created: 'Вебхук добавлен',
  updated: 'Вебхук сохранён',
  enabled: 'Вебхук включён',
  disabled: 'Вебхук выключен',
  deleteQuestion: 'Вы уверены что хотите удалить вебхук?',
  deleted: INTEGRATION_MESSAGES.webhookDeleted,
  rotateQuestion: 'Повернуть секрет вебхука?',
  rotateWarning:
    'Будет создан новый секрет. Старый ещё 24 часа подписывает доставки второй подписью, чтобы вы успели заменить его у получателя.',
  rotated: 'Секрет вебхука заменён',
  tested: 'Тестовое событие отправлено: результат появится в доставках',
  redelivered: 'Событие отправлено снова',
  secretTitle: 'Секрет вебхука',
  secretWarning:
    'Сохраните секрет сейчас: после закрытия окна он больше не будет показан. Им получатель проверяет подпись доставок.',
} as const;

export const API_KEY_TEXTS = {
  created: 'Ключ API создан',
  revokeQuestion: 'Вы уверены что хотите отозвать ключ API?',
  revokeWarning: 'Запросы с этим ключом сразу перестанут приниматься.',
  revoked: INTEGRATION_MESSAGES.apiKeyRevoked,
  keyTitle: 'Ключ API',
  keyWarning:
    'Сохраните ключ сейчас: после закрытия окна он больше не будет показан. Передавайте его в заголовке Authorization: Bearer <ключ>.',
} as const;

export const COPY_TEXTS = {
  copied: 'Скопировано',
  failed: 'Не удалось скопировать: выделите текст и скопируйте его вручную',
} as const;
