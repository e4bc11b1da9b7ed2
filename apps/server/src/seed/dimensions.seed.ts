import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../core/db/database';
import {
  customers,
  dimensions,
  routeWayDimensionOptions,
  routeWayDimensions,
  routeWayPoints,
  routeWays,
} from '../db/schema/index';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

/** The demo shipper's dimensions (DESIGN 8): m³ ranges of Russian road haulage and their percentages. */
const DEMO_DIMENSIONS = [
  { name: 'Малотоннажный (до 20 м³)', weight: 3, volume: 20, volumeFrom: 0, volumeTo: 20, percentage: 60 },
  {
    name: 'Среднетоннажный (20–50 м³)',
    weight: 10,
    volume: 45,
    volumeFrom: 20.01,
    volumeTo: 50,
    percentage: 85,
  },
  { name: 'Еврофура (до 86 м³)', weight: 20, volume: 82, volumeFrom: 50.01, volumeTo: 86, percentage: 100 },
  {
    name: 'Увеличенный объём (86–120 м³)',
    weight: 20,
    volume: 120,
    volumeFrom: 86.01,
    volumeTo: 120,
    percentage: 115,
  },
  {
    name: 'Контейнерная сцепка (120–200 м³)',
    weight: 30,
    volume: 160,
    volumeFrom: 120.01,
    volumeTo: 200,
    percentage: 125,
  },
];
const DEFAULT_INDEX = 2;

const seedShipperDimensions = async (tx: Tx, customerId: number) => {
  const rows = await tx
    .insert(dimensions)
    .values(
      DEMO_DIMENSIONS.map((values, index) => ({ ...values, customerId, isDefault: index === DEFAULT_INDEX })),
    )
    .returning({ id: dimensions.id });
  const ways = await tx
    .select({ id: routeWays.id })
    .from(routeWays)
    .where(eq(routeWays.customerId, customerId));
  for (const [wayIndex, way] of ways.entries()) {
    const [record] = await tx
      .insert(routeWayDimensions)
      .values({ customerId, routeWayId: way.id, dimensionId: rows[DEFAULT_INDEX]!.id })
      .returning({ id: routeWayDimensions.id });
    const points = await tx
      .select({ departmentId: routeWayPoints.departmentId })
      .from(routeWayPoints)
      .where(eq(routeWayPoints.routeWayId, way.id))
      .orderBy(asc(routeWayPoints.position));
    // Every other way prices the large range for its own first and last pair only.
    const pair =
      wayIndex % 2 === 0 && points.length > 1
        ? { firstDepartmentId: points[0]!.departmentId, lastDepartmentId: points.at(-1)!.departmentId }
        : { firstDepartmentId: null, lastDepartmentId: null };
    await tx.insert(routeWayDimensionOptions).values(
      rows
        .filter((_, index) => index !== DEFAULT_INDEX)
        .map((row, position) => ({
          routeWayDimensionId: record!.id,
          position,
          dimensionId: row.id,
          ...(position === 2 ? pair : { firstDepartmentId: null, lastDepartmentId: null }),
        })),
    );
  }
};

/**
 * Issue 14's demo dimensions: the demo shipper's five dimensions (the euro truck the default) and route-way
 * dimensions for each of its route ways. Runs after the flights, while the shipper has no dimension.
 */
export const seedDimensions = async (ctx: SeedContext): Promise<boolean> => {
  const [any] = await ctx.db.select({ id: dimensions.id }).from(dimensions).limit(1);
  if (any) return false;
  return ctx.db.transaction(async (tx) => {
    const [shipper] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.inn, DEMO_CUSTOMER_INN));
    if (!shipper) return false;
    await seedShipperDimensions(tx, shipper.id);
    return true;
  });
};
