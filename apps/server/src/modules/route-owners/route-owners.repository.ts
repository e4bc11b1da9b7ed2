import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPerson } from '../../core/db/company-staff';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { customerUserRouteOwners, routeOwners, users } from '../../db/schema/index';

const agent = alias(users, 'agent');

const selectRouteOwners = (db: Db | Tx) =>
  db
    .select({
      id: routeOwners.id,
      name: routeOwners.name,
      // Drizzle answers null for the whole object when the left join found no agent.
      agent: { id: agent.id, fullname: agent.fullname, username: agent.username },
    })
    .from(routeOwners)
    // A deleted user no longer stands for a group.
    .leftJoin(agent, and(eq(agent.id, routeOwners.agentId), isNull(agent.deletedAt)))
    .$dynamic();

export type RouteOwnerRow = Awaited<ReturnType<typeof selectRouteOwners>>[number];
export type RouteOwnerFilter = { name?: string; userId?: number };
export type MemberRow = { id: number; fullname: string };

/** The groups a user handles: as their agent or as a member. */
const handledBy = (userId: number): SQL =>
  or(
    eq(routeOwners.agentId, userId),
    inArray(
      routeOwners.id,
      sql`(select ${customerUserRouteOwners.routeOwnerId} from ${customerUserRouteOwners} where ${customerUserRouteOwners.userId} = ${userId})`,
    ),
  )!;

// Ownership lives in the query: another customer's group is simply not found.
const whereOf = (customerId: number, { name, userId }: RouteOwnerFilter): SQL =>
  and(
    eq(routeOwners.customerId, customerId),
    name ? ilike(routeOwners.name, containsPattern(name)) : undefined,
    userId === undefined ? undefined : handledBy(userId),
  )!;

export const findRouteOwners = async (
  db: Db,
  customerId: number,
  filter: RouteOwnerFilter,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: RouteOwnerRow[]; total: number }> => {
  const where = whereOf(customerId, filter);
  const [rows, [totals]] = await Promise.all([
    selectRouteOwners(db)
      .where(where)
      .orderBy(asc(routeOwners.name), asc(routeOwners.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(routeOwners).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findRouteOwner = async (
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<RouteOwnerRow | null> => {
  const [row] = await selectRouteOwners(db).where(
    and(eq(routeOwners.customerId, customerId), eq(routeOwners.id, id)),
  );
  return row ?? null;
};

const memberJoin = and(eq(users.id, customerUserRouteOwners.userId), isNull(users.deletedAt));

export const findMembers = async (db: Db | Tx, routeOwnerId: number): Promise<MemberRow[]> =>
  db
    .select({ id: users.id, fullname: users.fullname })
    .from(customerUserRouteOwners)
    .innerJoin(users, memberJoin)
    .where(eq(customerUserRouteOwners.routeOwnerId, routeOwnerId))
    .orderBy(asc(users.fullname), asc(users.id));

/** How many (not deleted) members each of the groups has; groups without members are missing from the map. */
export const countMembers = async (db: Db, routeOwnerIds: number[]): Promise<Map<number, number>> => {
  if (routeOwnerIds.length === 0) return new Map();
  const rows = await db
    .select({ routeOwnerId: customerUserRouteOwners.routeOwnerId, total: count() })
    .from(customerUserRouteOwners)
    .innerJoin(users, memberJoin)
    .where(inArray(customerUserRouteOwners.routeOwnerId, routeOwnerIds))
    .groupBy(customerUserRouteOwners.routeOwnerId);
  return new Map(rows.map((row) => [row.routeOwnerId, row.total]));
};

/** A user who may be a group's agent: staff of that customer, neither blocked nor deleted. */
export const findAssignableAgent = async (
  db: Db | Tx,
  customerId: number,
  userId: number,
): Promise<{ id: number; fullname: string } | null> => {
  const [row] = await db
    .select({ id: users.id, fullname: users.fullname })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.ownerType, 'customer'),
        eq(users.ownerId, customerId),
        eq(users.blocked, false),
        isNull(users.deletedAt),
        isPerson,
      ),
    );
  return row ?? null;
};

/** Whether the customer already has a group of that name (case aside), other than `exceptId`. */
export const isRouteOwnerNameTaken = async (
  tx: Tx,
  customerId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: routeOwners.id })
    .from(routeOwners)
    .where(
      and(
        eq(routeOwners.customerId, customerId),
        sql`lower(${routeOwners.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(routeOwners.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const insertRouteOwner = async (
  tx: Tx,
  values: { customerId: number; name: string; agentId: number | null },
): Promise<number> => {
  const [row] = await tx.insert(routeOwners).values(values).returning({ id: routeOwners.id });
  return row!.id;
};

export const updateRouteOwnerRow = async (
  tx: Tx,
  customerId: number,
  id: number,
  changes: { name?: string; agentId?: number | null },
): Promise<void> => {
  await tx
    .update(routeOwners)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(routeOwners.customerId, customerId), eq(routeOwners.id, id)));
};
