import {
  ANALYTICS_ACTION_LABELS,
  ANALYTICS_ACTIONS,
  ANALYTICS_EVENTS_MAX,
  ANALYTICS_KEEP_MONTHS,
  ANALYTICS_MESSAGES,
  ANALYTICS_REQUESTS_PER_MINUTE,
  type AnalyticsAction,
  type AnalyticsEvent,
  type CustomerAnalytics,
} from '@portal/contract/analytics/analytics.schemas';
import { WORKING_TIME_ZONE, zonedDay } from '@portal/contract/freight/zoned-time';
import { addMonths } from '@portal/contract/proformas/proforma-period';
import type { Role } from '@portal/contract/roles';
import { ROUTES, type RouteId, routeById } from '@portal/contract/routes/route-table';
import { periodStart, periodsOf } from '@portal/contract/statistics/statistics-periods';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { HttpProblem } from '../../core/http/problem';
import {
  addDailyCounts,
  companyCountsByDay,
  type DailyCount,
  deleteCountsBefore,
} from './analytics.repository';

const MINUTE_MS = 60_000;
/** A client's clock may run this far ahead; an event older than this many days counts on the day it arrives. */
const AHEAD_MS = 5 * MINUTE_MS;
const LATE_MS = 2 * 24 * 60 * MINUTE_MS;

const moscowDay = (instant: Date) => zonedDay(instant, WORKING_TIME_ZONE);

/**
 * Takes one request of the session's minute (fixed minutes of the server's clock, on the app's limiter: in Redis with
 * REDIS_URL, issue 27); 429 past the limit.
 */
export const takeAnalyticsSlot = async (ctx: AppContext, sessionId: string): Promise<void> => {
  const { allowed } = await ctx.rateLimiter.take(
    `analytics:${sessionId}`,
    ANALYTICS_REQUESTS_PER_MINUTE,
    MINUTE_MS,
  );
  if (!allowed) throw new HttpProblem(429, ANALYTICS_MESSAGES.tooManyRequests);
};

/** 413 before the body's schema: a batch over the limit is refused whole, never read event by event. */
export const checkBatchSize = (body: unknown) => {
  const events = (body as { events?: unknown } | null)?.events;
  if (Array.isArray(events) && events.length > ANALYTICS_EVENTS_MAX)
    throw new HttpProblem(413, ANALYTICS_MESSAGES.tooManyEvents);
};

/** The one role a count is kept under: the widest the user holds. */
const roleOf = (roles: readonly Role[]): Role =>
  roles.includes('ROLE_ADMIN') ? 'ROLE_ADMIN' : roles.includes('ROLE_MANAGER') ? 'ROLE_MANAGER' : 'ROLE_USER';

/**
 * Counts a batch into daily rows. An event counts on the Moscow day of its `at` when that lies within the last two
 * days (a queue sent after midnight keeps its day), otherwise on the day it arrives (a wrong client clock moves no
 * count into another month). Equal events of a batch become one row.
 */
export const recordEvents = async (ctx: AppContext, principal: Principal, events: AnalyticsEvent[]) => {
  const now = ctx.clock.now();
  const rows = new Map<string, DailyCount>();
  for (const event of events) {
    const at = new Date(event.at);
    const age = now.getTime() - at.getTime();
    const day = moscowDay(age >= -AHEAD_MS && age <= LATE_MS ? at : now);
    const row: DailyCount = {
      day,
      ownerType: principal.ownerType,
      ownerId: principal.ownerId,
      role: roleOf(principal.roles),
      routeId: event.route,
      name: event.name,
      action: event.action ?? '',
      count: 1,
    };
    const key = [row.day, row.routeId, row.name, row.action].join('|');
    const seen = rows.get(key);
    if (seen) seen.count += 1;
    else rows.set(key, row);
  }
  await addDailyCounts(ctx.db, [...rows.values()]);
};

const KNOWN_ROUTES = new Set<string>(ROUTES.map((route) => route.id));
const KNOWN_ACTIONS = new Set<string>(ANALYTICS_ACTIONS);

/** DESIGN 12: the customer's page views per screen and week, and its main actions per week; no roles, no users. */
export const customerAnalytics = async (
  ctx: AppContext,
  customerId: number,
  dateFrom: string,
  dateTo: string,
): Promise<CustomerAnalytics> => {
  const weeks = periodsOf(dateFrom, dateTo, 'week');
  const column = new Map(weeks.map((week, index) => [week, index]));
  const screens = new Map<string, number[]>();
  const actions = new Map<string, number[]>();
  const add = (into: Map<string, number[]>, key: string, day: string, count: number) => {
    const counts = into.get(key) ?? weeks.map(() => 0);
    counts[column.get(periodStart(day, 'week'))!]! += count;
    into.set(key, counts);
  };
  for (const row of await companyCountsByDay(
    ctx.db,
    { ownerType: 'customer', ownerId: customerId },
    dateFrom,
    dateTo,
  )) {
    // A route or an action the catalogue has since dropped is not shown under a name it no longer has.
    if (row.name === 'page_view' && KNOWN_ROUTES.has(row.routeId))
      add(screens, row.routeId, row.day, row.count);
    if (row.name === 'action' && KNOWN_ACTIONS.has(row.action)) add(actions, row.action, row.day, row.count);
  }
  const withTotals = <T>(into: Map<string, number[]>, named: (key: string) => T) =>
    [...into]
      .map(([key, counts]) => ({ key, counts, total: counts.reduce((sum, count) => sum + count, 0) }))
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key))
      .map(({ key, counts, total }) => ({ ...named(key), counts, total }));
  return {
    weeks,
    rows: withTotals(screens, (id) => ({ route: { id, title: routeById(id as RouteId).title } })),
    actions: withTotals(actions, (id) => ({
      action: { id, title: ANALYTICS_ACTION_LABELS[id as AnalyticsAction] },
    })),
  };
};

/** Retention (DESIGN 12): daily rows older than 13 months go; answers how many. */
export const deleteExpiredAnalytics = (ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> =>
  deleteCountsBefore(ctx.db, addMonths(moscowDay(ctx.clock.now()), -ANALYTICS_KEEP_MONTHS));
