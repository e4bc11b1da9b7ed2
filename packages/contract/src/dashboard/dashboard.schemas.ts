import * as z from 'zod';
import { idParamSchema } from '../ids';
import { buildPath, type RouteId } from '../routes/route-table';

// DESIGN 12 «Dashboard»: GET /api/customers/{customerId}/dashboard and GET /api/contractors/{contractorId}/dashboard
// answer `{ cards: [{ key, title, value, link, previous?, items? }] }`, one call per side, no cache.

export const CUSTOMER_DASHBOARD_KEYS = [
  'flightsToday',
  'flightsLate',
  'auctionsRunning',
  'tendersAwaitingWinners',
  'appealsNew',
  'fleetToCheck',
  'carriersAwaitingVerification',
  'proformasToAccept',
  'paymentsOverdue',
  'savingMonth',
] as const;

export const CONTRACTOR_DASHBOARD_KEYS = [
  'auctionsOpen',
  'tendersOpen',
  'flightsToday',
  'rating',
  'proformasToSend',
  'proformasReturned',
  'documentsExpiring',
  'notificationsUnread',
] as const;

export type CustomerDashboardKey = (typeof CUSTOMER_DASHBOARD_KEYS)[number];
export type ContractorDashboardKey = (typeof CONTRACTOR_DASHBOARD_KEYS)[number];
export type DashboardKey = CustomerDashboardKey | ContractorDashboardKey;
const DASHBOARD_KEYS = [...new Set([...CUSTOMER_DASHBOARD_KEYS, ...CONTRACTOR_DASHBOARD_KEYS])] as [
  DashboardKey,
  ...DashboardKey[],
];

/** The cards' titles, the same on both sides where a key is shared (flightsToday). */
export const DASHBOARD_TITLES: Record<DashboardKey, string> = {
  flightsToday: 'Рейсы сегодня',
  flightsLate: 'Опаздывают сейчас',
  auctionsRunning: 'Идут аукционы',
  tendersAwaitingWinners: 'Тендеры ждут победителей',
  appealsNew: 'Новые апелляции',
  fleetToCheck: 'Водители и ТС на проверке',
  carriersAwaitingVerification: 'Перевозчики ждут верификации',
  proformasToAccept: 'Проформы к приёмке',
  paymentsOverdue: 'Просроченные оплаты',
  savingMonth: 'Экономия за месяц',
  auctionsOpen: 'Открытые аукционы',
  tendersOpen: 'Открытые тендеры',
  rating: 'Мой рейтинг',
  proformasToSend: 'Проформы к отправке',
  proformasReturned: 'Возвращённые проформы',
  documentsExpiring: 'Документы истекают за 30 дней',
  notificationsUnread: 'Непрочитанные уведомления',
};

/**
 * How a figure reads: a count, roubles, the rating's points; an item's value may also be a carrier's place in an
 * auction (`place`, null before its first bid) or the day a document expires (`day`, the item's label holds it).
 */
export type DashboardValueKind = 'count' | 'money' | 'rating' | 'place' | 'none';

export const DASHBOARD_VALUE_KINDS: Record<DashboardKey, DashboardValueKind> = {
  flightsToday: 'count',
  flightsLate: 'count',
  auctionsRunning: 'count',
  tendersAwaitingWinners: 'count',
  appealsNew: 'count',
  fleetToCheck: 'count',
  carriersAwaitingVerification: 'count',
  proformasToAccept: 'count',
  paymentsOverdue: 'count',
  savingMonth: 'money',
  auctionsOpen: 'count',
  tendersOpen: 'count',
  rating: 'rating',
  proformasToSend: 'count',
  proformasReturned: 'count',
  documentsExpiring: 'count',
  notificationsUnread: 'count',
};

/** What the items' values are, per card; a card missing here lists no values beside its items. */
export const DASHBOARD_ITEM_KINDS: Partial<Record<DashboardKey, DashboardValueKind>> = {
  flightsToday: 'count',
  flightsLate: 'none',
  auctionsRunning: 'money',
  tendersAwaitingWinners: 'none',
  fleetToCheck: 'count',
  proformasToAccept: 'money',
  paymentsOverdue: 'money',
  auctionsOpen: 'place',
  tendersOpen: 'none',
  rating: 'rating',
  proformasToSend: 'money',
  proformasReturned: 'money',
  documentsExpiring: 'none',
};

/** At most this many items per card. */
export const DASHBOARD_ITEMS_MAX = 5;
/** Powers of attorney and drivers' licences ending within this many days (today included) count as expiring. */
export const DOCUMENTS_EXPIRING_DAYS = 30;
/** A Russian driving licence is valid for 10 years from its issue (Federal Law 196-FZ, art. 25). */
export const DRIVER_LICENCE_YEARS = 10;

/** The last day a licence issued on `issued` (YYYY-MM-DD) is valid: the day before the same date 10 years on. */
export const licenceValidUntil = (issued: string): string => {
  const [year, month, day] = issued.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + DRIVER_LICENCE_YEARS, month - 1, day - 1)).toISOString().slice(0, 10);
};

/** A web app path of the route table with its params and a query: the card's filtered list. */
export const dashboardLink = (
  id: RouteId,
  params: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
): string => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `${buildPath(id, params)}?${search}` : buildPath(id, params);
};

export const dashboardItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  value: z.number().nullable(),
  link: z.string(),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

export const dashboardCardSchema = z.object({
  key: z.enum(DASHBOARD_KEYS),
  title: z.string(),
  /** A number, or null where the figure does not apply (no rating yet). */
  value: z.number().nullable(),
  /** The filtered list in the web app. */
  link: z.string(),
  /** The same figure for the previous month, where a trend is shown. */
  previous: z.number().nullable().optional(),
  items: z.array(dashboardItemSchema).max(DASHBOARD_ITEMS_MAX).optional(),
});
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

export const dashboardSchema = z.object({ cards: z.array(dashboardCardSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const customerDashboardParamsSchema = z.object({ customerId: idParamSchema });
export const contractorDashboardParamsSchema = z.object({ contractorId: idParamSchema });
