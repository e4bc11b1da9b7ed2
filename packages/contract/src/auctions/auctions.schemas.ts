import * as z from 'zod';
import { departmentRefSchema } from '../freight/departments.schemas';
import { routeWayRefSchema } from '../freight/route-ways.schemas';
import { routeBodySchema } from '../freight/routes.schemas';
import { idParamSchema, idSchema, queryIntegerSchema } from '../ids';
import { pageOf, pageQuerySchema } from '../pagination';
import { carrierListFilterShape, carrierListFormatSchema } from '../procurement/carrier-list-filters';
import { PARTICIPANT_MESSAGES } from '../procurement/participant-messages';
import { dateTimeSchema, queryDateTimeSchema } from '../validation/date-time';
import { moneySchema } from '../validation/money';
import { text } from '../validation/text';
import { auctionOfferSchema, customerOfferSchema } from './auction-offers.schemas';
import { AUCTION_STATUSES } from './auction-status';

// DESIGN 11 «Auctions»: the customer's auctions and actions, the carrier's view, bids and the transportation
// settings. Money is roubles with at most two decimals; times ISO 8601 with offset.

export const AUCTION_COMMENT_MAX = 2000;
export const AUCTION_ROUTES_MAX = 50;
export const AUCTION_CONTRACTORS_MAX = 500;
/** Anti-sniping window: 0 switches it off; a day is more than any auction needs. */
export const EXTENSION_MINUTES_MAX = 1440;
export const MAX_EXTENSIONS_MAX = 1000;
/** Minutes a winner has to decline (DESIGN 11 default 30); a week at most. */
export const TIME_TO_CANCEL_MAX = 10_080;
/** Issue 15: at most 10 bids a second per carrier and auction. */
export const BIDS_PER_SECOND = 10;

export const AUCTION_MESSAGES = {
  notFound: 'Аукцион не найден',
  bidNotFound: 'Ставка не найдена',
  routeNotAvailable: (id: number) => `рейс ${id} не найден или недоступен для аукциона`,
  routeInAuction: (code: string) => `рейс ${code} уже участвует в другом аукционе`,
  duplicateRoutes: 'рейсы не должны повторяться',
  ...PARTICIPANT_MESSAGES,
  endBeforeStart: 'должна быть позже даты начала',
  dateToBeforeFrom: 'не может быть раньше даты «с»',
  endInPast: 'должна быть в будущем',
  stepAboveStart: 'не может быть больше начальной цены',
  /** `max` formatted with its currency sign (formatMoney). */
  bidTooHigh: (max: string) => `Ставка должна быть не больше ${max}`,
  bidImpossible: 'Ставка невозможна: цена уже не может быть снижена на шаг',
  auctionEnded: 'Аукцион уже завершён',
  notVerified: 'Перевозчик не прошёл проверку',
  blocked: 'Перевозчик заблокирован заказчиком',
  tooManyBids: 'Слишком много ставок. Повторите через секунду',
  notWinner: 'Победа принадлежит другому перевозчику',
  created: (number: string) => `Аукцион № ${number} создан`,
  saved: (number: string) => `Аукцион № ${number} сохранён`,
  deleted: (number: string) => `Аукцион № ${number} удалён`,
  bidAccepted: 'Ставка принята',
} as const;

export const AUCTION_BID_LABELS = {
  bestPrice: 'Лучшая цена',
  myRank: 'Ваше место',
  myBid: 'Ваша ставка',
  placeBid: 'Сделать ставку',
} as const;

export const customerAuctionsParamsSchema = z.object({ customerId: idParamSchema });
export const customerAuctionParamsSchema = z.object({ customerId: idParamSchema, auctionId: idParamSchema });
export const contractorAuctionsParamsSchema = z.object({ contractorId: idParamSchema });
export const contractorAuctionParamsSchema = z.object({
  contractorId: idParamSchema,
  auctionId: idParamSchema,
});
export const auctionParamsSchema = z.object({ auctionId: idParamSchema });

const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

/** DESIGN 11 body of create and edit. `maxExtensions` (issue 15) caps anti-sniping; absent means no cap. */
const auctionFieldsSchema = z.object({
  routes: z.array(idSchema).min(1).max(AUCTION_ROUTES_MAX),
  dateStart: optional(dateTimeSchema),
  dateEnd: dateTimeSchema,
  startSum: optional(moneySchema),
  step: moneySchema,
  extensionMinutes: z.number().int().min(0).max(EXTENSION_MINUTES_MAX),
  maxExtensions: optional(z.number().int().min(1).max(MAX_EXTENSIONS_MAX)),
  contractorList: optional(idSchema),
  contractors: optional(z.array(idSchema).min(1).max(AUCTION_CONTRACTORS_MAX)),
  comment: optional(text().trim().max(AUCTION_COMMENT_MAX)),
});
type AuctionFields = z.infer<typeof auctionFieldsSchema>;

const refineAuction = (
  body: Omit<AuctionFields, 'routes'> & { routes?: number[] },
  context: z.RefinementCtx,
) => {
  if (body.routes && new Set(body.routes).size !== body.routes.length)
    context.addIssue({ code: 'custom', path: ['routes'], message: AUCTION_MESSAGES.duplicateRoutes });
  if (body.contractorList !== undefined && body.contractors !== undefined)
    context.addIssue({
      code: 'custom',
      path: ['contractors'],
      message: AUCTION_MESSAGES.oneParticipantSource,
    });
  if (body.contractorList === undefined && body.contractors === undefined)
    context.addIssue({ code: 'custom', path: ['contractors'], message: AUCTION_MESSAGES.noParticipants });
  if (body.dateStart !== undefined && new Date(body.dateEnd) <= new Date(body.dateStart))
    context.addIssue({ code: 'custom', path: ['dateEnd'], message: AUCTION_MESSAGES.endBeforeStart });
  if (body.startSum !== undefined && body.step > body.startSum)
    context.addIssue({ code: 'custom', path: ['step'], message: AUCTION_MESSAGES.stepAboveStart });
};

export const auctionBodySchema = auctionFieldsSchema.superRefine(refineAuction);
export type AuctionBody = z.infer<typeof auctionBodySchema>;

/**
 * DESIGN 11 `POST …/routes-auction`: a new flight (the body of `POST …/routes`) and the auction over it (the auction
 * body without `routes`), created in one transaction; the flight is ready at once, the auction a draft.
 */
export const routesAuctionBodySchema = z.object({
  route: routeBodySchema,
  auction: auctionFieldsSchema.omit({ routes: true }).superRefine(refineAuction),
});
export type RoutesAuctionBody = z.infer<typeof routesAuctionBodySchema>;

/** clear_run and change_dates: new dates; an absent dateStart means "now". */
export const auctionDatesBodySchema = z
  .object({ dateStart: optional(dateTimeSchema), dateEnd: dateTimeSchema })
  .superRefine((body, context) => {
    if (body.dateStart !== undefined && new Date(body.dateEnd) <= new Date(body.dateStart))
      context.addIssue({ code: 'custom', path: ['dateEnd'], message: AUCTION_MESSAGES.endBeforeStart });
  });
export type AuctionDatesBody = z.infer<typeof auctionDatesBodySchema>;

export const auctionCancelBodySchema = z
  .object({ comment: optional(text().trim().max(AUCTION_COMMENT_MAX)) })
  .nullish()
  .transform((body) => body ?? {});
export const auctionSetWinnerBodySchema = z.object({ bid: idSchema });

export const bidBodySchema = z.object({ summ: moneySchema });
export type BidBody = z.infer<typeof bidBodySchema>;

export const auctionStatusSchema = z.union(AUCTION_STATUSES.map((status) => z.literal(status)));

/**
 * The customer's list filters (issue 15), shared with the auction report: the number, status, a flight's route
 * way, a participant carrier, the manager who created it, the end between two Moscow times.
 */
export const auctionFilterShape = {
  number: idParamSchema.optional(),
  // Repeatable (issue 24): a statistics figure opens the auctions of several statuses at once (held = 3, 4, 5).
  status: z.preprocess(
    (value) => (value === undefined ? undefined : [value].flat()),
    z.array(queryIntegerSchema(0, 6)).max(AUCTION_STATUSES.length).optional(),
  ),
  route_way: idParamSchema.optional(),
  // A kind of cargo of one of the auction's flights (issue 24: the statistics' filter opens the same auctions).
  transportation: idParamSchema.optional(),
  contractor: idParamSchema.optional(),
  manager: idParamSchema.optional(),
  date_from: queryDateTimeSchema.optional(),
  date_to: queryDateTimeSchema.optional(),
};
export type AuctionFilter = {
  [K in keyof typeof auctionFilterShape]?: z.infer<(typeof auctionFilterShape)[K]>;
};

export const auctionDatesInOrder = (query: {
  date_from?: string | undefined;
  date_to?: string | undefined;
}) => !query.date_from || !query.date_to || query.date_from <= query.date_to;
export const auctionDatesError = { path: ['date_to'], message: AUCTION_MESSAGES.dateToBeforeFrom };

export const customerAuctionListQuerySchema = pageQuerySchema
  .extend(auctionFilterShape)
  .refine(auctionDatesInOrder, auctionDatesError);
export type CustomerAuctionListQuery = z.infer<typeof customerAuctionListQuerySchema>;
export type CustomerAuctionListQueryInput = z.input<typeof customerAuctionListQuerySchema>;

/** The carrier's tabs (issue 15): active, planned, won, archive. */
export const CONTRACTOR_AUCTION_TABS = ['active', 'planned', 'won', 'archive'] as const;
export const contractorAuctionListQuerySchema = pageQuerySchema
  .extend({
    tab: z.enum(CONTRACTOR_AUCTION_TABS).optional(),
    ...carrierListFilterShape,
    format: carrierListFormatSchema,
  })
  .refine(auctionDatesInOrder, auctionDatesError);
export type ContractorAuctionListQuery = z.infer<typeof contractorAuctionListQuerySchema>;

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const auctionRouteSchema = z.object({
  id: z.number().int(),
  routeCode: z.string(),
  routeWay: routeWayRefSchema,
  planDateArrival: z.string(),
  firstDepartment: departmentRefSchema,
  lastDepartment: departmentRefSchema,
  initialSum: z.number(),
  freightSum: z.number().nullable(),
});

const auctionCommonShape = {
  id: z.number().int(),
  number: z.string(),
  status: auctionStatusSchema,
  routes: z.array(auctionRouteSchema),
  dateStart: z.string().nullable(),
  dateEnd: z.string(),
  startSum: z.number(),
  step: z.number(),
  extensionMinutes: z.number().int(),
  maxExtensions: z.number().int().nullable(),
  extensionsCount: z.number().int(),
  bestSumm: z.number().nullable(),
  bidsCount: z.number().int(),
  /** The server's clock when the answer was made: the page counts down against it (DESIGN 7). */
  serverTime: z.string(),
};

/**
 * Why a bid cannot be chosen as the winner: its carrier declined this auction's win, or may no longer take part
 * (DESIGN 8: verified and accredited by the customer only). The same rule passes the win on at the close and
 * after a decline.
 */
export const BID_WIN_REFUSALS = {
  declined: 'Перевозчик отказался от победы',
  'not-verified': AUCTION_MESSAGES.notVerified,
  blocked: AUCTION_MESSAGES.blocked,
  'not-partner': 'Перевозчик больше не партнёр заказчика',
} as const;
export type BidWinRefusal = keyof typeof BID_WIN_REFUSALS;
const BID_WIN_REFUSAL_KEYS = Object.keys(BID_WIN_REFUSALS) as [BidWinRefusal, ...BidWinRefusal[]];

export const customerBidSchema = z.object({
  id: z.number().int(),
  summ: z.number(),
  createdOn: z.string(),
  contractor: companyRefSchema,
  /** Null when the bid may be chosen as the winner. */
  cannotWin: z.enum(BID_WIN_REFUSAL_KEYS).nullable(),
  /** The end after this bid when it extended the auction, else null. */
  extendedTo: z.string().nullable(),
  /** By how much this bid moved the end, in whole seconds (at least 1), else null (issue 22). */
  extendedBySeconds: z.number().int().nullable(),
});

/** Whole seconds an extension moved the end by, never 0 for a real move: «Продлён на 1 с» rather than «на 0 с». */
export const extensionSeconds = (from: Date, to: Date): number =>
  Math.max(1, Math.round((to.getTime() - from.getTime()) / 1000));

/** The win comes from a bid or from an accepted offer (the other one is null). */
export const auctionWinnerSchema = z.object({
  contractor: companyRefSchema,
  summ: z.number(),
  bid: z.number().int().nullable(),
  offer: z.number().int().nullable(),
});

export const customerAuctionSchema = z.object({
  ...auctionCommonShape,
  comment: z.string().nullable(),
  contractorList: companyRefSchema.nullable(),
  contractors: z.array(companyRefSchema),
  bids: z.array(customerBidSchema),
  offers: z.array(customerOfferSchema),
  winner: auctionWinnerSchema.nullable(),
  winnerDeadline: z.string().nullable(),
  /** Wins the carriers declined: the price of the win (its bid or offer) and when, oldest first. */
  declines: z.array(z.object({ contractor: companyRefSchema, summ: z.number(), declinedOn: z.string() })),
});
export type CustomerAuction = z.infer<typeof customerAuctionSchema>;

export const customerAuctionListItemSchema = customerAuctionSchema.omit({
  bids: true,
  offers: true,
  declines: true,
});
export type CustomerAuctionListItem = z.infer<typeof customerAuctionListItemSchema>;

/** The list's page plus `counts`: per status code, the auctions matching every filter but the status (the tabs). */
export const customerAuctionPageSchema = pageOf(customerAuctionListItemSchema).extend({
  counts: z.record(z.string(), z.number().int()),
});
export type CustomerAuctionPage = z.infer<typeof customerAuctionPageSchema>;

/** DESIGN 11: the carrier's answer never holds another carrier's name or id. */
export const contractorAuctionSchema = z.object({
  ...auctionCommonShape,
  /** The customer that invited the carrier (a carrier works for several). */
  customer: companyRefSchema,
  myBestSumm: z.number().nullable(),
  myRank: z.number().int().nullable(),
  isWinner: z.boolean(),
  winnerDeadline: z.string().nullable(),
  /** The carrier's own offer (price outside the bidding), if it made one. */
  myOffer: auctionOfferSchema.nullable(),
});
export type ContractorAuction = z.infer<typeof contractorAuctionSchema>;

export const bidAnswerSchema = z.object({
  id: z.number().int(),
  summ: z.number(),
  createdOn: z.string(),
  rank: z.number().int(),
  bestSumm: z.number(),
  dateEnd: z.string(),
  /** By how much this bid moved the end (anti-sniping), in whole seconds, else null. */
  extendedBySeconds: z.number().int().nullable(),
});
export type BidAnswer = z.infer<typeof bidAnswerSchema>;

export const transportationSettingsSchema = z.object({
  firstBid: z.boolean(),
  timeToCancel: z.number().int().min(0).max(TIME_TO_CANCEL_MAX),
});
export type TransportationSettings = z.infer<typeof transportationSettingsSchema>;
export const TRANSPORTATION_SETTINGS_DEFAULTS: TransportationSettings = { firstBid: false, timeToCancel: 30 };

/** Live events on the `auctions` channel (DESIGN 7), one sequence per auction: `auction-{id}`. */
export const AUCTION_EVENT_TYPES = {
  bid: 'bid',
  extended: 'extended',
  status: 'status',
  winner: 'winner',
} as const;
export type AuctionEventType = (typeof AUCTION_EVENT_TYPES)[keyof typeof AUCTION_EVENT_TYPES];

/** What a watcher learns without a refetch; names stay out so one event serves both sides. */
export const auctionEventPayloadSchema = z.object({
  auctionId: z.number().int(),
  status: auctionStatusSchema,
  bestSumm: z.number().nullable(),
  bidsCount: z.number().int(),
  dateEnd: z.string(),
  bid: z.object({ id: z.number().int(), summ: z.number(), createdOn: z.string() }).nullable(),
});
export type AuctionEventPayload = z.infer<typeof auctionEventPayloadSchema>;

/**
 * DESIGN 11 bid log, in bid order; `isValid` and `brokenSeq` are the server's check of the chain (issue 15).
 * `bidder` is the carrier's pseudonym in this auction (1 for the first carrier that bid, 2 for the next new one…):
 * a company id is the same in every auction, so a carrier never sees another carrier's one (issue 21).
 */
export const bidLogItemSchema = z.object({
  seq: z.number().int(),
  bidId: z.number().int(),
  bidder: z.number().int(),
  summ: z.number(),
  createdOn: z.string(),
  prevHash: z.string(),
  hash: z.string(),
});
export type BidLogItem = z.infer<typeof bidLogItemSchema>;
const bidLogCheckShape = { isValid: z.boolean(), brokenSeq: z.number().int().nullable() };
/** The customer's log names each bidder's company beside the hashed fields. */
export const customerBidLogSchema = z.object({
  items: z.array(bidLogItemSchema.extend({ contractor: companyRefSchema })),
  ...bidLogCheckShape,
});
export type CustomerBidLog = z.infer<typeof customerBidLogSchema>;
/** A participant's log marks its own bids and names nobody. */
export const contractorBidLogSchema = z.object({
  items: z.array(bidLogItemSchema.extend({ isMine: z.boolean() })),
  ...bidLogCheckShape,
});
export type ContractorBidLog = z.infer<typeof contractorBidLogSchema>;
/** What both logs share: the chain and its check. */
export type BidLog = { items: BidLogItem[]; isValid: boolean; brokenSeq: number | null };
