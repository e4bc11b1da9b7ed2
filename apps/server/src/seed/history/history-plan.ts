import { instantOfZonedWallTime, WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import { moscowToday } from '../../modules/proformas/proformas.presenter';
import { VAT_CHANGE_DAYS } from '../freight/flight-plans.seed';

// Issue 24 demo: what happened in each of the twelve calendar months before the first start's month, decided by a
// seeded generator so every start tells the same story. Rows are built from this plan by history.seed.ts.

export const HISTORY_MONTHS = 12;
export const AUCTIONS_PER_MONTH = 20;
export const STEP_KOPECKS = 100_000;
export const EXTENSION_MINUTES = 5;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The lanes the history buys on; the first one is the lane where one carrier takes most flights. */
export const HISTORY_WAYS = [
  'МСК-ННВ',
  'МСК-СПБ',
  'МСК-ЕКБ',
  'МСК-КРД',
  'СПБ-МСК',
  'МСК-НСК',
  'МСК-ВГГ',
  'СМР-МСК',
];
/** The carrier that takes most flights on the first lane. */
export const DOMINANT_CARRIER = 'volga';
/** Partner carriers and how often each wins elsewhere: УралАвто bids now and then and rarely wins. */
const WIN_WEIGHTS: [string, number][] = [
  ['carrier', 5],
  ['volga', 3],
  ['sibir', 3],
  ['kazan', 3],
  ['yug', 2],
  ['ural', 0.5],
];

export type Outcome = 'won' | 'noBids' | 'declined' | 'restarted' | 'cancelled';
export type PlannedBid = { carrier: string; summKopecks: number; at: Date; extendedFrom: Date | null };
export type PlannedAuction = {
  month: number;
  way: string;
  manager: 0 | 1;
  outcome: Outcome;
  startSumKopecks: number;
  /** The flight's initial sum: the lane's tariff (an auction run again after a cancellation may start higher). */
  initialSumKopecks: number;
  /** When it was run, and when its last round was to end before any extension. */
  dateStart: Date;
  plannedEnd: Date;
  /** A restarted auction's first round, which ended without bids. */
  firstRound?: { dateStart: Date; dateEnd: Date };
  bids: PlannedBid[];
  /** The carrier that declined the win, passing it to the next carrier's best bid. */
  declinedBy?: string;
  /** The flight: planned arrival at the first point and each point's lateness in minutes. */
  arrival: Date;
  lateness: number[];
  /** A cancelled auction's flight is bought again in the next auction of the plan. */
  sharesFlightWithNext?: boolean;
  /** When the customer cancelled it. */
  cancelledAt?: Date;
};

/** mulberry32: a small seeded generator, so the demo history is the same on every start. */
export const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export const moscowAt = (day: string, hour: number, minute = 0) => {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return instantOfZonedWallTime({ year, month, day: dayOfMonth, hour, minute }, WORKING_TIME_ZONE);
};

/** The first day (YYYY-MM-DD) of the Moscow month `back` months before the one holding `now`, and its length. */
export const historyMonth = (now: Date, back: number) => {
  const [year, month] = moscowToday(now).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  const days = new Date(Date.UTC(year, month - back, 0)).getUTCDate();
  return { first: first.toISOString().slice(0, 10), days };
};

export const dayAfter = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10);

export type Pick = () => number;

const weighted = (rand: Pick, entries: [string, number][]) => {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = rand() * total;
  for (const [name, weight] of entries) {
    left -= weight;
    if (left < 0) return name;
  }
  return entries.at(-1)![0];
};

/**
 * The bids of one round, oldest first: the winner bids last and lowest; prices fall by whole thousands from just
 * under the start price to 5–14 % under it; about half the bids come in the last minutes, and each one within
 * EXTENSION_MINUTES of the end moves the end (anti-sniping).
 */
const planBids = (
  rand: Pick,
  people: { winner: string; rivals: string[] },
  startSum: number,
  round: { start: Date; end: Date },
  /** The lowest price in steps is at least this (an auction bought again after a cancelled one paid more). */
  floorSteps = 0,
) => {
  const { winner, rivals } = people;
  const { start, end } = round;
  const steps = Math.floor(startSum / STEP_KOPECKS);
  const highest = steps - 1 - Math.floor(rand() * 3);
  const lowest = Math.min(highest, Math.max(floorSteps, Math.floor(steps * (0.86 + rand() * 0.09))));
  const count = Math.min(2 + Math.floor(rand() * 7), highest - lowest + 1);
  const gap = Math.max(1, Math.floor((highest - lowest) / Math.max(1, count - 1)));
  const sums = Array.from(
    { length: count },
    (_, n) => Math.max(1, lowest + (count - 1 - n) * gap) * STEP_KOPECKS,
  );
  const bidders = sums.map((_, n) => (n === count - 1 ? winner : (rivals[n % rivals.length] ?? winner)));
  // Two bids in a row from one carrier would outbid itself: a rival takes the one before the winner's.
  if (count >= 2 && bidders[count - 2] === winner && rivals[0]) bidders[count - 2] = rivals[0];
  const span = end.getTime() - start.getTime();
  const early = Math.ceil(count / 2);
  const times = Array.from({ length: early }, () => start.getTime() + (0.05 + rand() * 0.8) * span).sort(
    (a, b) => a - b,
  );
  let currentEnd = end.getTime();
  const bids: PlannedBid[] = [];
  for (const [n, summKopecks] of sums.entries()) {
    const previous = n > 0 ? bids[n - 1]!.at.getTime() : start.getTime();
    const planned = n < early ? times[n]! : currentEnd - (0.3 + rand() * 9) * MINUTE;
    const at = Math.max(planned, previous + (20 + Math.floor(rand() * 40)) * 1000);
    const isExtended = currentEnd - at < EXTENSION_MINUTES * MINUTE;
    bids.push({
      carrier: bidders[n]!,
      summKopecks,
      at: new Date(at),
      extendedFrom: isExtended ? new Date(currentEnd) : null,
    });
    if (isExtended) currentEnd = at + EXTENSION_MINUTES * MINUTE;
  }
  return bids;
};

/** Each point's lateness in minutes of one flight (up to four points): about one flight in seven is late. */
export const planLateness = (rand: Pick) => {
  const isLate = rand() < 0.14;
  return Array.from({ length: 4 }, (_, point) =>
    isLate
      ? point === 0
        ? 15 + Math.floor(rand() * 30)
        : 30 + Math.floor(rand() * 100)
      : -Math.floor(rand() * 20),
  );
};

/** The end of a round after its bids' extensions. */
export const endAfterBids = (plannedEnd: Date, bids: PlannedBid[]) =>
  bids.reduce(
    (end, bid) => (bid.extendedFrom ? new Date(bid.at.getTime() + EXTENSION_MINUTES * MINUTE) : end),
    plannedEnd,
  );

const outcomeOf = (month: number, index: number): Outcome => {
  if (index % 10 === 3) return 'noBids';
  if (index === 7 && month % 2 === 1) return 'declined';
  if (index === 12 && month % 2 === 0) return 'restarted';
  if (index === 16 && month % 3 === 0) return 'cancelled';
  return 'won';
};

/** Every auction of the history, month by month, oldest month first. */
export const planHistory = (now: Date, tariffs: Map<string, number>): PlannedAuction[] => {
  const rand = generator(24);
  const spared = new Set<string>(VAT_CHANGE_DAYS);
  const plans: PlannedAuction[] = [];
  for (let month = HISTORY_MONTHS; month >= 1; month -= 1) {
    const { first, days } = historyMonth(now, month);
    for (let index = 0; index < AUCTIONS_PER_MONTH; index += 1) {
      const outcome = outcomeOf(month, index);
      const way = HISTORY_WAYS[(index * 3 + month) % HISTORY_WAYS.length]!;
      const auctionDay = dayAfter(first, Math.floor((index * (days - 4)) / AUCTIONS_PER_MONTH));
      let flightDay = dayAfter(auctionDay, 2);
      while (spared.has(flightDay)) flightDay = dayAfter(flightDay, 1);
      const startSumKopecks = Math.round((tariffs.get(way) ?? 100_000_00) / STEP_KOPECKS) * STEP_KOPECKS;
      const hour = 9 + (index % 4) * 2;
      const dateStart = moscowAt(auctionDay, hour);
      const plannedEnd = new Date(dateStart.getTime() + 2 * 60 * MINUTE);
      const winner =
        way === HISTORY_WAYS[0] && rand() < 0.8
          ? DOMINANT_CARRIER
          : weighted(
              rand,
              WIN_WEIGHTS.filter(([name]) => name !== DOMINANT_CARRIER || way !== HISTORY_WAYS[0]),
            );
      const rivals = WIN_WEIGHTS.map(([name]) => name)
        .filter((name) => name !== winner)
        .sort(() => rand() - 0.5)
        .slice(0, 1 + Math.floor(rand() * 4));
      const lateness = planLateness(rand);
      const plan: PlannedAuction = {
        month,
        way,
        manager: ((index + month) % 2) as 0 | 1,
        outcome,
        startSumKopecks,
        initialSumKopecks: startSumKopecks,
        dateStart,
        plannedEnd,
        bids: [],
        arrival: moscowAt(flightDay, 6 + (index % 5) * 2),
        lateness,
      };
      if (outcome === 'restarted') {
        // The first round ended without bids; the manager ran it again the next morning.
        plan.firstRound = { dateStart, dateEnd: plannedEnd };
        plan.dateStart = moscowAt(dayAfter(auctionDay, 1), 10);
        plan.plannedEnd = new Date(plan.dateStart.getTime() + 2 * 60 * MINUTE);
      }
      if (outcome !== 'noBids')
        plan.bids = planBids(rand, { winner, rivals }, startSumKopecks, {
          start: plan.dateStart,
          end: plan.plannedEnd,
        });
      if (outcome === 'declined') plan.declinedBy = winner;
      plans.push(plan);
      if (outcome === 'cancelled') {
        // Cancelled before its last minutes (the volume changed), its flight bought again the next day at a
        // higher start price, dearer than the best bid it had.
        const cancelledAt = new Date(plan.plannedEnd.getTime() - 15 * MINUTE);
        plan.cancelledAt = cancelledAt;
        plan.bids = plan.bids.filter((bid) => bid.at < cancelledAt);
        plan.sharesFlightWithNext = true;
        const again = moscowAt(dayAfter(auctionDay, 1), 9);
        const cheapest = plan.bids.at(-1)?.summKopecks ?? 0;
        const raised = Math.round((startSumKopecks * 1.1) / STEP_KOPECKS) * STEP_KOPECKS;
        plans.push({
          ...plan,
          outcome: 'won',
          startSumKopecks: raised,
          dateStart: again,
          plannedEnd: new Date(again.getTime() + 2 * 60 * MINUTE),
          sharesFlightWithNext: undefined,
          cancelledAt: undefined,
          bids: planBids(
            rand,
            { winner, rivals },
            raised,
            { start: again, end: new Date(again.getTime() + 2 * 60 * MINUTE) },
            cheapest / STEP_KOPECKS + 1,
          ),
        });
      }
    }
  }
  return plans;
};
