import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { CONTAINERS_PER_KIND } from '@portal/contract/fleet/fleet-references';
import { applicableDimension, freightSumKopecks, totalVolume } from '@portal/contract/fleet/price-rule';
import { ROUTE_FLEET_MESSAGES } from '@portal/contract/fleet/route-fleet.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import {
  auctionRoutes,
  auctions,
  containers,
  dimensions,
  routeWayDimensions,
  tenderRoutes,
} from '../../db/schema/index';
import { findDefaultDimension } from './dimensions.service';
import { type FleetScope, scopeWhere } from './fleet-scope';
import { findOptions } from './route-way-dimensions.repository';
import { modelOf } from './vehicles.presenter';
import { findVehicle, type VehicleRow } from './vehicles.repository';

export type VehicleChoice = { vehicle?: number | null; trailer?: number | null; containers: number[] };

export type ResolvedVehicles = {
  vehicle: VehicleRow | null;
  trailer: VehicleRow | null;
  containers: (typeof containers.$inferSelect)[];
  volume: number;
  /** Field name → reason, one per invalid field. */
  errors: Partial<Record<'vehicle' | 'trailer' | 'containers', string>>;
};

/**
 * The vehicles and containers the choice names, within the scope (a carrier's own, or a customer's partners'):
 * anything outside it is «не найден»; a truck in the vehicle's place, a trailer in the trailer's, no more
 * containers than they carry (DESIGN 8). The volume is what the price rule sums.
 */
export const resolveVehicles = async (
  db: Db | Tx,
  scope: FleetScope,
  choice: VehicleChoice,
): Promise<ResolvedVehicles> => {
  const ids = [...new Set(choice.containers)];
  const [vehicle, trailer, containerRows] = await Promise.all([
    choice.vehicle == null ? null : findVehicle(db, scope, choice.vehicle),
    choice.trailer == null ? null : findVehicle(db, scope, choice.trailer),
    ids.length === 0
      ? []
      : db
          .select()
          .from(containers)
          .where(and(scopeWhere(db, containers.contractorId, scope), inArray(containers.id, ids))),
  ]);
  const errors: ResolvedVehicles['errors'] = {};
  if (choice.vehicle != null && !vehicle) errors.vehicle = ROUTE_FLEET_MESSAGES.notFound;
  else if (vehicle && vehicle.vehicle.kind !== 'truck') errors.vehicle = ROUTE_FLEET_MESSAGES.notTruck;
  if (choice.trailer != null && !trailer) errors.trailer = ROUTE_FLEET_MESSAGES.notFound;
  else if (trailer && trailer.vehicle.kind !== 'trailer') errors.trailer = ROUTE_FLEET_MESSAGES.notTrailer;
  const capacity = (vehicle ? CONTAINERS_PER_KIND.truck : 0) + (trailer ? CONTAINERS_PER_KIND.trailer : 0);
  if (containerRows.length < ids.length) errors.containers = ROUTE_FLEET_MESSAGES.notFound;
  else if (ids.length > 0 && capacity === 0)
    errors.containers = ROUTE_FLEET_MESSAGES.containersWithoutVehicle;
  else if (ids.length > capacity) errors.containers = ROUTE_FLEET_MESSAGES.tooManyContainers(capacity);
  const volume = totalVolume([
    ...[vehicle, trailer].map((row) => (row ? modelOf(row.vehicle.modelId).bodyVolume : 0)),
    ...containerRows.map((row) => row.volume),
  ]);
  return { vehicle, trailer, containers: containerRows, volume, errors };
};

/**
 * DESIGN 8: the dimension that applies to the volume on the route way (its optional ones for the pair, else its
 * default; without a route-way record the customer's default dimension), and the freight sum it gives.
 * Null when the customer has no dimension for the way at all: the price rule has nothing to say.
 */
export const priceByRule = async (
  db: Db | Tx,
  customerId: number,
  routeWayId: number,
  pair: { firstDepartmentId: number; lastDepartmentId: number },
  volume: number,
  initialKopecks: number | null,
) => {
  const [record] = await db
    .select({ id: routeWayDimensions.id, dimensionId: routeWayDimensions.dimensionId })
    .from(routeWayDimensions)
    .where(and(eq(routeWayDimensions.customerId, customerId), eq(routeWayDimensions.routeWayId, routeWayId)));
  const options = record ? await findOptions(db, [record.id]) : [];
  const fallback = record
    ? ((await db.select().from(dimensions).where(eq(dimensions.id, record.dimensionId)))[0] ?? null)
    : await findDefaultDimension(db, customerId);
  if (!fallback) return null;
  const dimension = applicableDimension(volume, pair, options, fallback);
  return {
    dimension,
    freightKopecks: initialKopecks === null ? null : freightSumKopecks(initialKopecks, dimension.percentage),
  };
};

/**
 * Whether the route's freight sum is a price the carrier won: the route belongs to an auction that closed by
 * assigning it to the winner, or was generated for (or moved to) a tender lot's winner. Such a price is the
 * contract's, and the price rule does not replace it (docs/decisions.md, «Won prices and the price rule»).
 */
export const hasWonPrice = async (db: Db | Tx, routeId: number): Promise<boolean> => {
  const [auctioned, tendered] = await Promise.all([
    db
      .select({ id: auctions.id })
      .from(auctionRoutes)
      .innerJoin(auctions, eq(auctions.id, auctionRoutes.auctionId))
      .where(and(eq(auctionRoutes.routeId, routeId), eq(auctions.status, AUCTION_STATUS.closed)))
      .limit(1),
    db.select({ id: tenderRoutes.routeId }).from(tenderRoutes).where(eq(tenderRoutes.routeId, routeId)),
  ]);
  return auctioned.length > 0 || tendered.length > 0;
};
