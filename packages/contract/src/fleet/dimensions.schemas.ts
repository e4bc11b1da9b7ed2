import * as z from 'zod';
import { USE_NOUNS, usePart } from '../format/in-use';
import { joinWithAnd } from '../format/plural';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { hasAtMostTwoDecimals, moneySchema } from '../validation/money';
import { text } from '../validation/text';
import { customerParamsSchema, FLEET_MESSAGES, referenceSchema } from './fleet-common.schemas';

// DESIGN 8 and 11: the customer's dimensions (габариты) and route-way dimensions, CRUD under
// /api/customers/{customerId}/dimensions and …/route-way-dimensions, and POST …/route-way-dimensions/calculate.

export const dimensionParamsSchema = customerParamsSchema.extend({ dimensionId: idParamSchema });
export const dimensionsQuerySchema = pageQuerySchema.extend({ query: text().trim().max(255).optional() });
export type DimensionsQuery = z.input<typeof dimensionsQuerySchema>;

const measure = (max: number) =>
  z
    .number()
    .min(0, 'не может быть отрицательным')
    .max(max)
    .refine(hasAtMostTwoDecimals, 'не больше двух знаков после запятой');

/** Issue 21: what refers to a dimension, so it is not deleted. */
export type DimensionUses = { routeWays: number; tenderLots: number };

/** в габаритах 1 маршрута, в габаритах 3 маршрутов */
const ROUTE_WAYS_GENITIVE = ['маршрута', 'маршрутов', 'маршрутов'] as const;

export const DIMENSION_MESSAGES = {
  notFound: 'Габарит не найден',
  volumeToBelowFrom: 'не может быть меньше объёма «от»',
  inUse: ({ routeWays, tenderLots }: DimensionUses) =>
    `Габарит используется ${joinWithAnd([
      usePart('в габаритах', routeWays, ROUTE_WAYS_GENITIVE),
      usePart('в', tenderLots, USE_NOUNS.inTenderLots),
    ])}`,
  created: 'Габарит добавлен',
  saved: 'Габарит сохранён',
  deleted: 'Габарит удалён',
} as const;

export const dimensionBodySchema = z
  .object({
    name: text().trim().min(1).max(255),
    /** Tonnes. */
    weight: measure(1000),
    /** m³. */
    volume: measure(10_000),
    volumeFrom: measure(10_000),
    volumeTo: measure(10_000),
    percentage: z
      .number()
      .gt(0, FLEET_MESSAGES.positive)
      .max(1000)
      .refine(hasAtMostTwoDecimals, 'не больше двух знаков после запятой'),
    isDefault: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.volumeTo < value.volumeFrom)
      ctx.addIssue({ code: 'custom', path: ['volumeTo'], message: DIMENSION_MESSAGES.volumeToBelowFrom });
  });
export type DimensionBody = z.input<typeof dimensionBodySchema>;
export type DimensionValues = z.output<typeof dimensionBodySchema>;

export const dimensionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  weight: z.number(),
  volume: z.number(),
  volumeFrom: z.number(),
  volumeTo: z.number(),
  percentage: z.number(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dimension = z.infer<typeof dimensionSchema>;

export const routeWayDimensionParamsSchema = customerParamsSchema.extend({
  routeWayDimensionId: idParamSchema,
});
export const routeWayDimensionsQuerySchema = pageQuerySchema.extend({ routeWay: idParamSchema.optional() });

export const ROUTE_WAY_DIMENSION_MESSAGES = {
  notFound: 'Габарит маршрута не найден',
  taken: 'У маршрута уже есть габариты',
  pairNotOnWay: 'отделения пары должны быть точками маршрута, первое раньше последнего',
  repeatedOption: 'такой дополнительный габарит с этой парой отделений уже указан выше',
  deleted: 'Габариты маршрута удалены',
} as const;

/** An optional dimension, for any pair when the departments are absent, or for one first and last pair. */
const optionBodySchema = z.object({
  dimension: idSchema,
  firstDepartment: idSchema.nullish(),
  lastDepartment: idSchema.nullish(),
});

export const routeWayDimensionBodySchema = z
  .object({
    routeWay: idSchema,
    /** The default dimension of the route way. */
    dimension: idSchema,
    options: z.array(optionBodySchema).max(20).default([]),
  })
  .superRefine(({ options }, ctx) => {
    // The same dimension may serve several pairs; the same dimension for the same pair again never applies.
    const seen = new Set<string>();
    for (const [index, option] of options.entries()) {
      const key = [option.dimension, option.firstDepartment ?? '', option.lastDepartment ?? ''].join(':');
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'dimension'],
          message: ROUTE_WAY_DIMENSION_MESSAGES.repeatedOption,
        });
      seen.add(key);
    }
  });
export type RouteWayDimensionBody = z.input<typeof routeWayDimensionBodySchema>;
export type RouteWayDimensionValues = z.output<typeof routeWayDimensionBodySchema>;

const dimensionRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  volumeFrom: z.number(),
  volumeTo: z.number(),
  percentage: z.number(),
});
export type DimensionRef = z.infer<typeof dimensionRefSchema>;

export const routeWayDimensionSchema = z.object({
  id: z.number().int(),
  routeWay: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  dimension: dimensionRefSchema,
  options: z.array(
    z.object({
      dimension: dimensionRefSchema,
      firstDepartment: referenceSchema.nullable(),
      lastDepartment: referenceSchema.nullable(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RouteWayDimension = z.infer<typeof routeWayDimensionSchema>;

export const calculateBodySchema = z.object({
  routeWay: idSchema,
  vehicle: idSchema,
  trailer: idSchema.nullish(),
  containers: z.array(idSchema).max(3).default([]),
  /** Roubles; the route way's current tariff when absent. */
  initialSum: moneySchema.nullish(),
});
export type CalculateBody = z.input<typeof calculateBodySchema>;

export const calculateAnswerSchema = z.object({
  dimension: referenceSchema.nullable(),
  percentage: z.number(),
  /** m³ of the truck, the trailer and the containers together. */
  volume: z.number(),
  initialSum: z.number().nullable(),
  freightSum: z.number().nullable(),
});
export type CalculateAnswer = z.infer<typeof calculateAnswerSchema>;
