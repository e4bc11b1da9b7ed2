import { inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { routeWays, users } from '../../db/schema/index';

const idsOf = (keys: readonly (number | null)[]) => [...new Set(keys.filter((id) => id !== null))];

/** The names of the route ways the rows hold: `code name` as the lists show them. */
export const routeWayNames = async (db: Db, keys: readonly (number | null)[]) => {
  const ids = idsOf(keys);
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: routeWays.id, code: routeWays.code, name: routeWays.name })
    .from(routeWays)
    .where(inArray(routeWays.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.code} ${row.name}`]));
};

/** The managers' full names. */
export const managerNames = async (db: Db, keys: readonly (number | null)[]) => {
  const ids = idsOf(keys);
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, fullname: users.fullname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.fullname]));
};
