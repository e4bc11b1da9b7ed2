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

type EventTypeInfo = {
  entity: EventEntity;
  label: string;
  /** The keys of `data` besides the entity's own id (which every event carries as `entityId`). */
  data: readonly string[];
  sides: readonly OwnerType[];
};

const both = ['customer', 'contractor'] as const;
const customer = ['customer'] as const;

const auctionData = ['number', 'status'] as const;
const tenderData = ['number', 'status'] as const;
const routeData = ['code', 'state', 'isDraft', 'isCancel', 'contractorId'] as const;
const fleetData = ['status'] as const;
const proformaData = ['number', 'version', 'status', 'contractorId', 'customerId', 'total'] as const;

export const EVENT_TYPES = {
  'auction.created': { entity: 'auction', label: 'Аукцион создан', data: auctionData, sides: customer },
  'auction.draft': {
    entity: 'auction',
    label: 'Аукцион возвращён в черновик',
    data: auctionData,
    sides: both,
  },
  'auction.planned': { entity: 'auction', label: 'Аукцион запланирован', data: auctionData, sides: both },
  'auction.active': { entity: 'auction', label: 'Аукцион начался', data: auctionData, sides: both },
  'auction.dates_changed': {
    entity: 'auction',
    label: 'Сроки аукциона изменены',
    data: auctionData,
    sides: both,
  },
  'auction.no_winner': {
    entity: 'auction',
    label: 'Аукцион завершён без победителя',
    data: auctionData,
    sides: both,
  },
  'auction.has_winner': {
    entity: 'auction',
    label: 'Победитель аукциона определён',
    data: auctionData,
    sides: both,
  },
  'auction.winner_declined': {
    entity: 'auction',
    label: 'Победитель отказался',
    data: auctionData,
    sides: both,
  },
  'auction.closed': { entity: 'auction', label: 'Аукцион закрыт', data: auctionData, sides: both },
  'auction.cancelled': { entity: 'auction', label: 'Аукцион отменён', data: auctionData, sides: both },

  'tender.created': { entity: 'tender', label: 'Тендер создан', data: tenderData, sides: customer },
  'tender.draft': { entity: 'tender', label: 'Тендер возвращён в черновик', data: tenderData, sides: both },
  'tender.planned': { entity: 'tender', label: 'Тендер запланирован', data: tenderData, sides: both },
  'tender.active': { entity: 'tender', label: 'Тендер начался', data: tenderData, sides: both },
  'tender.dates_changed': {
    entity: 'tender',
    label: 'Сроки тендера изменены',
    data: tenderData,
    sides: both,
  },
  'tender.ended': { entity: 'tender', label: 'Тендер завершён', data: tenderData, sides: both },
  'tender.winner_declined': {
    entity: 'tender',
    label: 'Победитель лота отказался',
    data: tenderData,
    sides: both,
  },
  'tender.accepted': {
    entity: 'tender',
    label: 'Победители тендера утверждены',
    data: tenderData,
    sides: both,
  },
  'tender.cancelled': { entity: 'tender', label: 'Тендер отменён', data: tenderData, sides: both },

  'route.created': { entity: 'route', label: 'Рейс создан', data: routeData, sides: customer },
  'route.ready': { entity: 'route', label: 'Рейс готов', data: routeData, sides: both },
  'route.draft': { entity: 'route', label: 'Рейс возвращён в черновик', data: routeData, sides: both },
  'route.assigned': { entity: 'route', label: 'Рейс назначен перевозчику', data: routeData, sides: both },
  'route.cancelled': { entity: 'route', label: 'Рейс отменён', data: routeData, sides: both },
  'route.uncancelled': { entity: 'route', label: 'Отмена рейса снята', data: routeData, sides: both },
  'route.arrived': { entity: 'route', label: 'Отметка о движении рейса', data: routeData, sides: both },
  'route.closed': { entity: 'route', label: 'Рейс закрыт', data: routeData, sides: both },
  'route.disclaimer_created': {
    entity: 'route',
    label: 'Заявлен отказ от рейса',
    data: routeData,
    sides: both,
  },
  'route.disclaimer_accepted': {
    entity: 'route',
    label: 'Отказ от рейса принят',
    data: routeData,
    sides: both,
  },
  'route.disclaimer_declined': {
    entity: 'route',
    label: 'Отказ от рейса отклонён',
    data: routeData,
    sides: both,
  },

  'driver.new': { entity: 'driver', label: 'Водитель возвращён в новые', data: fleetData, sides: both },
  'driver.on_check': {
    entity: 'driver',
    label: 'Водитель отправлен на проверку',
    data: fleetData,
    sides: both,
  },
  'driver.verified': { entity: 'driver', label: 'Водитель проверен', data: fleetData, sides: both },
  'driver.cancelled': { entity: 'driver', label: 'Водитель отклонён', data: fleetData, sides: both },
  'driver_draft.accepted': {
    entity: 'driver_draft',
    label: 'Черновик водителя принят',
    data: fleetData,
    sides: both,
  },
  'driver_draft.declined': {
    entity: 'driver_draft',
    label: 'Черновик водителя отклонён',
    data: fleetData,
    sides: both,
  },
  'vehicle.new': { entity: 'vehicle', label: 'ТС возвращено в новые', data: fleetData, sides: both },
  'vehicle.on_check': { entity: 'vehicle', label: 'ТС отправлено на проверку', data: fleetData, sides: both },
  'vehicle.verified': { entity: 'vehicle', label: 'ТС проверено', data: fleetData, sides: both },
  'vehicle.cancelled': { entity: 'vehicle', label: 'ТС отклонено', data: fleetData, sides: both },
  'attorney.cancelled': { entity: 'attorney', label: 'Доверенность отозвана', data: fleetData, sides: both },
  'attorney.active': {
    entity: 'attorney',
    label: 'Доверенность восстановлена',
    data: fleetData,
    sides: both,
  },

  'appeal.created': {
    entity: 'appeal',
    label: 'Подана апелляция',
    data: ['number', 'status', 'routeId'],
    sides: both,
  },
  'appeal.review': {
    entity: 'appeal',
    label: 'Апелляция на рассмотрении',
    data: ['number', 'status', 'routeId'],
    sides: both,
  },
  'appeal.accepted': {
    entity: 'appeal',
    label: 'Апелляция принята',
    data: ['number', 'status', 'routeId'],
    sides: both,
  },
  'appeal.rejected': {
    entity: 'appeal',
    label: 'Апелляция отклонена',
    data: ['number', 'status', 'routeId'],
    sides: both,
  },

  'proforma.created': {
    entity: 'proforma',
    label: 'Проформа сформирована',
    data: proformaData,
    sides: ['contractor'],
  },
  'proforma.changed': {
    entity: 'proforma',
    label: 'Проформа изменена',
    data: proformaData,
    sides: ['contractor'],
  },
  'proforma.sent': { entity: 'proforma', label: 'Проформа отправлена', data: proformaData, sides: both },
  'proforma.returned': { entity: 'proforma', label: 'Проформа возвращена', data: proformaData, sides: both },
  'proforma.accepted': { entity: 'proforma', label: 'Проформа принята', data: proformaData, sides: both },
  'proforma.paid': { entity: 'proforma', label: 'Проформа оплачена', data: proformaData, sides: both },
  'proforma.deleted': { entity: 'proforma', label: 'Проформа удалена', data: proformaData, sides: both },

  'user.blocked': { entity: 'user', label: 'Пользователь заблокирован', data: ['status'], sides: both },
  'user.unblocked': { entity: 'user', label: 'Пользователь разблокирован', data: ['status'], sides: both },

  'contractor.status_changed': {
    entity: 'contractor',
    label: 'Статус перевозчика изменён',
    data: ['status'],
    sides: both,
  },
} as const satisfies Record<string, EventTypeInfo>;

export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as EventType[];

/** The type a test delivery carries: it is sent to one endpoint only and never written to the feed. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** The event types a company of this side may receive (the webhook form offers only these). */
export const eventTypesOf = (side: OwnerType): EventType[] =>
  EVENT_TYPE_NAMES.filter((type) => (EVENT_TYPES[type].sides as readonly OwnerType[]).includes(side));
