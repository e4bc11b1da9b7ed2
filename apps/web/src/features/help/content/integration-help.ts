import { API_KEY_SCOPE_LABELS } from '@portal/contract/integration/api-keys.schemas';
import {
  API_KEY_REQUESTS_PER_SECOND,
  EVENT_FEED_MAX_LIMIT,
  IDEMPOTENCY_TTL_HOURS,
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TIMEOUT_MS,
} from '@portal/contract/integration/integration.constants';
import type { HelpSection } from './help-types';

/** 5 → «5 с», 300 → «5 мин», 7200 → «2 ч»: the retry delays as the contract holds them. */
export const delayText = (seconds: number): string => {
  if (seconds % 3600 === 0) return `${seconds / 3600} ч`;
  if (seconds % 60 === 0) return `${seconds / 60} мин`;
  return `${seconds} с`;
};

const RETRY_TEXT = WEBHOOK_RETRY_DELAYS_SECONDS.map(delayText).join(', ');

/** DESIGN 12 «Events, webhooks and API keys» for the people who connect 1С, an ERP or a TMS. */
export const INTEGRATION_HELP: HelpSection = {
  id: 'integration',
  title: 'Интеграция',
  screens: ['integrations'],
  blocks: [
    {
      kind: 'paragraph',
      text:
        'Учётная система компании (1С, ERP, TMS) узнаёт об изменениях на портале без ручного переноса: о ' +
        'торгах, рейсах, проформах, апелляциях, водителях и транспорте. Подключает её администратор компании ' +
        'в разделе «Интеграции».',
    },
    {
      kind: 'terms',
      title: 'Три способа',
      items: [
        {
          term: 'Лента событий',
          text:
            'Каждое изменение записывается событием с номером по порядку (seq) — без пропусков, только о ' +
            'записях вашей компании. Система запрашивает GET /api/customers/{id}/events или ' +
            `/api/contractors/{id}/events с параметром after — номером последнего полученного события, не больше ${EVENT_FEED_MAX_LIMIT} за раз. ` +
            'Подходит для 1С за NAT: портал сам никуда не подключается.',
        },
        {
          term: 'Вебхуки',
          text:
            'Портал отправляет те же события POST-запросом на ваш адрес в течение секунды после изменения. ' +
            'Тело — событие в том виде, в каком его отдаёт лента. Секрет вебхука показывается один раз — при ' +
            'создании и после «Повернуть секрет».',
        },
        {
          term: 'Ключи API',
          text:
            `Ключ передаётся в заголовке Authorization: Bearer <ключ>. «${API_KEY_SCOPE_LABELS.read}» — читает то же, что администратор; ` +
            `«${API_KEY_SCOPE_LABELS.write}» — ещё и меняет данные, кроме пользователей, ключей и вебхуков. Ключ показывается один раз; ` +
            'отозванный ключ перестаёт работать сразу.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Как проверить подпись доставки',
      items: [
        'Возьмите заголовки webhook-id, webhook-timestamp, webhook-signature и тело запроса как пришло, байт в байт: не разбирайте и не собирайте JSON заново.',
        'Составьте подписываемую строку: webhook-id, точка, webhook-timestamp, точка, тело — «id.timestamp.body».',
        `Ключ — часть секрета после «${WEBHOOK_SECRET_PREFIX}», декодированная из base64 (32 байта).`,
        'Вычислите HMAC-SHA256 строки этим ключом и закодируйте результат в base64.',
        `В webhook-signature одна или несколько подписей через пробел вида «v1,<подпись>»; доставка подлинная, если совпала хотя бы одна. ${WEBHOOK_OLD_SECRET_HOURS} часа после поворота секрета приходят две подписи: новым и старым секретом.`,
        'Сравнивайте подписи за постоянное время и отклоняйте доставку, если webhook-timestamp расходится с вашими часами больше чем на 5 минут.',
      ],
    },
    {
      kind: 'list',
      title: 'Доставка и повторы',
      items: [
        `Получатель должен ответить за ${WEBHOOK_TIMEOUT_MS / 1000} секунд; успех — только ответ 2xx, перенаправления не выполняются. Примите событие и обработайте его позже.`,
        `Неудачная доставка повторяется через ${RETRY_TEXT} после предыдущей попытки — около трёх суток.`,
        'Ответ 410 выключает вебхук сразу, исчерпанные повторы — тоже; администраторы получают уведомление. Включите вебхук снова, когда получатель заработает.',
        'webhook-id — идентификатор события, одинаковый во всех повторах: по нему получатель узнаёт уже обработанное событие.',
        '«Отправить тест» шлёт тестовое событие webhook.test только на этот адрес; «Отправить снова» в доставках повторяет событие сейчас.',
      ],
    },
    {
      kind: 'list',
      title: 'Ограничения',
      items: [
        `Не больше ${API_KEY_REQUESTS_PER_SECOND} запросов в секунду на ключ; сверх этого — ответ 429 с заголовком Retry-After: подождите указанное число секунд.`,
        `POST с заголовком Idempotency-Key выполняется один раз: повтор с тем же ключом и телом в течение ${IDEMPOTENCY_TTL_HOURS} часов получает первый ответ, с другим телом — 422, пока первый запрос выполняется — 409.`,
        'Адреса вебхуков — только http:// и https:// в интернете: адреса внутренней сети, localhost и служебные адреса отклоняются.',
      ],
    },
    {
      kind: 'note',
      tone: 'info',
      text:
        'Пример получателя на Node.js, чтение ленты через curl и пошаговое описание для 1С — в документации ' +
        'портала (docs/integration.md); все вызовы API описаны на странице /api/docs.',
    },
  ],
};
