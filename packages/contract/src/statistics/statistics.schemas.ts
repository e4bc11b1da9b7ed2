import * as z from 'zod';
import { LOOKUP_LIST_LIMIT } from '../constants';
import { dateSchema, isDay } from '../fleet/fleet-common.schemas';
import { idParamSchema } from '../ids';
import { TIMING_MINUTES } from './statistics-formulas';
import { lastDayWithinYears, STATISTICS_GROUPINGS } from './statistics-periods';

// DESIGN 12 «Statistics»: GET /api/statistics/{customerId}/<economy>; the period is two days (both inclusive,
// Moscow) at most 3 years apart; the filters repeat (`routeWay=1&routeWay=2` or `routeWay[]=…`).

export const STATISTICS_ECONOMIES = [
  'auction-economy',
  'tender-economy',
  'route-economy',
  'manager-economy',
  'date-economy',
  'award-cost',
] as const;
export type StatisticsEconomy = (typeof STATISTICS_ECONOMIES)[number];

export const STATISTICS_ECONOMY_LABELS: Record<StatisticsEconomy, string> = {
  'auction-economy': 'Аукционы',
  'tender-economy': 'Тендеры',
  'route-economy': 'Маршруты',
  'manager-economy': 'Менеджеры',
  'date-economy': 'По датам',
  'award-cost': 'Цена закупки',
};

export const STATISTICS_YEARS_MAX = 3;

export const STATISTICS_MESSAGES = {
  dateToBeforeFrom: 'не может быть раньше даты «с»',
  periodTooLong: `период не длиннее ${STATISTICS_YEARS_MAX} лет`,
  noManager: 'Без менеджера',
} as const;

const ids = z.preprocess(
  (value) => (value === undefined ? undefined : [value].flat()),
  z.array(idParamSchema).max(LOOKUP_LIST_LIMIT).optional(),
);

export const statisticsParamsSchema = z.object({ customerId: idParamSchema });

export const statisticsQuerySchema = z
  .object({
    dateFrom: dateSchema,
    dateTo: dateSchema,
    groupBy: z.enum(STATISTICS_GROUPINGS).default('month'),
    routeWay: ids,
    transportation: ids,
    manager: ids,
    contractor: ids,
    format: z.enum(['json', 'xlsx']).default('json'),
  })
  .superRefine((query, context) => {
    if (!isDay(query.dateFrom) || !isDay(query.dateTo)) return;
    if (query.dateTo < query.dateFrom)
      context.addIssue({ code: 'custom', path: ['dateTo'], message: STATISTICS_MESSAGES.dateToBeforeFrom });
    else if (query.dateTo > lastDayWithinYears(query.dateFrom, STATISTICS_YEARS_MAX))
      context.addIssue({ code: 'custom', path: ['dateTo'], message: STATISTICS_MESSAGES.periodTooLong });
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;
export type StatisticsQueryInput = z.input<typeof statisticsQuerySchema>;
export type StatisticsFilter = Omit<StatisticsQuery, 'format'>;

/** A row's key: a route way or a manager (`id` null: flights without one), or a period (`id` its first day). */
export const statisticsKeySchema = z.object({
  id: z.union([z.number().int(), z.string()]).nullable(),
  name: z.string(),
});
export type StatisticsKey = z.infer<typeof statisticsKeySchema>;

const num = z.number();

const answerOf = <T extends z.ZodRawShape>(shape: T) => {
  const figures = z.object(shape);
  return z.object({
    totals: figures,
    series: z.array(figures.extend({ period: z.string() })),
    rows: z.array(figures.extend({ key: statisticsKeySchema })),
  });
};

export const auctionFiguresShape = {
  auctionsHeld: num,
  withoutBids: num,
  withoutBidsShare: num,
  bidsPerAuction: num,
  bidsPerAuctionMedian: num,
  carriersPerAuction: num,
  startSum: num,
  winningSum: num,
  savingStart: num,
  savingStartPercent: num,
  savingTariff: num,
  savingSecond: num,
  extensions: num,
  declinedWins: num,
  restarts: num,
};
export const timingPointSchema = z.object({
  minutesBeforeEnd: z
    .number()
    .int()
    .min(0)
    .max(TIMING_MINUTES - 1),
  bids: num,
  lowest: num,
});
export const auctionEconomySchema = answerOf(auctionFiguresShape).extend({
  timing: z.array(timingPointSchema),
});
export type AuctionEconomy = z.infer<typeof auctionEconomySchema>;
export type AuctionFigures = z.infer<z.ZodObject<typeof auctionFiguresShape>>;

export const tenderFiguresShape = {
  tendersHeld: num,
  lots: num,
  bidsPerLot: num,
  startSum: num,
  winningSum: num,
  savingStart: num,
  savingTariff: num,
  flightsGenerated: num,
  declinedWins: num,
};
export const tenderEconomySchema = answerOf(tenderFiguresShape);
export type TenderEconomy = z.infer<typeof tenderEconomySchema>;
export type TenderFigures = z.infer<z.ZodObject<typeof tenderFiguresShape>>;

export const routeFiguresShape = {
  flights: num,
  spend: num,
  perKm: num,
  winningVsTariff: num,
  onTimeShare: num,
  carriers: num,
  hhi: num,
  /** The largest carrier's share of the flights, %: the HHI's plain-words label reads it. */
  topCarrierShare: num,
};
export const routeEconomySchema = answerOf(routeFiguresShape);
export type RouteEconomy = z.infer<typeof routeEconomySchema>;
export type RouteFigures = z.infer<z.ZodObject<typeof routeFiguresShape>>;

export const managerFiguresShape = {
  auctions: num,
  tenders: num,
  flights: num,
  spend: num,
  savingStart: num,
  withoutBidsShare: num,
};
export const managerEconomySchema = answerOf(managerFiguresShape);
export type ManagerEconomy = z.infer<typeof managerEconomySchema>;
export type ManagerFigures = z.infer<z.ZodObject<typeof managerFiguresShape>>;

export const dateFiguresShape = { flights: num, spend: num, savingStart: num, onTimeShare: num };
export const dateEconomySchema = answerOf(dateFiguresShape);
export type DateEconomy = z.infer<typeof dateEconomySchema>;
export type DateFigures = z.infer<z.ZodObject<typeof dateFiguresShape>>;

export const awardCostFiguresShape = {
  savingStart: num,
  declinedWinsCost: num,
  restartsCost: num,
  /** Null until proformas exist (DESIGN 12): shown as «нет данных», never as 0. */
  penaltiesRecovered: num.nullable(),
  netSaving: num,
};
export const awardCostSchema = answerOf(awardCostFiguresShape);
export type AwardCost = z.infer<typeof awardCostSchema>;
export type AwardCostFigures = z.infer<z.ZodObject<typeof awardCostFiguresShape>>;

export const STATISTICS_FILE_NAMES: Record<StatisticsEconomy, string> = {
  'auction-economy': 'Статистика — аукционы',
  'tender-economy': 'Статистика — тендеры',
  'route-economy': 'Статистика — маршруты',
  'manager-economy': 'Статистика — менеджеры',
  'date-economy': 'Статистика — по датам',
  'award-cost': 'Статистика — цена закупки',
};
