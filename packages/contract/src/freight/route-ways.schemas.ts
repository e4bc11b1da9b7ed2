import * as z from 'zod';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { moneySchema } from '../validation/money';
import { text } from '../validation/text';
import { departmentRefSchema } from './departments.schemas';
import { TRANSPORTATION_TYPE, type TransportationType } from './route-states';

// DESIGN 8: a route way (маршрут) is a lane: code, name, ordered points (department, distance from the first
// point) and a transportation type. Its tariff is the start price of its routes.

export const ROUTE_WAY_CODE_MAX = 32;
export const ROUTE_WAY_NAME_MAX = 255;
export const ROUTE_WAY_POINTS_MIN = 2;
export const ROUTE_WAY_POINTS_MAX = 20;
export const ROUTE_WAY_DISTANCE_MAX = 20_000;

export const routeWaysParamsSchema = z.object({ customerId: idParamSchema });
export const routeWayParamsSchema = z.object({ customerId: idParamSchema, routeWayId: idParamSchema });

const transportationTypeSchema = z.literal(Object.values(TRANSPORTATION_TYPE) as TransportationType[]);

export const ROUTE_WAY_MESSAGES = {
  notFound: 'Маршрут не найден',
  codeTaken: (code: string) => `Маршрут с кодом «${code}» уже есть`,
  added: (code: string) => `Маршрут ${code} добавлен`,
  updated: (code: string) => `Маршрут ${code} сохранён`,
  tariffSaved: 'Тариф сохранён',
  firstDistance: 'у первого пункта расстояние 0 км',
  distancesGrow: 'расстояние каждого следующего пункта должно быть больше предыдущего',
  repeatedDepartment: 'отделение не должно повторяться подряд',
  departmentNotFound: (id: number) => `отделение №${id} не найдено`,
} as const;

export const routeWayPointBodySchema = z.object({
  department: idSchema,
  distance: z.number().int().min(0).max(ROUTE_WAY_DISTANCE_MAX),
});

export const routeWayPointsSchema = z
  .array(routeWayPointBodySchema)
  .min(ROUTE_WAY_POINTS_MIN)
  .max(ROUTE_WAY_POINTS_MAX)
  .superRefine((points, ctx) => {
    if (points[0] && points[0].distance !== 0)
      ctx.addIssue({ code: 'custom', message: ROUTE_WAY_MESSAGES.firstDistance });
    for (let i = 1; i < points.length; i += 1) {
      if (points[i]!.distance <= points[i - 1]!.distance)
        ctx.addIssue({ code: 'custom', message: ROUTE_WAY_MESSAGES.distancesGrow });
      if (points[i]!.department === points[i - 1]!.department)
        ctx.addIssue({ code: 'custom', message: ROUTE_WAY_MESSAGES.repeatedDepartment });
    }
  });

export const routeWayBodySchema = z.object({
  code: text().trim().min(1).max(ROUTE_WAY_CODE_MAX),
  name: text().trim().min(1).max(ROUTE_WAY_NAME_MAX),
  transportationType: transportationTypeSchema,
  points: routeWayPointsSchema,
});
export type RouteWayBody = z.infer<typeof routeWayBodySchema>;
export type RouteWayBodyInput = z.input<typeof routeWayBodySchema>;

export const routeWayListQuerySchema = pageQuerySchema.extend({
  query: text().trim().max(ROUTE_WAY_NAME_MAX).optional(),
  transportation: z
    .enum(['1', '2', '3', '4'])
    .transform((value) => Number(value) as TransportationType)
    .optional(),
});
export type RouteWayListQuery = z.input<typeof routeWayListQuerySchema>;

export const routeWayRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  transportationType: z.number().int(),
});
export type RouteWayRef = z.infer<typeof routeWayRefSchema>;

export const routeWayPointSchema = z.object({
  position: z.number().int(),
  department: departmentRefSchema,
  distance: z.number().int(),
});
export type RouteWayPoint = z.infer<typeof routeWayPointSchema>;

export const TARIFF_SOURCE = { manual: 0, tender: 1 } as const;
export type TariffSource = (typeof TARIFF_SOURCE)[keyof typeof TARIFF_SOURCE];
export const TARIFF_SOURCE_LABELS: Record<TariffSource, string> = { 0: 'Вручную', 1: 'По тендеру' };

export const tariffSchema = z.object({
  id: z.number().int(),
  summ: z.number(),
  source: z.number().int(),
  tenderId: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const routeWaySchema = routeWayRefSchema.extend({
  points: z.array(routeWayPointSchema),
  distance: z.number().int(),
  tariff: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RouteWay = z.infer<typeof routeWaySchema>;

/** The list item: the way with its first and last departments and current tariff. */
export const routeWaySummarySchema = routeWayRefSchema.extend({
  firstDepartment: departmentRefSchema,
  lastDepartment: departmentRefSchema,
  pointsCount: z.number().int(),
  distance: z.number().int(),
  tariff: z.number().nullable(),
});
export type RouteWaySummary = z.infer<typeof routeWaySummarySchema>;

/** GET …/route-tariff/tender/route-way/{id}: the current price, its source, and every earlier one. */
export const routeTariffSchema = z.object({
  routeWay: routeWayRefSchema,
  current: tariffSchema.nullable(),
  history: z.array(tariffSchema),
});
export type RouteTariff = z.infer<typeof routeTariffSchema>;

export const routeTariffBodySchema = z.object({ summ: moneySchema });
export type RouteTariffBody = z.infer<typeof routeTariffBodySchema>;
