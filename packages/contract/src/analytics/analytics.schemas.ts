import * as z from 'zod';
import { dateSchema, isDay } from '../fleet/fleet-common.schemas';
import { idParamSchema } from '../ids';
import { addMonths } from '../proformas/proforma-period';
import { ROUTES, type RouteId } from '../routes/route-table';
import type { FieldLabels } from '../validation/field-labels';

// DESIGN 12 «Analytics»: the web app reports page views and main actions in batches; the server keeps only daily
// counts per company, side, role and route id (no user id, no record id, no URL, no free text), 13 months long.

/** More events in one request → 413. */
export const ANALYTICS_EVENTS_MAX = 100;
/** More requests a minute from one session → 429. */
export const ANALYTICS_REQUESTS_PER_MINUTE = 60;
/** Daily rows older than this many months are deleted by the periodic work; also the longest period to read. */
export const ANALYTICS_KEEP_MONTHS = 13;
/** The web app sends its queue when this many events wait, and every `ANALYTICS_FLUSH_SECONDS`. */
export const ANALYTICS_FLUSH_EVENTS = 20;
export const ANALYTICS_FLUSH_SECONDS = 30;

export const ANALYTICS_EVENT_NAMES = ['page_view', 'action'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** The catalogue of main actions: the web app reports one of these where the action succeeded. */
export const ANALYTICS_ACTIONS = [
  'auction_created',
  'auction_started',
  'bid_placed',
  'tender_created',
  'flight_created',
  'proforma_sent',
  'proforma_accepted',
  'proforma_paid',
  'report_exported',
] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

export const ANALYTICS_ACTION_LABELS: Record<AnalyticsAction, string> = {
  auction_created: 'Создан аукцион',
  auction_started: 'Запущен аукцион',
  bid_placed: 'Сделана ставка',
  tender_created: 'Создан тендер',
  flight_created: 'Создан рейс',
  proforma_sent: 'Отправлена проформа',
  proforma_accepted: 'Принята проформа',
  proforma_paid: 'Оплачена проформа',
  report_exported: 'Выгружен отчёт',
};

export const ANALYTICS_MESSAGES = {
  tooManyEvents: `Не более ${ANALYTICS_EVENTS_MAX} событий в одном запросе`,
  tooManyRequests: `Не более ${ANALYTICS_REQUESTS_PER_MINUTE} запросов в минуту`,
  unknownName: 'Неизвестный вид события',
  unknownRoute: 'Неизвестный экран',
  unknownAction: 'Неизвестное действие',
  actionRequired: 'Укажите действие',
  actionNotAllowed: 'Действие указывается только для события «action»',
  dateToBeforeFrom: 'не может быть раньше даты «с»',
  periodTooLong: `период не длиннее ${ANALYTICS_KEEP_MONTHS} месяцев`,
  empty: 'Нет данных за период',
} as const;

const ROUTE_IDS = ROUTES.map((route) => route.id) as [RouteId, ...RouteId[]];

export const analyticsEventSchema = z
  .strictObject({
    name: z.enum(ANALYTICS_EVENT_NAMES, { error: ANALYTICS_MESSAGES.unknownName }),
    // The route table's id («auction-view»), never a path: a URL carries record ids.
    route: z.enum(ROUTE_IDS, { error: ANALYTICS_MESSAGES.unknownRoute }),
    action: z.enum(ANALYTICS_ACTIONS, { error: ANALYTICS_MESSAGES.unknownAction }).optional(),
    at: z.iso.datetime({ offset: true, error: 'Укажите время события в формате ISO 8601' }),
  })
  .superRefine((event, context) => {
    if (event.name === 'action' && event.action === undefined)
      context.addIssue({ code: 'custom', path: ['action'], message: ANALYTICS_MESSAGES.actionRequired });
    if (event.name === 'page_view' && event.action !== undefined)
      context.addIssue({ code: 'custom', path: ['action'], message: ANALYTICS_MESSAGES.actionNotAllowed });
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The count (over `ANALYTICS_EVENTS_MAX` → 413) is checked before this schema, so the limit is not a 422. */
/** An event's route is a screen of the app here, not a flight. */
export const ANALYTICS_FIELD_LABELS = { route: 'Экран' } as const satisfies FieldLabels;

export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1, 'Передайте хотя бы одно событие'),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const customerAnalyticsParamsSchema = z.object({ customerId: idParamSchema });

/** The last day of a period read from `dateFrom`: within the months the counts are kept. */
export const lastAnalyticsDay = (dateFrom: string): string => {
  const next = addMonths(dateFrom, ANALYTICS_KEEP_MONTHS);
  return new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
};

export const customerAnalyticsQuerySchema = z
  .object({ dateFrom: dateSchema, dateTo: dateSchema })
  .superRefine((query, context) => {
    if (!isDay(query.dateFrom) || !isDay(query.dateTo)) return;
    if (query.dateTo < query.dateFrom)
      context.addIssue({ code: 'custom', path: ['dateTo'], message: ANALYTICS_MESSAGES.dateToBeforeFrom });
    else if (query.dateTo > lastAnalyticsDay(query.dateFrom))
      context.addIssue({ code: 'custom', path: ['dateTo'], message: ANALYTICS_MESSAGES.periodTooLong });
  });
export type CustomerAnalyticsQuery = z.infer<typeof customerAnalyticsQuerySchema>;

/**
 * The answer of GET /api/customers/{customerId}/analytics: `weeks` are the Mondays (ISO weeks of Moscow days) of
 * every week touching the period, oldest first; each row is a screen with its page views per week (`counts[i]` belongs
 * to `weeks[i]`) and their total, the screens most opened first; `actions` the same for the main actions. Roles are
 * not in it: a role held by one person would name that person.
 */
const weekCounts = { counts: z.array(z.number().int()), total: z.number().int() };
export const customerAnalyticsSchema = z.object({
  weeks: z.array(z.string()),
  rows: z.array(z.object({ route: z.object({ id: z.string(), title: z.string() }), ...weekCounts })),
  actions: z.array(z.object({ action: z.object({ id: z.string(), title: z.string() }), ...weekCounts })),
});
export type CustomerAnalytics = z.infer<typeof customerAnalyticsSchema>;
