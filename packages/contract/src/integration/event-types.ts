import type { OwnerType } from '../roles';

/**
 * DESIGN 12 «Events, webhooks and API keys»: the catalogue of event types. Each type names its entity and the thin
 * data its events carry (ids, numbers, statuses; never a name, a price of another carrier or free text). `sides`
 * says which companies get a row: the customer that owns the record, the carrier it concerns (its own flights,
 * auctions and tenders it was invited to, its proformas, appeals and fleet), or both. A fleet record's customers are
 * the carrier's partners (their security checks that fleet); a user's event goes to the user's own company; a
 * carrier's verification status to the carrier and the customer whose admin decided. `number` is a string as the
 * API shows it; money (a proforma's `total`) is in roubles with two decimals, as the API shows money elsewhere.
 */
export const EVENT_ENTITIES = [
  'auction',
  'tender',
  'route',
  'driver',
  'driver_draft',
  'vehicle',
  'attorney',
  'appeal',
  'proforma',
  'user',
  'contractor',
] as const;
export type EventEntity = (typeof EVENT_ENTITIES)[number];

export type EventTypeInfo = {
  /** The entity is the type's prefix. */
  entity: EventEntity;
  label: string;
  /** The keys of `data` besides the entity's own id (which every event carries as `entityId`). */
  data: readonly string[];
  sides: readonly OwnerType[];
};

/** The keys of `data`, the same for every event of an entity. */
const ENTITY_DATA: Record<EventEntity, readonly string[]> = {
  auction: ['number', 'status'],
  tender: ['number', 'status'],
  route: ['code', 'state', 'isDraft', 'isCancel', 'contractorId'],
  driver: ['status'],
  driver_draft: ['status'],
  vehicle: ['status'],
  attorney: ['status'],
  appeal: ['number', 'status', 'routeId'],
  proforma: ['number', 'version', 'status', 'contractorId', 'customerId', 'total'],
  user: ['status'],
  contractor: ['status'],
};

const both = ['customer', 'contractor'] as const;
const customer = ['customer'] as const;
const contractor = ['contractor'] as const;

/** Each type's Russian label and, where not both sides, who receives it. */
const TYPES = {
  'auction.created': ['Аукцион создан', customer],
  'auction.draft': ['Аукцион возвращён в черновик'],
  'auction.planned': ['Аукцион запланирован'],
  'auction.active': ['Аукцион начался'],
  'auction.dates_changed': ['Сроки аукциона изменены'],
  'auction.no_winner': ['Аукцион завершён без победителя'],
  'auction.has_winner': ['Победитель аукциона определён'],
  'auction.winner_declined': ['Победитель отказался'],
  'auction.closed': ['Аукцион закрыт'],
  'auction.cancelled': ['Аукцион отменён'],

  'tender.created': ['Тендер создан', customer],
  'tender.draft': ['Тендер возвращён в черновик'],
  'tender.planned': ['Тендер запланирован'],
  'tender.active': ['Тендер начался'],
  'tender.dates_changed': ['Сроки тендера изменены'],
  'tender.ended': ['Тендер завершён'],
  'tender.winner_declined': ['Победитель лота отказался'],
  'tender.accepted': ['Победители тендера утверждены'],
  'tender.cancelled': ['Тендер отменён'],

  'route.created': ['Рейс создан', customer],
  'route.ready': ['Рейс готов'],
  'route.draft': ['Рейс возвращён в черновик'],
  'route.assigned': ['Рейс назначен перевозчику'],
  'route.cancelled': ['Рейс отменён'],
  'route.uncancelled': ['Отмена рейса снята'],
  'route.arrived': ['Отметка о движении рейса'],
  'route.closed': ['Рейс закрыт'],
  'route.disclaimer_created': ['Заявлен отказ от рейса'],
  'route.disclaimer_accepted': ['Отказ от рейса принят'],
  'route.disclaimer_declined': ['Отказ от рейса отклонён'],

  'driver.new': ['Водитель возвращён в новые'],
  'driver.on_check': ['Водитель отправлен на проверку'],
  'driver.verified': ['Водитель проверен'],
  'driver.cancelled': ['Водитель отклонён'],

  'driver_draft.accepted': ['Черновик водителя принят'],
  'driver_draft.declined': ['Черновик водителя отклонён'],

  'vehicle.new': ['ТС возвращено в новые'],
  'vehicle.on_check': ['ТС отправлено на проверку'],
  'vehicle.verified': ['ТС проверено'],
  'vehicle.cancelled': ['ТС отклонено'],

  'attorney.cancelled': ['Доверенность отозвана'],
  'attorney.active': ['Доверенность восстановлена'],

  'appeal.created': ['Подана апелляция'],
  'appeal.review': ['Апелляция на рассмотрении'],
  'appeal.accepted': ['Апелляция принята'],
  'appeal.rejected': ['Апелляция отклонена'],

  'proforma.created': ['Проформа сформирована', contractor],
  'proforma.changed': ['Проформа изменена', contractor],
  'proforma.sent': ['Проформа отправлена'],
  'proforma.returned': ['Проформа возвращена'],
  'proforma.accepted': ['Проформа принята'],
  'proforma.paid': ['Проформа оплачена'],
  'proforma.deleted': ['Проформа удалена'],

  'user.blocked': ['Пользователь заблокирован'],
  'user.unblocked': ['Пользователь разблокирован'],

  'contractor.status_changed': ['Статус перевозчика изменён'],
} as const satisfies Record<`${EventEntity}.${string}`, readonly [string, (readonly OwnerType[])?]>;

export type EventType = keyof typeof TYPES;
export const EVENT_TYPE_NAMES = Object.keys(TYPES) as EventType[];

export const EVENT_TYPES = Object.fromEntries(
  EVENT_TYPE_NAMES.map((type) => {
    const [label, sides = both] = TYPES[type] as readonly [string, (readonly OwnerType[])?];
    const entity = type.slice(0, type.indexOf('.')) as EventEntity;
    return [type, { entity, label, data: ENTITY_DATA[entity], sides }];
  }),
) as Record<EventType, EventTypeInfo>;

/** The type a test delivery carries: it is sent to one endpoint only and never written to the feed. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** The event types a company of this side may receive (the webhook form offers only these). */
export const eventTypesOf = (side: OwnerType): EventType[] =>
  EVENT_TYPE_NAMES.filter((type) => EVENT_TYPES[type].sides.includes(side));
