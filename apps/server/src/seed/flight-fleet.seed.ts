import { ATTORNEY_STATUS, FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../core/db/database';
import { attorneys, drivers, routes, vehicles } from '../db/schema/index';
import type { SeedContext } from './seed-files';

const firstVerified = async (tx: Tx, contractorId: number, kind: 'truck' | 'trailer') => {
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
};

/**
 * Assigned demo flights carry their carrier's fleet: every assigned, not cancelled flight (the flights', the
 * auctions' and the tenders' demo sets) gets the carrier's first verified truck and trailer and a verified driver
 * whose active power of attorney covers the flight's day. Runs last, while no flight carries a vehicle.
 */
export const seedFlightFleet = async (ctx: SeedContext): Promise<boolean> => {
  const [carried] = await ctx.db
    .select({ id: routes.id })
    .from(routes)
    .where(isNotNull(routes.vehicleId))
    .limit(1);
  if (carried) return false;
  return ctx.db.transaction(async (tx) => {
    const flights = await tx
      .select({ id: routes.id, contractorId: routes.contractorId, planDateArrival: routes.planDateArrival })
      .from(routes)
      .where(and(isNotNull(routes.contractorId), eq(routes.isCancel, false), eq(routes.isDraft, false)));
    const trucks = new Map<number, { truck: number | null; trailer: number | null }>();
    let changed = false;
    for (const flight of flights) {
      const contractorId = flight.contractorId!;
      if (!trucks.has(contractorId))
        trucks.set(contractorId, {
          truck: await firstVerified(tx, contractorId, 'truck'),
          trailer: await firstVerified(tx, contractorId, 'trailer'),
        });
      const { truck, trailer } = trucks.get(contractorId)!;
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
      if (!truck || !driver) continue;
      await tx
        .update(routes)
        .set({ vehicleId: truck, trailerId: trailer, firstDriverId: driver.id })
        .where(eq(routes.id, flight.id));
      changed = true;
    }
    return changed;
  });
};
