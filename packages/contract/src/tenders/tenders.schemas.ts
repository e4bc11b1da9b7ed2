import * as z from 'zod';
// The carrier's lists of auctions and tenders share their filters and the order of the end dates.
import { auctionDatesError, auctionDatesInOrder } from '../auctions/auctions.schemas';
import { dateSchema } from '../fleet/fleet-common.schemas';
import { DAY_FORMS, pluralForm } from '../format/plural';
import { routeWayRefSchema } from '../freight/route-ways.schemas';
import { idParamSchema, idSchema, queryIntegerSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { FIELD_PROBLEM_CODES, problemParams } from '../problem/field-problem';
import { carrierListFilterShape, carrierListFormatSchema } from '../procurement/carrier-list-filters';
import { PARTICIPANT_MESSAGES } from '../procurement/participant-messages';
import { dateTimeSchema } from '../validation/date-time';
import type { FieldLabels } from '../validation/field-labels';
import { moneySchema } from '../validation/money';
import { text } from '../validation/text';
import { TENDER_STATUSES } from './tender-status';
import { periodDays, TRIP_DAYS_MAX, tripsCountOf } from './trips';

// DESIGN 11 «Tenders»: the customer's tenders and actions, lots (route templates), the carrier's sealed bids and
// offers. Money is roubles with at most two decimals; a lot's period is inclusive calendar days.

export const TENDER_NAME_MAX = 255;
export const TENDER_COMMENT_MAX = 2000;
export const TENDER_LOTS_MAX = 50;
export const TENDER_CONTRACTORS_MAX = 500;
export const TRIPS_MAX = 1000;

export const TENDER_MESSAGES = {
  notFound: 'Тендер не найден',
  lotNotFound: 'Лот не найден',
  bidNotFound: 'Ставка не найдена',
  offerNotFound: 'Предложение не найдено',
  ...PARTICIPANT_MESSAGES,
  endBeforeStart: 'должна быть позже даты начала',
  endInPast: 'должна быть в будущем',
  toBeforeFrom: 'не может быть раньше даты начала периода',
  periodTooLong: `период не длиннее ${TRIP_DAYS_MAX} ${pluralForm(TRIP_DAYS_MAX, DAY_FORMS)}`,
  noTrips: 'в периоде нет ни одного дня по выбранным дням недели',
  tripsAboveDays: (days: number) => `не больше числа дней периода по выбранным дням недели (${days})`,
  duplicateWeekdays: 'дни недели не должны повторяться',
  referenceNotFound: 'не найден',
  noOrganization: 'у заказчика нет организации, от которой создаются рейсы',
  volumeAboveTrips: (trips: number) => `не больше числа рейсов лота (${trips})`,
  tenderNotActive: 'Приём ставок по тендеру не идёт',
  notVerified: 'Перевозчик не прошёл проверку',
  blocked: 'Перевозчик заблокирован заказчиком',
  notWinner: 'Вы не победитель ни одного лота этого тендера',
  bidAccepted: 'Ставка принята',
  bidWithdrawn: 'Ставка отозвана',
  offerSaved: 'Предложение сохранено',
  offerDeleted: 'Предложение удалено',
} as const;

/** Field names the tender checks use differently from the shared labels: an offer's volume counts trips. */
export const TENDER_FIELD_LABELS = { volume: 'Количество рейсов' } as const satisfies FieldLabels;

export const customerTendersParamsSchema = z.object({ customerId: idParamSchema });
export const customerTenderParamsSchema = z.object({ customerId: idParamSchema, tenderId: idParamSchema });
export const customerTenderBidParamsSchema = customerTenderParamsSchema.extend({ bidId: idParamSchema });
export const contractorTendersParamsSchema = z.object({ contractorId: idParamSchema });
export const contractorTenderParamsSchema = z.object({
  contractorId: idParamSchema,
  tenderId: idParamSchema,
});
export const contractorLotParamsSchema = contractorTenderParamsSchema.extend({
  routeTemplateId: idParamSchema,
});
export const contractorLotBidParamsSchema = contractorLotParamsSchema.extend({ bidId: idParamSchema });
export const contractorLotOfferParamsSchema = contractorLotParamsSchema.extend({ offerId: idParamSchema });

const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

export const weekdaySchema = z.number().int().min(1).max(7);

/**
 * A lot: a route way run on the weekdays of an inclusive period; tripsCount defaults to the computed count and may
 * not exceed it (the service refuses more, naming the lot: a flight is made per trip day).
 */
export const routeTemplateBodySchema = z
  .object({
    routeWay: idSchema,
    dateFrom: dateSchema,
    dateTo: dateSchema,
    weekdays: z.array(weekdaySchema).min(1).max(7),
    transportation: idSchema,
    dimension: optional(idSchema),
    routeOwner: optional(idSchema),
    startSum: moneySchema,
    tripsCount: optional(z.number().int().min(1).max(TRIPS_MAX)),
  })
  .superRefine((lot, context) => {
    if (new Set(lot.weekdays).size !== lot.weekdays.length)
      context.addIssue({ code: 'custom', path: ['weekdays'], message: TENDER_MESSAGES.duplicateWeekdays });
    if (lot.dateTo < lot.dateFrom)
      context.addIssue({ code: 'custom', path: ['dateTo'], message: TENDER_MESSAGES.toBeforeFrom });
    else if (periodDays(lot.dateFrom, lot.dateTo) > TRIP_DAYS_MAX)
      context.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: TENDER_MESSAGES.periodTooLong,
        params: problemParams(FIELD_PROBLEM_CODES.periodTooLong, { maxDays: TRIP_DAYS_MAX }),
      });
    else if (tripsCountOf(lot.dateFrom, lot.dateTo, lot.weekdays) === 0)
      context.addIssue({ code: 'custom', path: ['weekdays'], message: TENDER_MESSAGES.noTrips });
  });
export type RouteTemplateBody = z.infer<typeof routeTemplateBodySchema>;

export const tenderBodySchema = z
  .object({
    name: text().trim().min(1).max(TENDER_NAME_MAX),
    dateStart: optional(dateTimeSchema),
    dateEnd: dateTimeSchema,
    contractorList: optional(idSchema),
    contractors: optional(z.array(idSchema).min(1).max(TENDER_CONTRACTORS_MAX)),
    comment: optional(text().trim().max(TENDER_COMMENT_MAX)),
    routeTemplates: z.array(routeTemplateBodySchema).min(1).max(TENDER_LOTS_MAX),
  })
  .superRefine((body, context) => {
    if (body.contractorList !== undefined && body.contractors !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['contractors'],
        message: TENDER_MESSAGES.oneParticipantSource,
      });
    if (body.contractorList === undefined && body.contractors === undefined)
      context.addIssue({ code: 'custom', path: ['contractors'], message: TENDER_MESSAGES.noParticipants });
    if (body.dateStart !== undefined && new Date(body.dateEnd) <= new Date(body.dateStart))
      context.addIssue({ code: 'custom', path: ['dateEnd'], message: TENDER_MESSAGES.endBeforeStart });
  });
export type TenderBody = z.infer<typeof tenderBodySchema>;
/** What a client sends (optional fields may be left out). */
export type TenderRequest = z.input<typeof tenderBodySchema>;

/** clear_run and change_dates: new dates; an absent dateStart means "now". */
export const tenderDatesBodySchema = z
  .object({ dateStart: optional(dateTimeSchema), dateEnd: dateTimeSchema })
  .superRefine((body, context) => {
    if (body.dateStart !== undefined && new Date(body.dateEnd) <= new Date(body.dateStart))
      context.addIssue({ code: 'custom', path: ['dateEnd'], message: TENDER_MESSAGES.endBeforeStart });
  });
export type TenderDatesBody = z.infer<typeof tenderDatesBodySchema>;

export const tenderCommentBodySchema = z
  .object({ comment: optional(text().trim().max(TENDER_COMMENT_MAX)) })
  .nullish()
  .transform((body) => body ?? {});

/** declinewin: one lot, or every lot the carrier won when absent. */
export const declineWinBodySchema = z
  .object({ routeTemplate: optional(idSchema) })
  .nullish()
  .transform((body) => body ?? {});
export type DeclineWinBody = { routeTemplate?: number | undefined };

export const tenderBidBodySchema = z.object({ summ: moneySchema });
export const tenderOfferBodySchema = z.object({
  summ: moneySchema,
  volume: z.number().int().min(1).max(TRIPS_MAX),
});
export const tenderOfferPatchBodySchema = z.object({ summ: moneySchema });
export type TenderOfferBody = z.infer<typeof tenderOfferBodySchema>;

export const tenderStatusSchema = z.union(TENDER_STATUSES.map((status) => z.literal(status)));

export const customerTenderListQuerySchema = pageQuerySchema.extend({
  status: queryIntegerSchema(0, 5).optional(),
  query: optional(text().trim().max(100)),
});
export type CustomerTenderListQuery = z.infer<typeof customerTenderListQuerySchema>;

/** The carrier's tabs (issue 16): active, planned, won, archive. */
export const CONTRACTOR_TENDER_TABS = ['active', 'planned', 'won', 'archive'] as const;
export const CONTRACTOR_TENDER_TAB_LABELS: Record<(typeof CONTRACTOR_TENDER_TABS)[number], string> = {
  active: 'Активные',
  planned: 'Запланированные',
  won: 'Выигранные',
  archive: 'Архив',
};
export const contractorTenderListQuerySchema = pageQuerySchema
  .extend({
    tab: z.enum(CONTRACTOR_TENDER_TABS).optional(),
    ...carrierListFilterShape,
    format: carrierListFormatSchema,
  })
  .refine(auctionDatesInOrder, auctionDatesError);
export type ContractorTenderListQuery = z.infer<typeof contractorTenderListQuerySchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });

const lotShape = {
  id: z.number().int(),
  routeWay: routeWayRefSchema,
  dateFrom: z.string(),
  dateTo: z.string(),
  weekdays: z.array(z.number().int()),
  transportation: refSchema,
  dimension: refSchema.nullable(),
  routeOwner: refSchema.nullable(),
  startSum: z.number(),
  tripsCount: z.number().int(),
};

export const tenderBidSchema = z.object({ id: z.number().int(), summ: z.number(), createdOn: z.string() });
export const tenderOfferSchema = z.object({
  id: z.number().int(),
  summ: z.number(),
  volume: z.number().int(),
  createdOn: z.string(),
});
export type TenderBidAnswer = z.infer<typeof tenderBidSchema>;
export type TenderOfferAnswer = z.infer<typeof tenderOfferSchema>;

export const customerLotBidSchema = tenderBidSchema.extend({
  contractor: refSchema,
  /** Price per trip times the lot's trips. */
  total: z.number(),
  isWinner: z.boolean(),
  declined: z.boolean(),
});
export const customerLotOfferSchema = tenderOfferSchema.extend({ contractor: refSchema, total: z.number() });

export const customerLotSchema = z.object({
  ...lotShape,
  /** The lane's current tariff (before acceptance: the price the tender competes with). */
  tariff: z.number().nullable(),
  bids: z.array(customerLotBidSchema),
  offers: z.array(customerLotOfferSchema),
  bestSumm: z.number().nullable(),
  winner: z.object({ bid: z.number().int(), contractor: refSchema, summ: z.number() }).nullable(),
  /** Start price minus the winning (or best) price, per trip. */
  savingStart: z.number().nullable(),
  savingTariff: z.number().nullable(),
  routesCount: z.number().int(),
});

const tenderCommonShape = {
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  status: tenderStatusSchema,
  dateStart: z.string().nullable(),
  dateEnd: z.string(),
  comment: z.string().nullable(),
  serverTime: z.string(),
};

export const customerTenderSchema = z.object({
  ...tenderCommonShape,
  contractorList: refSchema.nullable(),
  contractors: z.array(refSchema),
  routeTemplates: z.array(customerLotSchema),
});
export type CustomerTender = z.infer<typeof customerTenderSchema>;

export const customerTenderListItemSchema = z.object({
  ...tenderCommonShape,
  contractorList: refSchema.nullable(),
  lotsCount: z.number().int(),
  bidsCount: z.number().int(),
  startTotal: z.number(),
});
export type CustomerTenderListItem = z.infer<typeof customerTenderListItemSchema>;

/** DESIGN 11: sealed — the carrier's answer holds only its own bid and offers, never another carrier's. */
export const contractorLotSchema = z.object({
  ...lotShape,
  myBid: tenderBidSchema.nullable(),
  myOffers: z.array(tenderOfferSchema),
  /** Known after acceptance: whether this carrier won the lot; null before. */
  isWinner: z.boolean().nullable(),
  /**
   * Known after acceptance: every bid of the lot as a price, lowest first (equal prices by time), each carrier by
   * its pseudonym in the tender (1 for the first carrier that bid…) and never by name or id; null before.
   */
  bids: z.array(z.object({ bidder: z.number().int(), summ: z.number(), isMine: z.boolean() })).nullable(),
});
export const contractorTenderSchema = z.object({
  ...tenderCommonShape,
  routeTemplates: z.array(contractorLotSchema),
});
export type ContractorTender = z.infer<typeof contractorTenderSchema>;
export const contractorTenderListItemSchema = z.object({
  ...tenderCommonShape,
  /** The customer that invited the carrier (a carrier works for several). */
  customer: refSchema,
  lotsCount: z.number().int(),
  myBidsCount: z.number().int(),
  wonLotsCount: z.number().int(),
});
export type ContractorTenderListItem = z.infer<typeof contractorTenderListItemSchema>;

/** Live events on the `tenders` channel (DESIGN 7), one sequence per tender: `tender-{id}`; no prices, no names. */
export const TENDER_EVENT_TYPES = { status: 'status', bid: 'bid', winner: 'winner' } as const;
export type TenderEventType = (typeof TENDER_EVENT_TYPES)[keyof typeof TENDER_EVENT_TYPES];
export const tenderEventPayloadSchema = z.object({
  tenderId: z.number().int(),
  status: tenderStatusSchema,
  dateEnd: z.string(),
});
export type TenderEventPayload = z.infer<typeof tenderEventPayloadSchema>;

/** GET …/reports/tenders: one row per lot. */
export const tenderReportQuerySchema = pageQuerySchema.extend({
  status: queryIntegerSchema(0, 5).optional(),
  format: z.enum(['xlsx']).optional(),
});
export type TenderReportQuery = z.infer<typeof tenderReportQuerySchema>;
export const tenderReportRowSchema = z.object({
  tender: z.object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    status: tenderStatusSchema,
  }),
  routeTemplateId: z.number().int(),
  routeWay: routeWayRefSchema,
  tripsCount: z.number().int(),
  startSum: z.number(),
  bidsCount: z.number().int(),
  bestSumm: z.number().nullable(),
  winner: refSchema.nullable(),
  winnerSumm: z.number().nullable(),
  saving: z.number().nullable(),
  tariffBefore: z.number().nullable(),
  tariffAfter: z.number().nullable(),
});
export type TenderReportRow = z.infer<typeof tenderReportRowSchema>;
export const tenderReportSchema = z.object({
  items: z.array(tenderReportRowSchema),
  totalCount: z.number().int(),
  currentPageNumber: z.number().int(),
  numItemsPerPage: z.number().int(),
  /** Over the whole filtered set: lots, bids, and the saving against start prices over every trip of won lots. */
  totals: z.object({ lots: z.number().int(), bids: z.number().int(), saving: z.number() }),
});
export type TenderReport = z.infer<typeof tenderReportSchema>;

export const TENDER_REPORT_FILE_NAME = 'Отчёт по тендерам';
/** Columns of the report, shared by the page and the workbook (widths in characters, totals in its last row). */
export const TENDER_REPORT_COLUMNS: {
  header: string;
  value: (row: TenderReportRow) => string | number | null;
  total?: (totals: TenderReport['totals']) => number;
  width: number;
}[] = [
  { header: 'Тендер', value: (row) => `№ ${row.tender.number} ${row.tender.name}`, width: 32 },
  { header: 'Маршрут', value: (row) => `${row.routeWay.code} ${row.routeWay.name}`, width: 32 },
  { header: 'Рейсов', value: (row) => row.tripsCount, width: 10 },
  { header: 'Начальная цена', value: (row) => row.startSum, width: 16 },
  { header: 'Ставок', value: (row) => row.bidsCount, total: (totals) => totals.bids, width: 10 },
  { header: 'Лучшая цена', value: (row) => row.bestSumm, width: 16 },
  { header: 'Победитель', value: (row) => row.winner?.name ?? null, width: 28 },
  { header: 'Цена победителя', value: (row) => row.winnerSumm, width: 16 },
  { header: 'Экономия за рейс', value: (row) => row.saving, width: 16 },
  { header: 'Тариф до', value: (row) => row.tariffBefore, width: 14 },
  { header: 'Тариф после', value: (row) => row.tariffAfter, width: 14 },
];
