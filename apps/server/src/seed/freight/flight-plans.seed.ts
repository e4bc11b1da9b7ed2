import type { Way } from './route-ways.seed';

export type FlightPlan = {
  way: Way;
  /** Days from now and the local hour at the first department. */
  day: number;
  hour: number;
  /** A fixed day at the first department (YYYY-MM-DD) instead of `day`, whatever the day of the start. */
  date?: string;
  kind: 'draft' | 'ready' | 'cancelled' | 'assigned' | 'underWay' | 'closed';
  carrier?: string;
  /** Minutes late at each point for recorded arrivals (closed and under way); missing points are not reached. */
  lateness?: number[];
  manager?: boolean;
  /** Planned this many hours before now (flights under way), instead of day and hour. */
  hoursAgo?: number;
};

/** The demo shipper's 64 flights from three months back to two weeks ahead, in every state. */
export const shipperPlans = (ways: Way[]): FlightPlan[] => {
  const others = ['volga', 'sibir', 'ural', 'yug', 'kazan'];
  const plans: FlightPlan[] = [];
  for (let i = 0; i < 64; i += 1) {
    const day = -88 + Math.floor((i * 102) / 64);
    const way = ways[i % ways.length]!;
    const carrier = i % 2 === 0 ? 'carrier' : others[i % others.length]!;
    const hour = 6 + (i % 5) * 2;
    const manager = i % 3 !== 0;
    if (day <= -3) {
      if (i % 11 === 5) plans.push({ way, day, hour, kind: 'cancelled', manager });
      else {
        // Every fourth closed flight is late: 20 minutes at loading, an hour and a half at the end.
        const late = i % 4 === 0;
        const lateness = way.points.map((point) =>
          late ? (point.position === 0 ? 20 : 95) : point.position === 0 ? -15 : -5,
        );
        plans.push({ way, day, hour, kind: 'closed', carrier, lateness, manager });
      }
    } else if (day <= 0) plans.push({ way, day, hour, kind: 'assigned', carrier, manager });
    else {
      const kinds = ['draft', 'ready', 'assigned', 'assigned', 'cancelled', 'assigned'] as const;
      const kind = kinds[i % kinds.length]!;
      plans.push({ way, day, hour, kind, carrier, manager });
    }
  }
  // Under way now: the first point's planned arrival has passed, nothing recorded yet, on three flights.
  for (const [n, carrier] of ['carrier', 'carrier', 'ural'].entries())
    plans.push({
      way: ways[(n * 4 + 1) % ways.length]!,
      day: 0,
      hour: -(4 + n * 3),
      kind: 'underWay',
      carrier,
      lateness: [],
    });
  // Two more on their way with arrivals recorded: one waiting to load, one at an intermediate point.
  plans.push({
    way: ways[1]!,
    day: 0,
    hour: 0,
    hoursAgo: 3,
    kind: 'underWay',
    carrier: 'carrier',
    lateness: [-30],
  });
  plans.push({
    way: ways[3]!,
    day: 0,
    hour: 0,
    hoursAgo: 20,
    kind: 'underWay',
    carrier: 'volga',
    lateness: [10, 35],
  });
  return plans;
};

export const AGRO_PLANS = (ways: Way[]): FlightPlan[] => [
  { way: ways[0]!, day: -20, hour: 7, kind: 'closed', carrier: 'yug', lateness: [0, 40] },
  { way: ways[1]!, day: -12, hour: 8, kind: 'closed', carrier: 'volga', lateness: [-10, 0, 0] },
  { way: ways[0]!, day: 2, hour: 9, kind: 'assigned', carrier: 'yug' },
  { way: ways[1]!, day: 5, hour: 6, kind: 'ready' },
  { way: ways[0]!, day: 9, hour: 10, kind: 'draft' },
];

/** How many of a month's three flights each carrier closes late, by months back: its rating band follows. */
const LATE_PER_MONTH: Record<string, (monthsBack: number) => number> = {
  // All three bands over the year: 0 late is high (60), 1 mid (34,29), 2 low (17,14).
  carrier: (m) => m % 3,
  volga: (m) => (m % 4 === 0 ? 1 : 0),
  sibir: (m) => (m % 3 === 0 ? 0 : 1),
  ural: (m) => (m % 4 === 1 ? 1 : 2),
  yug: (m) => m % 2,
};
const DAY_MS = 86_400_000;

/**
 * Issue 17 demo: the year before the flights of `shipperPlans` (3 to 11 calendar months back), three closed flights
 * a month for the demo carrier and four partners, so that each has twelve monthly ratings computed from flights.
 */
export const ratingHistoryPlans = (ways: Way[], now: Date): FlightPlan[] => {
  const plans: FlightPlan[] = [];
  for (let monthsBack = 3; monthsBack <= 11; monthsBack += 1) {
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1);
    for (const [c, [carrier, lateCount]] of Object.entries(LATE_PER_MONTH).entries())
      for (let n = 0; n < 3; n += 1) {
        const way = ways[(monthsBack + c + n) % ways.length]!;
        const late = n < lateCount(monthsBack);
        const day = Math.round((monthStart + (4 + n * 7 + c) * DAY_MS - now.getTime()) / DAY_MS);
        const lateness = way.points.map((point) =>
          late ? (point.position === 0 ? 20 : 95) : point.position === 0 ? -15 : -5,
        );
        plans.push({ way, day, hour: 8 + n * 2, kind: 'closed', carrier, lateness, manager: n !== 1 });
      }
  }
  return plans;
};

/** The days around the VAT change (DESIGN 12: 20 % until 31.12.2025, 22 % from 01.01.2026). */
export const VAT_CHANGE_DAYS = ['2025-12-31', '2026-01-01'] as const;

/**
 * Issue 23 demo: two closed flights of the demo carrier on either side of the VAT change, on fixed days, that the
 * demo's proformas leave free: a proforma built over them shows 20 % and 22 % side by side on any start.
 */
export const vatChangePlans = (ways: Way[]): FlightPlan[] =>
  VAT_CHANGE_DAYS.map((date, n) => {
    const way = ways[n % ways.length]!;
    return {
      way,
      day: 0,
      date,
      hour: 9 + n * 2,
      kind: 'closed',
      carrier: 'carrier',
      // The New Year's Eve flight is late like the month's others, so the appeal the rating seed accepts for
      // December still moves that month's rating (an on-time fourth flight would leave it in the same band).
      lateness: way.points.map((point) =>
        n === 0 ? (point.position === 0 ? 20 : 95) : point.position === 0 ? -15 : -5,
      ),
      manager: true,
    };
  });
