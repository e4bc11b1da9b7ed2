import {
  DIMENSION_MESSAGES,
  type Dimension,
  type DimensionValues,
} from '@portal/contract/fleet/dimensions.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/database';
import { countRows, refuseWhenInUse } from '../../core/db/in-use';
import { containsPattern, pageAnswer } from '../../core/db/paging';
import { notFound } from '../../core/http/problem';
import {
  dimensions,
  routeWayDimensionOptions,
  routeWayDimensions,
  tenderRouteTemplates,
} from '../../db/schema/index';
import { iso } from './fleet-scope';

const AUDIT = 'dimension';

export type DimensionRow = typeof dimensions.$inferSelect;

export const presentDimension = (row: DimensionRow): Dimension => ({
  id: row.id,
  name: row.name,
  weight: row.weight,
  volume: row.volume,
  volumeFrom: row.volumeFrom,
  volumeTo: row.volumeTo,
  percentage: row.percentage,
  isDefault: row.isDefault,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const notFoundDimension = () => notFound(DIMENSION_MESSAGES.notFound);

/** The customer's own dimensions among the ids; another customer's are simply absent. */
export const findDimensions = (db: Db | Tx, customerId: number) =>
  db.select().from(dimensions).where(eq(dimensions.customerId, customerId)).$dynamic();

const find = async (db: Db | Tx, customerId: number, id: number, { lock = false } = {}) => {
  const query = findDimensions(db, customerId).where(
    and(eq(dimensions.customerId, customerId), eq(dimensions.id, id)),
  );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const findDefaultDimension = async (db: Db | Tx, customerId: number) => {
  const [row] = await findDimensions(db, customerId).where(
    and(eq(dimensions.customerId, customerId), eq(dimensions.isDefault, true)),
  );
  return row ?? null;
};

/** One default per customer: a new default takes the flag from the old one. */
const clearOtherDefault = async (tx: Tx, customerId: number, values: DimensionValues, exceptId = 0) => {
  if (values.isDefault)
    await tx
      .update(dimensions)
      .set({ isDefault: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(dimensions.customerId, customerId),
          eq(dimensions.isDefault, true),
          ne(dimensions.id, exceptId),
        ),
      );
};

export const listDimensions = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, query }: PageQuery & { query?: string | undefined },
): Promise<Page<Dimension>> => {
  const where = and(
    eq(dimensions.customerId, principal.ownerId),
    query ? ilike(dimensions.name, containsPattern(query)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(dimensions)
      .where(where)
      .orderBy(asc(dimensions.volumeFrom), asc(dimensions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(dimensions).where(where),
  ]);
  return pageAnswer(rows.map(presentDimension), totals?.total ?? 0, { page, limit });
};

export const getDimension = async (ctx: AppContext, principal: Principal, id: number) => {
  const row = await find(ctx.db, principal.ownerId, id);
  if (!row) throw notFoundDimension();
  return presentDimension(row);
};

export const createDimension = async (ctx: AppContext, principal: Principal, values: DimensionValues) => {
  const id = await ctx.db.transaction(async (tx) => {
    await clearOtherDefault(tx, principal.ownerId, values);
    const [row] = await tx
      .insert(dimensions)
      .values({ ...values, customerId: principal.ownerId })
      .returning({ id: dimensions.id });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: row!.id,
      action: 'create',
    });
    return row!.id;
  });
  return getDimension(ctx, principal, id);
};

export const editDimension = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  values: DimensionValues,
) => {
  await ctx.db.transaction(async (tx) => {
    if (!(await find(tx, principal.ownerId, id))) throw notFoundDimension();
    await clearOtherDefault(tx, principal.ownerId, values, id);
    await tx
      .update(dimensions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(dimensions.id, id));
    await writeAudit(tx, { actorUserId: principal.userId, entity: AUDIT, entityId: id, action: 'update' });
  });
  return getDimension(ctx, principal, id);
};

/** Issue 21: the route ways whose dimensions name it (as default or as an option) and the tender lots. */
const countDimensionUses = async (tx: Tx, id: number) => ({
  routeWays: await countRows(
    tx,
    routeWayDimensions,
    or(
      eq(routeWayDimensions.dimensionId, id),
      inArray(
        routeWayDimensions.id,
        tx
          .select({ id: routeWayDimensionOptions.routeWayDimensionId })
          .from(routeWayDimensionOptions)
          .where(eq(routeWayDimensionOptions.dimensionId, id)),
      ),
    ),
  ),
  tenderLots: await countRows(tx, tenderRouteTemplates, eq(tenderRouteTemplates.dimensionId, id)),
});

/** A dimension a route way or a tender lot names stays: 409, so no price rule loses it silently. */
export const removeDimension = async (ctx: AppContext, principal: Principal, id: number) => {
  await ctx.db.transaction(async (tx) => {
    if (!(await find(tx, principal.ownerId, id, { lock: true }))) throw notFoundDimension();
    refuseWhenInUse(await countDimensionUses(tx, id), DIMENSION_MESSAGES.inUse);
    await tx.delete(dimensions).where(eq(dimensions.id, id));
    await writeAudit(tx, { actorUserId: principal.userId, entity: AUDIT, entityId: id, action: 'delete' });
  });
};
