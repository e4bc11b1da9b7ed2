import * as z from 'zod';
import { dateSchema, isDay } from '../fleet/fleet-common.schemas';
import { formatDate } from '../format/dates';
import { formatMoney } from '../format/numbers';
import { idParamSchema, idSchema, queryIntegerSchema } from '../ids';
import { pageOf, pageQuerySchema } from '../pagination';
import { moneySchema } from '../validation/money';
import { text } from '../validation/text';
import { AMOUNT_IN_WORDS_MAX } from './amount-in-words';
import {
  PROFORMA_DOCUMENT_LABELS,
  PROFORMA_DOCUMENTS,
  type ProformaDocument,
  REQUIRED_DOCUMENTS,
} from './proforma-documents';
import { PRICE_SOURCE_KINDS, PROFORMA_LINE_KINDS } from './proforma-lines';
import { isPeriodWithinMonths, PROFORMA_PERIOD_MONTHS_MAX } from './proforma-period';
import { PROFORMA_STATUS } from './proforma-status';

// DESIGN 12 «Proformas»: the carrier's calls under /api/contractors/{contractorId}/proforms, the customer's under
// /api/customers/{customerId}/proforms. Money is roubles with at most two decimals; periods are inclusive days.

export const PROFORMA_COMMENT_MAX = 2000;
export const PROFORMA_REASON_MAX = 2000;
export const PAYMENT_NUMBER_MAX = 50;
export const PROFORMA_EXTRAS_MAX = 50;
export const PROFORMA_LINES_MAX = 1000;

/** DESIGN 7 `proformas` channel: a proforma changed; the payload is thin (`{ id, status }`), the screens read it again. */
export const PROFORMA_CHANNEL = 'proformas';
export const PROFORMA_CHANGED = 'proforma.changed';

export const PROFORMA_MESSAGES = {
  notFound: 'Проформа не найдена',
  noFlights: 'За этот период у заказчика нет закрытых рейсов, не включённых в другие проформы',
  customerNotFound: 'не найден',
  dateToBeforeFrom: 'не может быть раньше даты начала периода',
  periodTooLong: `период не длиннее ${PROFORMA_PERIOD_MONTHS_MAX} календарных месяцев`,
  noLines: 'В проформе нет ни одной строки',
  missingDocuments: (kinds: readonly ProformaDocument[]) =>
    `Приложите документы, которые требует заказчик: ${kinds.map((kind) => `«${PROFORMA_DOCUMENT_LABELS[kind]}»`).join(', ')}`,
  lineNotFound: 'строка не найдена в проформе',
  fileNotFound: 'файл не найден',
  totalTooLarge: `сумма проформы не может превышать ${formatMoney(AMOUNT_IN_WORDS_MAX)}`,
  paidInFuture: 'не может быть позже сегодняшнего дня',
  paidBeforeSent: (sentDay: string) => `не может быть раньше дня отправки проформы (${formatDate(sentDay)})`,
  flightTaken: 'Рейсы этого периода уже включены в другую проформу',
  settingsSaved: 'Настройки проформ сохранены',
  deleted: 'Проформа удалена',
  saved: 'Проформа сохранена',
} as const;

export const contractorProformasParamsSchema = z.object({ contractorId: idParamSchema });
export const contractorProformaParamsSchema = contractorProformasParamsSchema.extend({
  proformaId: idParamSchema,
});
export const customerProformasParamsSchema = z.object({ customerId: idParamSchema });
export const customerProformaParamsSchema = customerProformasParamsSchema.extend({
  proformaId: idParamSchema,
});

/** A period: dateTo not before dateFrom, at most 3 calendar months; errors land on dateTo. */
const checkPeriod = (value: { dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx): void => {
  if (!isDay(value.dateFrom) || !isDay(value.dateTo)) return;
  if (value.dateTo < value.dateFrom)
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: PROFORMA_MESSAGES.dateToBeforeFrom });
  else if (!isPeriodWithinMonths(value.dateFrom, value.dateTo))
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: PROFORMA_MESSAGES.periodTooLong });
};

/** POST .../proforms: build a draft from every closed, not yet invoiced flight of the customer in the period. */
export const proformaBuildBodySchema = z
  .object({ customer: idSchema, dateFrom: dateSchema, dateTo: dateSchema })
  .superRefine(checkPeriod);
export type ProformaBuildBody = z.infer<typeof proformaBuildBodySchema>;

const fileGuid = z.uuid();

export const proformaExtraBodySchema = z.object({
  summ: moneySchema,
  comment: text().trim().min(1).max(PROFORMA_COMMENT_MAX),
  file: fileGuid,
});
export type ProformaExtraBody = z.infer<typeof proformaExtraBodySchema>;

/** PUT .../proforms/{id}: the comment, lines to remove (a flight line frees its flight), extras to add. */
export const proformaUpdateBodySchema = z.object({
  comment: text().trim().max(PROFORMA_COMMENT_MAX).nullable().optional(),
  removeLines: z.array(idSchema).max(PROFORMA_LINES_MAX).optional(),
  extras: z.array(proformaExtraBodySchema).max(PROFORMA_EXTRAS_MAX).optional(),
});
export type ProformaUpdateBody = z.input<typeof proformaUpdateBodySchema>;

/** PUT .../proforms/{id}/documents: file guids; null detaches, absent keeps. */
export const proformaDocumentsBodySchema = z.object(
  Object.fromEntries(PROFORMA_DOCUMENTS.map((kind) => [kind, fileGuid.nullable().optional()])) as Record<
    ProformaDocument,
    z.ZodOptional<z.ZodNullable<typeof fileGuid>>
  >,
);
export type ProformaDocumentsBody = z.infer<typeof proformaDocumentsBodySchema>;

/** PATCH .../return: a comment, and a reason per returned line. */
export const proformaReturnBodySchema = z.object({
  comment: text().trim().min(1).max(PROFORMA_COMMENT_MAX),
  lines: z
    .array(z.object({ line: idSchema, reason: text().trim().min(1).max(PROFORMA_REASON_MAX) }))
    .max(PROFORMA_LINES_MAX)
    .optional(),
});
export type ProformaReturnBody = z.infer<typeof proformaReturnBodySchema>;

/** PATCH .../pay: the payment date (not after today in Moscow, checked by the server's clock) and order number. */
export const proformaPayBodySchema = z.object({
  paidOn: dateSchema,
  paymentNumber: text().trim().min(1).max(PAYMENT_NUMBER_MAX),
});
export type ProformaPayBody = z.infer<typeof proformaPayBodySchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The lists' filters: the other side, status, a part of the number, the period (overlapping it), overdue. */
const listFilters = {
  status: queryIntegerSchema(PROFORMA_STATUS.draft, PROFORMA_STATUS.paid).optional(),
  number: text().trim().max(50).optional(),
  dateFrom: dateSchema.optional(),
  dateTo: dateSchema.optional(),
  overdue: booleanQuery.optional(),
  /** `xlsx`: the whole filtered set as an Excel workbook. */
  format: z.enum(['json', 'xlsx']).default('json'),
};

/** One proforma: `?format=xlsx` answers its lines as an Excel workbook. */
export const proformaViewQuerySchema = z.object({ format: z.enum(['json', 'xlsx']).default('json') });
export const contractorProformaListQuerySchema = pageQuerySchema
  .extend({ customer: idParamSchema.optional(), ...listFilters })
  .superRefine((value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateTo < value.dateFrom)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: PROFORMA_MESSAGES.dateToBeforeFrom });
  });
export type ContractorProformaListQuery = z.input<typeof contractorProformaListQuerySchema>;
export const customerProformaListQuerySchema = pageQuerySchema
  .extend({ contractor: idParamSchema.optional(), ...listFilters })
  .superRefine((value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateTo < value.dateFrom)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: PROFORMA_MESSAGES.dateToBeforeFrom });
  });
export type CustomerProformaListQuery = z.input<typeof customerProformaListQuerySchema>;
/** The filters both sides share, as the server reads them. */
export type ProformaListFilters = Omit<
  z.infer<typeof customerProformaListQuerySchema>,
  'contractor' | 'format'
>;

// Answers.

const ref = z.object({ id: z.number().int(), name: z.string() });
const fileRef = z.object({ guid: z.string(), originalName: z.string() }).nullable();
const totalsSchema = z.object({ summ: z.number(), vat: z.number(), sumWithoutVat: z.number() });
export type ProformaTotals = z.infer<typeof totalsSchema>;

/** A penalty's evidence: the flight's late movement points, and the accepted appeal that removed it if any. */
export const penaltyEvidenceSchema = z.object({
  points: z.array(
    z.object({
      id: z.number().int(),
      department: z.string(),
      planDateArrival: z.string(),
      factDateArrival: z.string().nullable(),
      latenessSeconds: z.number().int(),
    }),
  ),
  appeal: z.object({ id: z.number().int() }).nullable(),
});
export type PenaltyEvidence = z.infer<typeof penaltyEvidenceSchema>;

export const proformaLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROFORMA_LINE_KINDS),
  route: z.object({ id: z.number().int(), routeCode: z.string() }).nullable(),
  date: z.string(),
  routeWay: ref.nullable(),
  source: z
    .object({
      kind: z.enum(PRICE_SOURCE_KINDS),
      id: z.number().int().nullable(),
      number: z.string().nullable(),
      lot: z.string().nullable(),
      bidHash: z.string().nullable(),
    })
    .nullable(),
  summ: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  sumWithoutVat: z.number(),
  comment: z.string().nullable(),
  file: fileRef,
  evidence: penaltyEvidenceSchema.nullable(),
  returnReason: z.string().nullable(),
});
export type ProformaLine = z.infer<typeof proformaLineSchema>;

export const proformaHistoryEntrySchema = z.object({
  at: z.string(),
  user: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  from: z.number().int().nullable(),
  to: z.number().int(),
  comment: z.string().nullable(),
});
export type ProformaHistoryEntry = z.infer<typeof proformaHistoryEntrySchema>;

/** One proforma exactly as DESIGN 12 writes it. */
export const proformaSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  version: z.number().int(),
  status: z.number().int(),
  statusLabel: z.string(),
  customer: ref,
  contractor: ref,
  dateFrom: z.string(),
  dateTo: z.string(),
  comment: z.string().nullable(),
  lines: z.array(proformaLineSchema),
  totals: totalsSchema,
  documents: z.object({ upd: fileRef, act: fileRef, invoice: fileRef }),
  /** The customer's requirement as it stands (its settings), so the carrier knows what `send` needs. */
  requiredDocuments: z.enum(REQUIRED_DOCUMENTS),
  returnComment: z.string().nullable(),
  sentOn: z.string().nullable(),
  acceptedOn: z.string().nullable(),
  dueDate: z.string().nullable(),
  isOverdue: z.boolean(),
  paidOn: z.string().nullable(),
  paymentNumber: z.string().nullable(),
  history: z.array(proformaHistoryEntrySchema),
});
export type Proforma = z.infer<typeof proformaSchema>;

export const proformaListItemSchema = proformaSchema
  .pick({
    id: true,
    number: true,
    version: true,
    status: true,
    statusLabel: true,
    customer: true,
    contractor: true,
    dateFrom: true,
    dateTo: true,
    totals: true,
    sentOn: true,
    acceptedOn: true,
    dueDate: true,
    isOverdue: true,
    paidOn: true,
  })
  .extend({ linesCount: z.number().int() });
export type ProformaListItem = z.infer<typeof proformaListItemSchema>;

/**
 * A page of proformas plus the totals of every proforma the filters select (not only this page): gross, VAT,
 * without VAT, the unpaid sum due within the next 7 days (Moscow) and the overdue sum.
 */
export const proformaListSchema = pageOf(proformaListItemSchema).extend({
  totals: totalsSchema.extend({ dueThisWeek: z.number(), overdue: z.number() }),
});
export type ProformaList = z.infer<typeof proformaListSchema>;
