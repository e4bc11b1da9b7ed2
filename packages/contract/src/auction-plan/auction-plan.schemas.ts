import * as z from 'zod';
import { routeWayRefSchema } from '../freight/route-ways.schemas';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { moneySchema } from '../validation/money';
import { text } from '../validation/text';

// SPEC 2.2 «Auction plans», DESIGN 11 `GET|POST …/auction-plan`, `PUT …/auction-plan/{planId}`: per route way and
// month the planned number of auctions and their volume in roubles, with the actual figures next to them (the
// customer's auctions run that month, counted by their start in Moscow time: decisions.md «Auction plan»).

export const AUCTION_PLAN_COUNT_MAX = 100_000;
export const AUCTION_PLAN_COMMENT_MAX = 2000;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const AUCTION_PLAN_MESSAGES = {
  month: 'укажите месяц в виде ГГГГ-ММ',
  monthToBeforeFrom: 'не может быть раньше месяца «с»',
  routeWayNotFound: 'маршрут не найден',
  duplicate: 'План по этому маршруту на этот месяц уже есть',
  notFound: 'План не найден',
  created: 'План добавлен',
  saved: 'План сохранён',
} as const;

export const AUCTION_PLAN_LABELS = {
  title: 'План аукционов',
  add: 'Новый план аукционов',
  routeWay: 'Маршрут',
  month: 'Месяц',
  auctionsCount: 'Аукционов по плану',
  actualAuctionsCount: 'Аукционов факт',
  summ: 'Объём по плану, ₽',
  actualSumm: 'Объём факт, ₽',
  completion: 'Выполнение, %',
  comment: 'Комментарий',
} as const;

export const monthSchema = z.string().regex(MONTH, AUCTION_PLAN_MESSAGES.month);

export const auctionPlanParamsSchema = z.object({ customerId: idParamSchema });
export const auctionPlanItemParamsSchema = z.object({ customerId: idParamSchema, planId: idParamSchema });

export const auctionPlanQuerySchema = pageQuerySchema
  .extend({
    routeWay: idParamSchema.optional(),
    month_from: monthSchema.optional(),
    month_to: monthSchema.optional(),
  })
  .refine((q) => !q.month_from || !q.month_to || q.month_from <= q.month_to, {
    path: ['month_to'],
    message: AUCTION_PLAN_MESSAGES.monthToBeforeFrom,
  });
export type AuctionPlanQuery = z.infer<typeof auctionPlanQuerySchema>;
export type AuctionPlanQueryInput = z.input<typeof auctionPlanQuerySchema>;

export const auctionPlanBodySchema = z.object({
  routeWay: idSchema,
  month: monthSchema,
  auctionsCount: z.number().int().min(0).max(AUCTION_PLAN_COUNT_MAX),
  summ: moneySchema,
  comment: text()
    .trim()
    .max(AUCTION_PLAN_COMMENT_MAX)
    .nullish()
    .transform((value) => value || null),
});
export type AuctionPlanBody = z.infer<typeof auctionPlanBodySchema>;
export type AuctionPlanBodyInput = z.input<typeof auctionPlanBodySchema>;

export const auctionPlanSchema = z.object({
  id: z.number().int(),
  routeWay: routeWayRefSchema,
  month: z.string(),
  auctionsCount: z.number().int(),
  summ: z.number(),
  comment: z.string().nullable(),
  actualAuctionsCount: z.number().int(),
  actualSumm: z.number(),
});
export type AuctionPlan = z.infer<typeof auctionPlanSchema>;

/** Share of the plan done, in whole percent; null when nothing was planned. */
export const completionPercent = (actual: number, planned: number): number | null =>
  planned > 0 ? Math.round((actual / planned) * 100) : null;
