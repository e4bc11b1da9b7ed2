import {
  type AuctionEconomy,
  type AuctionFigures,
  type AwardCost,
  type AwardCostFigures,
  type DateEconomy,
  type ManagerEconomy,
  type ManagerFigures,
  type RouteEconomy,
  type RouteFigures,
  STATISTICS_MESSAGES,
  type StatisticsEconomy,
  type StatisticsFilter,
  type TenderEconomy,
  type TenderFigures,
} from '@portal/contract/statistics/statistics.schemas';
import {
  hhiOf,
  meanOf,
  netSavingOf,
  percentOf,
  perKmOf,
  savingPercentOf,
  TIMING_MINUTES,
} from '@portal/contract/statistics/statistics-formulas';
import { periodLabel } from '@portal/contract/statistics/statistics-periods';
import { toRoubles } from '@portal/contract/validation/money';
import type { AppContext } from '../../core/context';
import { graceMinutesOf } from '../rating/rating-indexes.repository';
import { countBidTiming, sumAuctionFigures } from './auction-figures.repository';
import { countFlightsPerCarrier, type FlightKey, sumFlightFigures } from './flight-figures.repository';
import { hasSettledProformas, sumPenaltiesRecovered } from './penalty-figures.repository';
import { assemble, type GroupedRow, numberOf } from './statistics-groups';
import { managerNames, routeWayNames } from './statistics-names.repository';
import { sumTenderFigures } from './tender-figures.repository';

// DESIGN 12 «Statistics»: the six answers. The repositories sum in SQL; here the sums become the figures through
// the contract's formulas, so the screen's formula text and the number are the same rule.

const money = (value: unknown) => toRoubles(numberOf(value));

export const auctionFiguresOf = (row: GroupedRow | undefined): AuctionFigures => {
  const held = numberOf(row?.held);
  const startKopecks = numberOf(row?.start_kopecks);
  const winKopecks = numberOf(row?.win_kopecks);
  return {
    auctionsHeld: held,
    withoutBids: numberOf(row?.without_bids),
    withoutBidsShare: percentOf(numberOf(row?.without_bids), held),
    bidsPerAuction: meanOf(numberOf(row?.bids), held),
    bidsPerAuctionMedian: numberOf(row?.bids_median),
    carriersPerAuction: meanOf(numberOf(row?.carriers), held),
    startSum: toRoubles(startKopecks),
    winningSum: toRoubles(winKopecks),
    savingStart: toRoubles(startKopecks - winKopecks),
    savingStartPercent: savingPercentOf(startKopecks, winKopecks),
    savingTariff: toRoubles(numberOf(row?.tariff_kopecks) - winKopecks),
    savingSecond: money(row?.saving_second_kopecks),
    extensions: numberOf(row?.extensions),
    declinedWins: numberOf(row?.declines),
    restarts: numberOf(row?.restarts),
  };
};

const keysOf = (rows: readonly GroupedRow[]) => rows.map((row) => row.key_id);

export const auctionEconomy = async (
  ctx: AppContext,
  customerId: number,
  filter: StatisticsFilter,
): Promise<AuctionEconomy> => {
  const [grouped, timing] = await Promise.all([
    sumAuctionFigures(ctx.db, customerId, filter, 'routeWay'),
    countBidTiming(ctx.db, customerId, filter),
  ]);
  const names = await routeWayNames(ctx.db, keysOf(grouped));
  const byMinute = new Map(timing.map((row) => [Number(row.minute), row]));
  return {
    ...assemble(grouped, auctionFiguresOf, filter, names, ''),
    timing: Array.from({ length: TIMING_MINUTES }, (_, minutesBeforeEnd) => ({
      minutesBeforeEnd,
      bids: numberOf(byMinute.get(minutesBeforeEnd)?.bids),
      lowest: numberOf(byMinute.get(minutesBeforeEnd)?.lowest),
    })),
  };
};

const tenderFiguresOf = (row: GroupedRow | undefined): TenderFigures => {
  const startKopecks = numberOf(row?.start_kopecks);
  const winKopecks = numberOf(row?.win_kopecks);
  return {
    tendersHeld: numberOf(row?.held),
    lots: numberOf(row?.lots),
    bidsPerLot: meanOf(numberOf(row?.bids), numberOf(row?.lots)),
    startSum: toRoubles(startKopecks),
    winningSum: toRoubles(winKopecks),
    savingStart: toRoubles(startKopecks - winKopecks),
    savingTariff: money(row?.saving_tariff_kopecks),
    flightsGenerated: numberOf(row?.flights),
    declinedWins: numberOf(row?.declines),
  };
};

export const tenderEconomy = async (
  ctx: AppContext,
  customerId: number,
  filter: StatisticsFilter,
): Promise<TenderEconomy> => {
  const grouped = await sumTenderFigures(ctx.db, customerId, filter, 'routeWay');
  return assemble(grouped, tenderFiguresOf, filter, await routeWayNames(ctx.db, keysOf(grouped)), '');
};

const onTimeShareOf = (row: GroupedRow | undefined) =>
  percentOf(numberOf(row?.on_time), numberOf(row?.judged));

/** Flights per carrier of each group, keyed like the grouped rows: `grp:period|key`. */
const carrierCounts = async (
  ctx: AppContext,
  customerId: number,
  filter: StatisticsFilter,
  key: FlightKey,
) => {
  const rows = await countFlightsPerCarrier(ctx.db, customerId, filter, key);
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const id = groupId(row);
    groups.set(id, [...(groups.get(id) ?? []), numberOf(row.flights)]);
  }
  return groups;
};

const groupId = (row: GroupedRow) =>
  `${row.grp}:${row.period instanceof Date ? row.period.toISOString().slice(0, 10) : String(row.period).slice(0, 10)}|${row.key_id}`;

/** The row of `rows` for the same group as `like`: the same set, period and key. */
const find = (rows: readonly GroupedRow[], like: GroupedRow | undefined) =>
  like && rows.find((row) => groupId(row) === groupId(like));

/** Every group that any of the lists holds, once, in the order of the lists. */
const everyGroupOf = (...lists: (readonly GroupedRow[])[]) =>
  lists
    .flat()
    .filter((row, index, rows) => rows.findIndex((other) => groupId(other) === groupId(row)) === index);

export const routeEconomy = async (
  ctx: AppContext,
  customerId: number,
  filter: StatisticsFilter,
): Promise<RouteEconomy> => {
  const grace = await graceMinutesOf(ctx.db, customerId);
  const [grouped, perCarrier] = await Promise.all([
    sumFlightFigures(ctx.db, customerId, filter, 'routeWay', grace),
    carrierCounts(ctx, customerId, filter, 'routeWay'),
  ]);
  const figuresOf = (row: GroupedRow | undefined): RouteFigures => {
    const flights = numberOf(row?.flights);
    const spendKopecks = numberOf(row?.spend_kopecks);
    const initialKopecks = numberOf(row?.initial_kopecks);
    const counts = row ? (perCarrier.get(groupId(row)) ?? []) : [];
    return {
      flights,
      spend: toRoubles(spendKopecks),
      perKm: perKmOf(spendKopecks, numberOf(row?.km)),
      winningVsTariff: percentOf(spendKopecks - initialKopecks, initialKopecks),
      onTimeShare: onTimeShareOf(row),
      // The carriers of the group are its rows of flights per carrier (a distinct count here cost a sort).
      carriers: counts.length,
      topCarrierShare: percentOf(Math.max(0, ...counts), flights),
      hhi: hhiOf(counts),
    };
  };
  return assemble(grouped, figuresOf, filter, await routeWayNames(ctx.db, keysOf(grouped)), '');
};

export const managerEconomy = async (
  ctx: AppContext,
  customerId: number,
  filter: StatisticsFilter,
): Promise<ManagerEconomy> => {
  const [auctions, tenders, flights] = await Promise.all([
    sumAuctionFigures(ctx.db, customerId, filter, 'manager'),
    sumTenderFigures(ctx.db, customerId, filter, 'manager'),
    sumFlightFigures(ctx.db, customerId, filter, 'manager', null),
  ]);
  // Every group any of the three holds, the flights' first: a manager may have auctions and no flights.
  const all = everyGroupOf(flights, auctions, tenders);
  const figuresOf = (row: GroupedRow | undefined): ManagerFigures => {
    const auction = find(auctions, row);
    const flight = find(flights, row);
    return {
      auctions: numberOf(auction?.held),
      tenders: numberOf(find(tenders, row)?.held),
      flights: numberOf(flight?.flights),
      spend: money(flight?.spend_kopecks),
      savingStart: toRoubles(numberOf(flight?.initial_kopecks) - numberOf(flight?.spend_kopecks)),
      withoutBidsShare: percentOf(numberOf(auction?.without_bids), numberOf(auction?.held)),
    };
  };
  return assemble(
    all,
    figuresOf,
    filter,
    await managerNames(ctx.db, keysOf(all)),
    STATISTICS_MESSAGES.noManager,
  );
};

export const dateEconomy = async (
  ctx: AppContext,
  customerId: number,
  filter: StatisticsFilter,
): Promise<DateEconomy> => {
  const grace = await graceMinutesOf(ctx.db, customerId);
  const grouped = await sumFlightFigures(ctx.db, customerId, filter, 'routeWay', grace);
  const answer = assemble(
    grouped,
    (row) => ({
      flights: numberOf(row?.flights),
      spend: money(row?.spend_kopecks),
      savingStart: toRoubles(numberOf(row?.initial_kopecks) - numberOf(row?.spend_kopecks)),
      onTimeShare: onTimeShareOf(row),
    }),
    filter,
    new Map(),
    '',
  );
  // DESIGN 12: date-economy's rows are its periods.
  return {
    ...answer,
    rows: answer.series.map(({ period, ...figures }) => ({
      key: { id: period, name: periodLabel(period, filter.groupBy) },
      ...figures,
    })),
  };
};

export const awardCost = async (
  ctx: AppContext,
  customerId: number,
  filter: StatisticsFilter,
): Promise<AwardCost> => {
  const [auctions, penalties, settled] = await Promise.all([
    sumAuctionFigures(ctx.db, customerId, filter, 'routeWay'),
    sumPenaltiesRecovered(ctx.db, customerId, filter),
    hasSettledProformas(ctx.db, customerId),
  ]);
  const figuresOf = (row: GroupedRow | undefined): AwardCostFigures => {
    const auction = find(auctions, row);
    const figures = {
      savingStart: toRoubles(numberOf(auction?.start_kopecks) - numberOf(auction?.win_kopecks)),
      declinedWinsCost: money(auction?.declined_cost_kopecks),
      restartsCost: money(auction?.restarts_cost_kopecks),
      penaltiesRecovered: settled ? money(find(penalties, row)?.penalty_kopecks) : null,
    };
    return { ...figures, netSaving: netSavingOf(figures) };
  };
  const all = everyGroupOf(auctions, penalties);
  return assemble(all, figuresOf, filter, await routeWayNames(ctx.db, keysOf(all)), '');
};

export const ECONOMIES = {
  'auction-economy': auctionEconomy,
  'tender-economy': tenderEconomy,
  'route-economy': routeEconomy,
  'manager-economy': managerEconomy,
  'date-economy': dateEconomy,
  'award-cost': awardCost,
} as const satisfies Record<StatisticsEconomy, unknown>;
