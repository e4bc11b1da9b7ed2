import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../core/db/database';
import {
  departments,
  organizations,
  routeOwners,
  routeTariffs,
  routeWayPoints,
  routeWays,
  transportationNames,
  users,
} from '../../db/schema/index';
import { HISTORY_WAYS } from './history-plan';

// What the history is written against (the demo lanes, tariffs, partners and managers) and how it is written.

export const MINUTE = 60_000;
export const DAY = 86_400_000;
/** The customer's default time to decline a win (DESIGN 11): the flight is assigned after it. */
export const TIME_TO_CANCEL_MS = 30 * MINUTE;
const PARTNER_LOGINS = ['carrier', 'volga', 'sibir', 'ural', 'yug', 'kazan'];
/** The two managers who ran the history's auctions and own its flights. */
export const HISTORY_MANAGERS = ['manager@shipper.demo', 'logist1@shipper.demo'] as const;

export type Way = {
  id: number;
  code: string;
  points: { departmentId: number; distance: number; timezone: string }[];
};
export type Refs = {
  customerId: number;
  carriers: Map<string, number>;
  /** Each partner's admin, who bids and declines in its tenders. */
  carrierUsers: Map<string, number>;
  managers: number[];
  ways: Map<string, Way>;
  organizationIds: number[];
  transportationIds: number[];
  routeOwnerIds: number[];
};

export const loadRefs = async (tx: Tx, customerId: number): Promise<Refs | null> => {
  const people = await tx
    .select({ id: users.id, username: users.username, ownerId: users.ownerId })
    .from(users)
    .where(
      inArray(users.username, [...HISTORY_MANAGERS, ...PARTNER_LOGINS.map((login) => `admin@${login}.demo`)]),
    );
  const admins = people.filter((row) => row.username.startsWith('admin@'));
  const carriers = new Map(admins.map((row) => [row.username.slice(6, -5), row.ownerId]));
  const carrierUsers = new Map(admins.map((row) => [row.username.slice(6, -5), row.id]));
  const managers = HISTORY_MANAGERS.map((name) => people.find((row) => row.username === name)?.id);
  const wayRows = await tx
    .select({
      id: routeWays.id,
      code: routeWays.code,
      departmentId: routeWayPoints.departmentId,
      distance: routeWayPoints.distance,
      timezone: departments.timezone,
    })
    .from(routeWays)
    .innerJoin(routeWayPoints, eq(routeWayPoints.routeWayId, routeWays.id))
    .innerJoin(departments, eq(departments.id, routeWayPoints.departmentId))
    .where(and(eq(routeWays.customerId, customerId), inArray(routeWays.code, HISTORY_WAYS)))
    .orderBy(asc(routeWays.id), asc(routeWayPoints.position));
  const ways = new Map<string, Way>();
  for (const row of wayRows) {
    const way = ways.get(row.code) ?? { id: row.id, code: row.code, points: [] };
    way.points.push({ departmentId: row.departmentId, distance: row.distance, timezone: row.timezone });
    ways.set(row.code, way);
  }
  const ids = async (table: typeof organizations | typeof transportationNames | typeof routeOwners) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(eq(table.customerId, customerId))
        .orderBy(asc(table.id))
    ).map((row) => row.id);
  const refs = {
    customerId,
    carriers,
    carrierUsers,
    managers: managers.filter((id): id is number => id !== undefined),
    ways,
    organizationIds: await ids(organizations),
    transportationIds: await ids(transportationNames),
    routeOwnerIds: await ids(routeOwners),
  };
  const isComplete =
    carriers.size === PARTNER_LOGINS.length &&
    refs.managers.length === HISTORY_MANAGERS.length &&
    ways.size === HISTORY_WAYS.length &&
    refs.organizationIds.length > 0 &&
    refs.transportationIds.length > 0;
  return isComplete ? refs : null;
};

/** Each lane's current tariff: the history's start prices. */
export const loadTariffs = async (tx: Tx, ways: Map<string, Way>) => {
  const tariffs = new Map<string, number>();
  for (const way of ways.values()) {
    const [row] = await tx
      .select({ summ: routeTariffs.summKopecks })
      .from(routeTariffs)
      .where(eq(routeTariffs.routeWayId, way.id))
      .orderBy(desc(routeTariffs.id))
      .limit(1);
    if (row) tariffs.set(way.code, row.summ);
  }
  return tariffs;
};

/** Ids taken from the tables' own sequences first, so rows that point at each other go in one statement each. */
export const takeIds = async (tx: Tx, table: string, count: number): Promise<number[]> => {
  if (count === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return (result.rows as { id: number }[]).map((row) => Number(row.id));
};

export const insertAll = async <T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) => {
  for (let from = 0; from < rows.length; from += 1000)
    await tx.insert(table).values(rows.slice(from, from + 1000) as never);
};
