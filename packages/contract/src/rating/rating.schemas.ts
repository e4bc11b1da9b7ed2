import * as z from 'zod';
import { optionalText } from '../companies/requisites.schemas';
import { APPEALS_PAGE_SIZE } from '../constants';
import { dateSchema } from '../fleet/fleet-common.schemas';
import { idParamSchema, idSchema, queryIntegerSchema } from '../ids';
import { MAX_PAGE_NUMBER, pageQuerySchema } from '../pagination';
import { queryDateTimeSchema } from '../validation/date-time';
import type { FieldLabels } from '../validation/field-labels';
import { text } from '../validation/text';
import { APPEAL_COMMENT_MAX, APPEAL_MESSAGES, BONUS_COMMENT_MAX } from './appeal-status';
import { RATING_PERIOD_IDS } from './rating-periods';

// SPEC 3 and DESIGN 11: rating periods, ratings, index values, their events and appeals.

// A real calendar day: Date.parse takes «2026-02-30» (V8 rolls it over), which the database then refuses.
const queryDay = dateSchema;

export const ratingPeriodOptionSchema = z.object({ id: z.number().int(), name: z.string() });

export const contractorParamsSchema = z.object({ contractorId: idParamSchema });
export const ratingListParamsSchema = contractorParamsSchema.extend({
  periodId: idParamSchema.refine((id) => (RATING_PERIOD_IDS as number[]).includes(id), 'нет такого периода'),
});
export const ratingParamsSchema = contractorParamsSchema.extend({ ratingId: idParamSchema });
export const indexValueEventsParamsSchema = contractorParamsSchema.extend({ indexValueId: idParamSchema });
export const eventAppealParamsSchema = contractorParamsSchema.extend({ eventId: idParamSchema });

/** Every carrier rating call takes `customer`; absent means the carrier's first customer by id. */
export const ratingCustomerQuerySchema = z.object({ customer: idParamSchema.optional() });
export const ratingListQuerySchema = pageQuerySchema.extend({
  customer: idParamSchema.optional(),
  dateFrom: queryDay.optional(),
  dateTo: queryDay.optional(),
});
export type RatingListQuery = z.infer<typeof ratingListQuerySchema>;

export const ratingListItemSchema = z.object({
  id: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  rating: z.number(),
});
export type RatingListItem = z.infer<typeof ratingListItemSchema>;

/** The page of DESIGN 11 plus the customers the carrier has a rating with, for its customer selector. */
export const ratingListSchema = z.object({
  items: z.array(ratingListItemSchema),
  totalCount: z.number().int(),
  currentPageNumber: z.number().int(),
  numItemsPerPage: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RatingList = z.infer<typeof ratingListSchema>;

export const indexOptionSchema = z.object({
  id: z.number().int(),
  min: z.number(),
  max: z.number(),
  value: z.number(),
});
export const ratingIndexSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  formula: z.string(),
  koeff: z.number(),
  indexOptions: z.array(indexOptionSchema),
});
export type RatingIndex = z.infer<typeof ratingIndexSchema>;

export const calculationSchema = z.object({
  countNoDelayed: z.number().int().nullable(),
  countAuctions: z.number().int().nullable(),
  countRoutes: z.number().int().nullable(),
});

export const indexValueSchema = z.object({
  id: z.number().int(),
  index: ratingIndexSchema,
  dateFrom: z.string(),
  dateTo: z.string(),
  rating: z.number(),
  bonus: z.number(),
  bonusComment: z.string().nullable(),
  calculation: calculationSchema,
  /** The row's total points, (rating + bonus) × koeff ÷ Σ positive koeffs. */
  result: z.number(),
  eventsCount: z.number().int(),
});
export type IndexValue = z.infer<typeof indexValueSchema>;

export const ratingDetailSchema = z.object({
  id: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  rating: z.number(),
  periodId: z.number().int(),
  ratingIndexValues: z.array(indexValueSchema),
});
export type RatingDetail = z.infer<typeof ratingDetailSchema>;

/** SPEC 3 event item, with the appeal state the screen needs to offer «Подать апелляцию» or not. */
export const eventItemSchema = z.object({
  id: z.number().int(),
  eventDate: z.string(),
  comment: z.string(),
  excused: z.boolean(),
  canAppeal: z.boolean(),
  appeal: z.object({ id: z.number().int(), status: z.number().int() }).nullable(),
});
export type EventItem = z.infer<typeof eventItemSchema>;
export const eventItemsSchema = z.object({ items: z.array(eventItemSchema) });

export const appealBodySchema = z.object({
  comment: text().max(APPEAL_COMMENT_MAX).default(''),
});
export type AppealBody = z.input<typeof appealBodySchema>;

const routeRef = z.object({ id: z.number().int(), routeCode: z.string() });
export const appealSchema = z.object({
  id: z.number().int(),
  createdOn: z.string(),
  status: z.number().int(),
  comment: z.string(),
  decisionComment: z.string().nullable(),
  contractor: z.object({ id: z.number().int(), name: z.string() }),
  appealEvent: z.object({
    id: z.number().int(),
    eventDate: z.string(),
    comment: z.string(),
    movementPoint: z
      .object({
        id: z.number().int(),
        route: routeRef,
        // DESIGN 11: the department's IANA zone; its times are shown in it («МСК+2»).
        department: z.object({ id: z.number().int(), name: z.string(), timezone: z.string() }),
        planDateArrival: z.string(),
        factDateArrival: z.string().nullable(),
        interval: z.number().int().nullable(),
        ratingIndexes: z.array(z.object({ name: z.string() })),
      })
      .nullable(),
    event: z.object({ id: z.number().int(), type: z.number().int(), route: routeRef }).nullable(),
  }),
  indexValue: z.object({
    id: z.number().int(),
    dateFrom: z.string(),
    dateTo: z.string(),
    index: z.object({ id: z.number().int(), name: z.string() }),
  }),
});
export type Appeal = z.infer<typeof appealSchema>;
export const appealListSchema = z.object({ items: z.array(appealSchema), totalCount: z.number().int() });
export type AppealList = z.infer<typeof appealListSchema>;

const idList = z.preprocess(
  (value) => (value === undefined ? undefined : [value].flat()),
  z.array(idParamSchema).max(APPEALS_PAGE_SIZE).optional(),
);

/** SPEC 7: page and limit up to 100; filters id, index, contractors, status, date_from, date_to (YYYY-MM-DDTHH:mm). */
export const appealListQuerySchema = z
  .object({
    page: queryIntegerSchema(1, MAX_PAGE_NUMBER).default(1),
    limit: queryIntegerSchema(1, APPEALS_PAGE_SIZE).default(APPEALS_PAGE_SIZE),
    id: idParamSchema.optional(),
    index: idList,
    contractors: idList,
    status: z.preprocess(
      (value) => (value === undefined ? undefined : [value].flat()),
      z.array(queryIntegerSchema(0, 3)).max(4).optional(),
    ),
    date_from: queryDateTimeSchema.optional(),
    date_to: queryDateTimeSchema.optional(),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_to'],
    message: APPEAL_MESSAGES.dateToBeforeFrom,
  });
export type AppealListQuery = z.infer<typeof appealListQuerySchema>;
export type AppealListQueryInput = {
  page?: number;
  limit?: number;
  id?: number;
  index?: number[];
  contractors?: number[];
  status?: number[];
  date_from?: string;
  date_to?: string;
};

export const customerParamsSchema = z.object({ customerId: idParamSchema });
export const customerAppealParamsSchema = customerParamsSchema.extend({ appealId: idParamSchema });
export const ratingIndexParamsSchema = customerParamsSchema.extend({ indexId: idParamSchema });
export const indexValueParamsSchema = customerParamsSchema.extend({ indexValueId: idParamSchema });

/** The customer's rating card of one carrier (SPEC 2.2 contractor-rating): the carrier's reads under the customer. */
export const customerContractorParamsSchema = customerParamsSchema.extend({ contractorId: idParamSchema });
export const customerRatingListParamsSchema = customerContractorParamsSchema.extend({
  periodId: ratingListParamsSchema.shape.periodId,
});
export const customerRatingParamsSchema = customerContractorParamsSchema.extend({ ratingId: idParamSchema });
export const customerIndexValueParamsSchema = customerContractorParamsSchema.extend({
  indexValueId: idParamSchema,
});
/** The customer's list is always its own: no `customer` to choose. */
export const customerRatingListQuerySchema = ratingListQuerySchema.omit({ customer: true });

export const appealDecisionBodySchema = z.object({
  decisionComment: text().max(APPEAL_COMMENT_MAX).nullish(),
});
export type AppealDecisionBody = z.input<typeof appealDecisionBodySchema>;

/** Limits of a bonus or a scale's points, of an index's weight, and of a scale row's bounds. */
export const RATING_POINTS_MAX = 1000;
export const RATING_KOEFF_MAX = 100;
export const RATING_BOUND_MAX = 1_000_000;

const points = z.number().min(-RATING_POINTS_MAX).max(RATING_POINTS_MAX);
export const bonusBodySchema = z.object({
  bonus: points,
  bonusComment: optionalText(BONUS_COMMENT_MAX),
});
export type BonusBody = z.input<typeof bonusBodySchema>;
/** The bonus as the server keeps it: the comment trimmed, a blank one null. */
export type BonusValues = z.output<typeof bonusBodySchema>;

export const ratingIndexBodySchema = z.object({
  name: text().trim().min(1).max(255),
  formula: text().trim().max(2000),
  koeff: z.number().min(-RATING_KOEFF_MAX).max(RATING_KOEFF_MAX),
});
export type RatingIndexBody = z.input<typeof ratingIndexBodySchema>;

const bound = z.number().min(-RATING_BOUND_MAX).max(RATING_BOUND_MAX);
export const indexOptionsBodySchema = z.object({
  options: z
    .array(
      z.object({ min: bound, max: bound, value: points }).refine((option) => option.min <= option.max, {
        path: ['max'],
        message: APPEAL_MESSAGES.optionMinAboveMax,
      }),
    )
    .max(50),
});
export type IndexOptionsBody = z.input<typeof indexOptionsBodySchema>;

/** An index's options are its scale of points, not the dimensions' options of the same name. */
export const RATING_SCALE_FIELD_LABELS = { options: 'Шкала баллов' } as const satisfies FieldLabels;

const ratingPeriodIdSchema = z
  .number()
  .int()
  .refine((id) => (RATING_PERIOD_IDS as number[]).includes(id), 'нет такого периода');

/** The settings preview: the indexes' weights and scales as edited, not saved; ids are the customer's indexes. */
export const ratingPreviewBodySchema = z.object({
  period: ratingPeriodIdSchema.optional(),
  indexes: z
    .array(
      z.object({
        id: idSchema,
        koeff: ratingIndexBodySchema.shape.koeff,
        options: indexOptionsBodySchema.shape.options,
      }),
    )
    .max(50),
});
export type RatingPreviewBody = z.input<typeof ratingPreviewBodySchema>;
export const ratingPreviewItemSchema = z.object({
  contractor: z.object({ id: z.number().int(), name: z.string() }),
  ratingId: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  rating: z.number(),
  preview: z.number(),
});
export type RatingPreviewItem = z.infer<typeof ratingPreviewItemSchema>;
export const ratingPreviewSchema = z.object({ items: z.array(ratingPreviewItemSchema) });
export const ratingIndexListSchema = z.object({ items: z.array(ratingIndexSchema) });

/** The customer's lateness grace: arrivals late by up to this many minutes count as on time. */
/** Minutes of lateness a customer may leave uncounted (a day). */
export const GRACE_MINUTES_MAX = 1440;
export const ratingSettingsSchema = z.object({
  graceMinutes: z.number().int().min(0).max(GRACE_MINUTES_MAX),
});
export type RatingSettings = z.infer<typeof ratingSettingsSchema>;

export const ratingTopItemSchema = z.object({
  contractor: z.object({ id: z.number().int(), name: z.string() }),
  ratingId: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  rating: z.number(),
  previous: z.number().nullable(),
});
export type RatingTopItem = z.infer<typeof ratingTopItemSchema>;
export const ratingTopSchema = z.object({ items: z.array(ratingTopItemSchema) });
export const ratingTopQuerySchema = z.object({
  period: idParamSchema
    .refine((id) => (RATING_PERIOD_IDS as number[]).includes(id), 'нет такого периода')
    .optional(),
});

export const ratingHistoryItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  ratingId: z.number().int(),
  contractor: z.object({ id: z.number().int(), name: z.string() }),
  dateFrom: z.string(),
  dateTo: z.string(),
  before: z.number().nullable(),
  after: z.number(),
  reason: z.string(),
});
export type RatingHistoryItem = z.infer<typeof ratingHistoryItemSchema>;
export const ratingHistoryQuerySchema = pageQuerySchema.extend({ contractor: idParamSchema.optional() });
export const ratingHistorySchema = z.object({
  items: z.array(ratingHistoryItemSchema),
  totalCount: z.number().int(),
  currentPageNumber: z.number().int(),
  numItemsPerPage: z.number().int(),
});
export type RatingHistory = z.infer<typeof ratingHistorySchema>;

export const ratingDetailQuerySchema = ratingCustomerQuerySchema.extend({
  period: idParamSchema
    .refine((id) => (RATING_PERIOD_IDS as number[]).includes(id), 'нет такого периода')
    .optional(),
});
