import { ATTORNEY_STATUS, FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Tx } from '../core/db/database';
import {
  attorneys,
  customers,
  dimensions,
  drivers,
  routes,
  routeWayDimensionOptions,
  routeWayDimensions,
  routeWayPoints,
  routeWays,
  users,
  vehicles,
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
 * The demo carrier's assigned, not cancelled flights carry a verified truck and trailer, and a verified driver
 * whose active power of attorney covers the flight's day, where it has one.
 */
const seedAssignedFleet = async (tx: Tx, contractorId: number) => {
  const [truck, trailer] = await Promise.all(
    (['truck', 'trailer'] as const).map(async (kind) => {
      const [row] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.contractorId, contractorId),
            eq(vehicles.kind, kind),
            eq(vehicles.status, FLEET_STATUS.verified),
          ),
        )
        .orderBy(asc(vehicles.id))
        .limit(1);
      return row?.id ?? null;
    }),
  );
  const flights = await tx
    .select({ id: routes.id, planDateArrival: routes.planDateArrival })
    .from(routes)
    .where(and(eq(routes.contractorId, contractorId), eq(routes.isCancel, false), ne(routes.isDraft, true)));
  for (const flight of flights) {
    const day = flight.planDateArrival.toISOString().slice(0, 10);
    const [driver] = await tx
      .select({ id: drivers.id })
      .from(drivers)
      .innerJoin(attorneys, eq(attorneys.driverId, drivers.id))
      .where(
        and(
          eq(drivers.contractorId, contractorId),
          eq(drivers.status, FLEET_STATUS.verified),
          eq(attorneys.status, ATTORNEY_STATUS.active),
          lte(attorneys.dateFrom, day),
          gte(attorneys.dateTo, day),
        ),
      )
      .orderBy(asc(drivers.id))
      .limit(1);
    if (!driver) continue;
    await tx
      .update(routes)
      .set({ vehicleId: truck, trailerId: trailer, firstDriverId: driver.id })
      .where(eq(routes.id, flight.id));
  }
};

/**
 * Issue 14's demo dimensions: the demo shipper's five dimensions (the euro truck the default) and route-way
 * dimensions for each of its route ways; the demo carrier's assigned flights carry its fleet. Runs after the
 * flights and the fleet, while the shipper has no dimension.
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
    const [carrierAdmin] = await tx
      .select({ ownerId: users.ownerId })
      .from(users)
      .where(eq(users.username, 'admin@carrier.demo'));
    if (carrierAdmin) await seedAssignedFleet(tx, carrierAdmin.ownerId);
    return true;
  });
};
