import * as z from 'zod';
import { idParamSchema, idSchema, queryIntegerSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { FIELD_PROBLEM_CODES, type FieldProblemParams } from '../problem/field-problem';
import { dateTimeSchema, queryDateTimeSchema } from '../validation/date-time';
import { moneySchema } from '../validation/money';
import { text } from '../validation/text';
import { departmentRefSchema, organizationRefSchema } from './departments.schemas';
import { ROUTE_EVENT_TYPE } from './route-states';
import { routeWayRefSchema } from './route-ways.schemas';

// DESIGN 11 «Routes»: the customer's flights, the carrier's view of those assigned to it, movement points,
// events, disclaimers and the audit history. The screens call them flights, the API routes.

export const ROUTE_COMMENT_MAX = 2000;

export const routesParamsSchema = z.object({ customerId: idParamSchema });
export const routeParamsSchema = z.object({ customerId: idParamSchema, routeId: idParamSchema });
export const movementPointParamsSchema = routeParamsSchema.extend({ pointId: idParamSchema });
export const contractorRoutesParamsSchema = z.object({ contractorId: idParamSchema });
export const contractorRouteParamsSchema = z.object({ contractorId: idParamSchema, routeId: idParamSchema });

/** Issue 22: a flight is planned at most this many years ahead (the earliest day is DATE_DAY_MIN). */
export const FLIGHT_YEARS_AHEAD = 2;
/** Issue 22: a planned arrival further in the past than this asks the user to confirm. */
export const FLIGHT_PAST_CONFIRM_MS = 24 * 60 * 60 * 1000;

/** The last instant a flight may be planned at, seen from `now`. */
export const latestFlightArrival = (now: Date): Date => {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + FLIGHT_YEARS_AHEAD);
  return latest;
};

/** Whether the planned arrival is so far in the past that the form asks before saving. */
export const isArrivalLongPast = (planDateArrival: Date, now: Date): boolean =>
  now.getTime() - planDateArrival.getTime() > FLIGHT_PAST_CONFIRM_MS;

const pad = (value: number) => String(value).padStart(2, '0');
const utcDay = (instant: Date) =>
  `${instant.getUTCFullYear()}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;

/** The problem of a planned arrival beyond FLIGHT_YEARS_AHEAD, or null. */
export const flightTooFarAhead = (
  planDateArrival: Date,
  now: Date,
): { message: string; code: string; params: FieldProblemParams } | null => {
  const latest = latestFlightArrival(now);
  if (planDateArrival.getTime() <= latest.getTime()) return null;
  const day = utcDay(latest);
  return {
    message: ROUTE_MESSAGES.tooFarAhead(day.split('-').reverse().join('.')),
    code: FIELD_PROBLEM_CODES.dateTooLate,
    params: { max: day },
  };
};

export const ROUTE_MESSAGES = {
  tooFarAhead: (day: string) =>
    `не позже ${day}: рейс планируется не больше чем на ${FLIGHT_YEARS_AHEAD} года вперёд`,
  pastConfirm: 'Плановое прибытие больше суток назад. Сохранить рейс с датой в прошлом?',
  notFound: 'Рейс не найден',
  pointNotFound: 'Пункт маршрута не найден',
  loadingBeforeArrival: 'не может быть раньше планового прибытия',
  dateToBeforeFrom: 'не может быть раньше даты «с»',
  notFoundReference: 'не найден',
  noTariff: 'у маршрута нет тарифа: укажите сумму',
  inFuture: 'не может быть в будущем',
  previousPointFirst: 'Сначала отметьте прибытие в предыдущий пункт',
  beforePreviousFact: 'не может быть раньше прибытия в предыдущий пункт',
  afterNextFact: 'не может быть позже прибытия в следующий пункт',
  closedPoints: 'Рейс закрыт: время прибытия в пункты больше не меняется',
  planBeforePrevious: 'не может быть раньше планового прибытия в предыдущий пункт',
  planAfterNext: 'не может быть позже планового прибытия в следующий пункт',
  notUnderWay: 'Прибытие отмечается только у готового рейса с перевозчиком',
  assigned: 'Действие недоступно: рейс назначен перевозчику',
  underWay: 'Действие недоступно: рейс уже в пути',
  inAuction: 'Действие недоступно: рейс участвует в аукционе',
  disclaimerOpen: 'Отказ от рейса уже подан и ждёт решения',
  noOpenDisclaimer: (state: string) => `Действие недоступно: отказ от рейса в состоянии «${state}»`,
  noDisclaimer: 'Отказ от рейса не найден',
  pointRequired: 'укажите плановое или фактическое прибытие',
  created: (code: string) => `Рейс ${code} создан`,
  saved: (code: string) => `Рейс ${code} сохранён`,
  ready: (code: string) => `Рейс ${code} готов`,
  drafted: (code: string) => `Рейс ${code} возвращён в черновики`,
  cancelled: (code: string) => `Рейс ${code} отменён`,
  uncancelled: (code: string) => `Рейс ${code} восстановлен`,
  arrivalSaved: 'Прибытие сохранено',
  eventAdded: 'Событие добавлено',
  disclaimerCreated: 'Отказ от рейса отправлен заказчику',
  disclaimerAccepted: 'Отказ от рейса одобрен',
  disclaimerDeclined: 'Отказ от рейса отклонён',
} as const;

export const ROUTE_CONFIRMATIONS = {
  setReady: 'Вы уверены что хотите перевести рейс в готовые?',
  setDraft: 'Вы уверены что хотите вернуть рейс в черновики?',
  cancel: 'Вы уверены что хотите отменить рейс?',
  uncancel: 'Вы уверены что хотите восстановить рейс?',
  acceptDisclaimer: 'Одобрить отказ? Перевозчик, водители, ТС и контейнеры будут сняты с рейса.',
  declineDisclaimer: 'Вы уверены что хотите отклонить отказ от рейса?',
} as const;

const nullableRef = idSchema.nullable().optional();

/** POST and PUT …/routes: a new route is a draft; only a draft is edited in full. */
export const routeBodySchema = z
  .object({
    routeWay: idSchema,
    transportation: idSchema,
    organization: idSchema,
    planDateArrival: dateTimeSchema,
    planDateLoading: dateTimeSchema.optional(),
    initialSum: moneySchema.optional(),
    routeOwner: nullableRef,
    manager: nullableRef,
    comment: text().trim().max(ROUTE_COMMENT_MAX).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.planDateLoading && new Date(body.planDateLoading) < new Date(body.planDateArrival))
      ctx.addIssue({
        code: 'custom',
        path: ['planDateLoading'],
        message: ROUTE_MESSAGES.loadingBeforeArrival,
      });
  });
export type RouteBody = z.infer<typeof routeBodySchema>;
export type RouteBodyInput = z.input<typeof routeBodySchema>;

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The filters of the original system's flight list, shared by both sides' lists and the route report. */
export const routeFilterShape = {
  name: text().trim().max(64).optional(),
  transportation: idParamSchema.optional(),
  route_way: idParamSchema.optional(),
  first_point: idParamSchema.optional(),
  last_point: idParamSchema.optional(),
  date_from: queryDateTimeSchema.optional(),
  date_to: queryDateTimeSchema.optional(),
  contractor: idParamSchema.optional(),
  driver: idParamSchema.optional(),
  vehicle: idParamSchema.optional(),
  manager: idParamSchema.optional(),
  is_draft: queryBoolean.optional(),
  is_cancel: queryBoolean.optional(),
  state: queryIntegerSchema(0, 7).optional(),
};

const datesInOrder = (query: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;

export const routeListQuerySchema = pageQuerySchema
  .extend(routeFilterShape)
  .refine(datesInOrder, { path: ['date_to'], message: ROUTE_MESSAGES.dateToBeforeFrom });
export type RouteListQuery = z.infer<typeof routeListQuerySchema>;
export type RouteListQueryInput = z.input<typeof routeListQuerySchema>;
export type RouteFilter = Omit<RouteListQuery, 'page' | 'limit'>;
export const ROUTE_FILTER_KEYS = Object.keys(routeFilterShape) as (keyof typeof routeFilterShape)[];

/** The carrier's list: the same filters but the customer's internal ones (manager) and its own id. */
export const contractorRouteListQuerySchema = pageQuerySchema
  .extend({ ...routeFilterShape, manager: z.never().optional(), contractor: z.never().optional() })
  .refine(datesInOrder, { path: ['date_to'], message: ROUTE_MESSAGES.dateToBeforeFrom });
export type ContractorRouteListQueryInput = z.input<typeof contractorRouteListQuerySchema>;

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const userRefSchema = z.object({ id: z.number().int(), fullname: z.string() });
/** The carrier's truck or trailer on a route, and a container it carries. */
export const routeVehicleRefSchema = z.object({ id: z.number().int(), plateNumber: z.string() });
export const routeContainerRefSchema = z.object({ id: z.number().int(), number: z.string() });

export const transportationRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});

export const movementPointSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  department: departmentRefSchema,
  distance: z.number().int(),
  planDateArrival: z.string(),
  factDateArrival: z.string().nullable(),
  /** Lateness in seconds; 0 on time; null until the arrival is recorded. */
  interval: z.number().int().nullable(),
});
export type MovementPoint = z.infer<typeof movementPointSchema>;

export const disclaimerSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  comment: z.string(),
  contractor: companyRefSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Disclaimer = z.infer<typeof disclaimerSchema>;

export const routeEventSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  eventDate: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});
export type RouteEvent = z.infer<typeof routeEventSchema>;

const routeCommon = {
  id: z.number().int(),
  routeCode: z.string(),
  routeWay: routeWayRefSchema,
  transportation: transportationRefSchema,
  organization: organizationRefSchema,
  planDateArrival: z.string(),
  planDateLoading: z.string(),
  firstDepartment: departmentRefSchema,
  lastDepartment: departmentRefSchema,
  freightSum: z.number().nullable(),
  contractor: companyRefSchema.nullable(),
  isDraft: z.boolean(),
  isCancel: z.boolean(),
  currentState: z.number().int(),
  /** The total lateness of the recorded arrivals, in seconds. */
  lateness: z.number().int(),
  vehicle: routeVehicleRefSchema.nullable(),
  trailer: routeVehicleRefSchema.nullable(),
  firstDriver: userRefSchema.nullable(),
  secondDriver: userRefSchema.nullable(),
};

const customerOnly = {
  initialSum: z.number(),
  routeOwner: companyRefSchema.nullable(),
  manager: userRefSchema.nullable(),
  comment: z.string().nullable(),
};

const details = {
  movementPoints: z.array(movementPointSchema),
  containers: z.array(routeContainerRefSchema),
  /** DESIGN 11: the open disclaimer, else the last one. */
  disclaimer: disclaimerSchema.nullable(),
  events: z.array(routeEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const customerRouteListItemSchema = z.object({
  ...routeCommon,
  ...customerOnly,
  hasOpenDisclaimer: z.boolean(),
});
export type CustomerRouteListItem = z.infer<typeof customerRouteListItemSchema>;

export const customerRouteSchema = z.object({ ...routeCommon, ...customerOnly, ...details });
export type CustomerRoute = z.infer<typeof customerRouteSchema>;

/** A carrier never sees the customer's internal fields: manager, route owner, initial sum, comment. */
export const contractorRouteListItemSchema = z.object({
  ...routeCommon,
  customer: companyRefSchema,
  hasOpenDisclaimer: z.boolean(),
});
export type ContractorRouteListItem = z.infer<typeof contractorRouteListItemSchema>;

export const contractorRouteSchema = z.object({ ...routeCommon, customer: companyRefSchema, ...details });
export type ContractorRoute = z.infer<typeof contractorRouteSchema>;

/** PATCH …/movement_points/{pointId}: the fact (customer staff) and/or a planned arrival set by hand. */
export const movementPointBodySchema = z
  .object({
    factDateArrival: dateTimeSchema.optional(),
    planDateArrival: dateTimeSchema.optional(),
  })
  .refine((body) => body.factDateArrival !== undefined || body.planDateArrival !== undefined, {
    path: ['factDateArrival'],
    message: ROUTE_MESSAGES.pointRequired,
  });
export type MovementPointBody = z.infer<typeof movementPointBodySchema>;

export const routeEventBodySchema = z.object({
  type: z.literal([ROUTE_EVENT_TYPE.accident, ROUTE_EVENT_TYPE.theft]),
  eventDate: dateTimeSchema,
  comment: text().trim().min(1).max(ROUTE_COMMENT_MAX),
});
export type RouteEventBody = z.infer<typeof routeEventBodySchema>;

export const disclaimerBodySchema = z.object({ comment: text().trim().min(1).max(ROUTE_COMMENT_MAX) });
export type DisclaimerBody = z.infer<typeof disclaimerBodySchema>;

export const ROUTE_HISTORY_ACTION_LABELS: Record<string, string> = {
  create: 'Создание',
  update: 'Изменение',
  set_ready: 'Готов',
  set_draft: 'В черновик',
  cancel: 'Отмена',
  uncancel: 'Восстановление',
  movement_point: 'Прибытие в пункт',
  plan_movement_point: 'Плановое прибытие',
  state: 'Состояние',
  event: 'Событие',
  create_disclaimer: 'Отказ перевозчика',
  accept_disclaimer: 'Отказ одобрен',
  decline_disclaimer: 'Отказ отклонён',
  assign_fleet: 'Водители и ТС',
};

export const routeHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actor: userRefSchema.nullable(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  comment: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type RouteHistoryEntry = z.infer<typeof routeHistoryEntrySchema>;
export const routeHistorySchema = z.object({ items: z.array(routeHistoryEntrySchema) });

/** GET …/routes_for_auctions: ready routes with no carrier that an auction may take (the lookup limit). */
export const routeForAuctionSchema = z.object({
  id: z.number().int(),
  routeCode: z.string(),
  routeWay: routeWayRefSchema,
  planDateArrival: z.string(),
  firstDepartment: departmentRefSchema,
  lastDepartment: departmentRefSchema,
  initialSum: z.number(),
});
export type RouteForAuction = z.infer<typeof routeForAuctionSchema>;
