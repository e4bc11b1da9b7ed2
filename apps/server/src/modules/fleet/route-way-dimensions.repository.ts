import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import {
  departments,
  dimensions,
  routeWayDimensionOptions,
  routeWayDimensions,
  routeWays,
} from '../../db/schema/index';

const defaultDimension = alias(dimensions, 'default_dimension');

export const selectRouteWayDimensions = (db: Db | Tx) =>
  db
    .select({
      record: routeWayDimensions,
      routeWay: { id: routeWays.id, code: routeWays.code, name: routeWays.name },
      dimension: defaultDimension,
    })
    .from(routeWayDimensions)
    .innerJoin(routeWays, eq(routeWays.id, routeWayDimensions.routeWayId))
    .innerJoin(defaultDimension, eq(defaultDimension.id, routeWayDimensions.dimensionId))
    .$dynamic();

export type RouteWayDimensionRow = Awaited<ReturnType<typeof selectRouteWayDimensions>>[number];

const firstDepartment = alias(departments, 'first_department');
const lastDepartment = alias(departments, 'last_department');

/** The optional dimensions of the records, in each record's order. */
export const findOptions = async (db: Db | Tx, recordIds: readonly number[]) =>
  recordIds.length === 0
    ? []
    : db
        .select({
          recordId: routeWayDimensionOptions.routeWayDimensionId,
          dimension: dimensions,
          firstDepartmentId: routeWayDimensionOptions.firstDepartmentId,
          lastDepartmentId: routeWayDimensionOptions.lastDepartmentId,
          firstDepartment: { id: firstDepartment.id, name: firstDepartment.name },
          lastDepartment: { id: lastDepartment.id, name: lastDepartment.name },
        })
        .from(routeWayDimensionOptions)
        .innerJoin(dimensions, eq(dimensions.id, routeWayDimensionOptions.dimensionId))
        .leftJoin(firstDepartment, eq(firstDepartment.id, routeWayDimensionOptions.firstDepartmentId))
        .leftJoin(lastDepartment, eq(lastDepartment.id, routeWayDimensionOptions.lastDepartmentId))
        .where(inArray(routeWayDimensionOptions.routeWayDimensionId, [...recordIds]))
        .orderBy(asc(routeWayDimensionOptions.routeWayDimensionId), asc(routeWayDimensionOptions.position));

export type RouteWayDimensionOptionRow = Awaited<ReturnType<typeof findOptions>>[number];

export const replaceOptions = async (
  tx: Tx,
  recordId: number,
  options: { dimension: number; firstDepartment?: number | null; lastDepartment?: number | null }[],
) => {
  await tx.delete(routeWayDimensionOptions).where(eq(routeWayDimensionOptions.routeWayDimensionId, recordId));
  if (options.length)
    await tx.insert(routeWayDimensionOptions).values(
      options.map((option, position) => ({
        routeWayDimensionId: recordId,
        position,
        dimensionId: option.dimension,
        firstDepartmentId: option.firstDepartment ?? null,
        lastDepartmentId: option.lastDepartment ?? null,
      })),
    );
};
