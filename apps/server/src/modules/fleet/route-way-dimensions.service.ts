import {
  type CalculateAnswer,
  type calculateBodySchema,
  ROUTE_WAY_DIMENSION_MESSAGES,
  type RouteWayDimension,
  type RouteWayDimensionValues,
} from '@portal/contract/fleet/dimensions.schemas';
import { FLEET_MESSAGES } from '@portal/contract/fleet/fleet-common.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import type { FieldProblem } from '@portal/contract/problem/field-problem';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { dimensions, routeWayDimensions } from '../../db/schema/index';
import { findRouteWay, findRouteWayPoints } from '../freight/route-ways.repository';
import { customerScope, iso } from './fleet-scope';
import { priceByRule, resolveVehicles } from './route-fleet';
import {
  findOptions,
  type RouteWayDimensionOptionRow,
  type RouteWayDimensionRow,
  replaceOptions,
  selectRouteWayDimensions,
} from './route-way-dimensions.repository';

const AUDIT = 'route-way-dimension';

const ref = (row: typeof dimensions.$inferSelect) => ({
  id: row.id,
  name: row.name,
  volumeFrom: row.volumeFrom,
  volumeTo: row.volumeTo,
  percentage: row.percentage,
});

const present = (row: RouteWayDimensionRow, options: RouteWayDimensionOptionRow[]): RouteWayDimension => ({
  id: row.record.id,
  routeWay: row.routeWay,
  dimension: ref(row.dimension),
  options: options
    .filter((option) => option.recordId === row.record.id)
    .map((option) => ({
      dimension: ref(option.dimension),
      firstDepartment: option.firstDepartment,
      lastDepartment: option.lastDepartment,
    })),
  createdAt: iso(row.record.createdAt),
  updatedAt: iso(row.record.updatedAt),
});

const notFoundRecord = () => notFound(ROUTE_WAY_DIMENSION_MESSAGES.notFound);

const find = async (db: Db | Tx, customerId: number, id: number) => {
  const [row] = await selectRouteWayDimensions(db).where(
    and(eq(routeWayDimensions.customerId, customerId), eq(routeWayDimensions.id, id)),
  );
  return row ?? null;
};

export const listRouteWayDimensions = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, routeWay }: PageQuery & { routeWay?: number | undefined },
): Promise<Page<RouteWayDimension>> => {
  const where = and(
    eq(routeWayDimensions.customerId, principal.ownerId),
    routeWay === undefined ? undefined : eq(routeWayDimensions.routeWayId, routeWay),
  );
  const [rows, [totals]] = await Promise.all([
    selectRouteWayDimensions(ctx.db)
      .where(where)
      .orderBy(desc(routeWayDimensions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(routeWayDimensions).where(where),
  ]);
  const options = await findOptions(
    ctx.db,
    rows.map((row) => row.record.id),
  );
  return pageAnswer(
    rows.map((row) => present(row, options)),
    totals?.total ?? 0,
    { page, limit },
  );
};

export const getRouteWayDimension = async (ctx: AppContext, principal: Principal, id: number) => {
  const row = await find(ctx.db, principal.ownerId, id);
  if (!row) throw notFoundRecord();
  return present(row, await findOptions(ctx.db, [id]));
};

const label = (field: string, message: string) => fieldProblem([field], message);

/**
 * The route way and every dimension must be the customer's own; a pair's departments must be points of the way,
 * the first before the last. One 422 entry per problem; nothing is written.
 */
const checkReferences = async (tx: Tx, customerId: number, values: RouteWayDimensionValues) => {
  const ids = [values.dimension, ...values.options.map((option) => option.dimension)];
  const [routeWay, own] = await Promise.all([
    findRouteWay(tx, customerId, values.routeWay),
    tx
      .select({ id: dimensions.id })
      .from(dimensions)
      .where(and(eq(dimensions.customerId, customerId), inArray(dimensions.id, ids))),
  ]);
  const ownIds = new Set(own.map((row) => row.id));
  const errors: FieldProblem[] = [];
  if (!routeWay) errors.push(label('routeWay', FLEET_MESSAGES.notFoundReference));
  if (!ownIds.has(values.dimension)) errors.push(label('dimension', FLEET_MESSAGES.notFoundReference));
  if (values.options.some((option) => !ownIds.has(option.dimension)))
    errors.push(label('options', `${FIELD_LABELS.dimension} ${FLEET_MESSAGES.notFoundReference}`));
  if (routeWay) {
    const points = (await findRouteWayPoints(tx, [routeWay.id])).map((point) => point.department.id);
    const position = (id: number | null | undefined) => (id == null ? null : points.indexOf(id));
    const badPair = values.options.some((option) => {
      const first = position(option.firstDepartment);
      const last = position(option.lastDepartment);
      return first === -1 || last === -1 || (first !== null && last !== null && first >= last);
    });
    if (badPair) errors.push(label('options', ROUTE_WAY_DIMENSION_MESSAGES.pairNotOnWay));
  }
  if (errors.length) throw unprocessable(errors);
};

const save = async (
  ctx: AppContext,
  principal: Principal,
  values: RouteWayDimensionValues,
  id: number | null,
): Promise<number> =>
  ctx.db.transaction(async (tx) => {
    if (id !== null && !(await find(tx, principal.ownerId, id))) throw notFoundRecord();
    await checkReferences(tx, principal.ownerId, values);
    const [taken] = await tx
      .select({ id: routeWayDimensions.id })
      .from(routeWayDimensions)
      .where(and(eq(routeWayDimensions.routeWayId, values.routeWay), ne(routeWayDimensions.id, id ?? 0)));
    if (taken) throw conflict(ROUTE_WAY_DIMENSION_MESSAGES.taken);
    const columns = { routeWayId: values.routeWay, dimensionId: values.dimension };
    const recordId =
      id ??
      (
        await tx
          .insert(routeWayDimensions)
          .values({ ...columns, customerId: principal.ownerId })
          .returning({ id: routeWayDimensions.id })
      )[0]!.id;
    if (id !== null)
      await tx
        .update(routeWayDimensions)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(routeWayDimensions.id, id));
    await replaceOptions(tx, recordId, values.options);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: recordId,
      action: id === null ? 'create' : 'update',
    });
    return recordId;
  });

export const createRouteWayDimension = async (
  ctx: AppContext,
  principal: Principal,
  values: RouteWayDimensionValues,
) => getRouteWayDimension(ctx, principal, await save(ctx, principal, values, null));

export const editRouteWayDimension = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  values: RouteWayDimensionValues,
) => getRouteWayDimension(ctx, principal, await save(ctx, principal, values, id));

export const removeRouteWayDimension = async (ctx: AppContext, principal: Principal, id: number) => {
  await ctx.db.transaction(async (tx) => {
    if (!(await find(tx, principal.ownerId, id))) throw notFoundRecord();
    await tx.delete(routeWayDimensions).where(eq(routeWayDimensions.id, id));
    await writeAudit(tx, { actorUserId: principal.userId, entity: AUDIT, entityId: id, action: 'delete' });
  });
};

/**
 * DESIGN 11 calculate: for a route way of the customer and vehicles and containers of its partner carriers, the
 * dimension that applies and initialSum × percentage ÷ 100 rounded to 100 roubles. Without a dimension for the
 * way the percentage is 100 and the sum is the initial one.
 */
export const calculateFreightSum = async (
  ctx: AppContext,
  principal: Principal,
  body: z.output<typeof calculateBodySchema>,
): Promise<CalculateAnswer> => {
  const customerId = principal.ownerId;
  const [routeWay, resolved] = await Promise.all([
    findRouteWay(ctx.db, customerId, body.routeWay),
    resolveVehicles(ctx.db, customerScope(customerId), body),
  ]);
  const errors = Object.entries(resolved.errors).map(([field, message]) => label(field, message));
  if (!routeWay) errors.unshift(label('routeWay', FLEET_MESSAGES.notFoundReference));
  if (errors.length || !routeWay) throw unprocessable(errors);
  const points = await findRouteWayPoints(ctx.db, [routeWay.id]);
  const pair = {
    firstDepartmentId: points[0]?.department.id ?? 0,
    lastDepartmentId: points.at(-1)?.department.id ?? 0,
  };
  const initialKopecks = body.initialSum == null ? routeWay.tariffKopecks : toKopecks(body.initialSum);
  const price = await priceByRule(ctx.db, customerId, routeWay.id, pair, resolved.volume, initialKopecks);
  const initialSum = initialKopecks === null ? null : toRoubles(initialKopecks);
  if (!price)
    return { dimension: null, percentage: 100, volume: resolved.volume, initialSum, freightSum: initialSum };
  return {
    dimension: { id: price.dimension.id, name: price.dimension.name },
    percentage: price.dimension.percentage,
    volume: resolved.volume,
    initialSum,
    freightSum: price.freightKopecks === null ? null : toRoubles(price.freightKopecks),
  };
};
