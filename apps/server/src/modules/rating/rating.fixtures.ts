import type { TestApp } from '../../../test/test-app';
import { auctionBids, auctions } from '../../db/schema/index';
import { freightKit } from '../freight/freight.fixtures';
import { ratingWorkOf } from './rating-work';

const MINUTE = 60_000;
/** The demo way's plan: Kazan 13 h 40 min and Yekaterinburg 29 h 50 min after the first point (60 km/h). */
const OFFSETS = [0, (13 * 60 + 40) * MINUTE, (29 * 60 + 50) * MINUTE];

/** Test helpers of the rating: routes closed with chosen lateness per point, ended auctions, settled work. */
export const ratingKit = (t: TestApp) => {
  const kit = freightKit(t);

  /** Waits until the bus-driven recomputation has caught up. */
  const settle = () => ratingWorkOf(t.app.ctx)!.idle();

  const setUp = async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    return { customer, carrier, carrierBase: `/api/contractors/${carrier.company.id}` };
  };
  type Pair = Awaited<ReturnType<typeof setUp>>;

  /** A route planned at `planned`, closed with each point `lateMinutes[i]` minutes after its plan. */
  const closedRoute = async (pair: Pair, planned: string, lateMinutes: number[]) => {
    const route = await kit.assignedRoute(pair.customer, pair.carrier.company.id, {
      planDateArrival: planned,
    });
    const start = new Date(planned).getTime();
    for (const [index, point] of route.movementPoints.entries()) {
      const fact = new Date(start + OFFSETS[index]! + lateMinutes[index]! * MINUTE).toISOString();
      const response = await kit.call(
        'PATCH',
        `${pair.customer.routesUrl}/${route.id}/movement_points/${point.id}`,
        pair.customer.manager.auth,
        { factDateArrival: fact },
      );
      if (response.statusCode !== 200) throw new Error(response.body);
    }
    await settle();
    return route;
  };

  /** An auction of the customer that ended with the carrier's bid (and its declined win, if asked). */
  const endedAuction = async (pair: Pair, dateEnd: string, declined = false) => {
    const db = t.app.ctx.db;
    const [auction] = await db
      .insert(auctions)
      .values({
        customerId: pair.customer.customerId,
        status: 5,
        dateStart: new Date(new Date(dateEnd).getTime() - 60 * MINUTE),
        dateEnd: new Date(dateEnd),
        startSumKopecks: 10_000_000,
        stepKopecks: 100_000,
      })
      .returning();
    await db.insert(auctionBids).values({
      auctionId: auction!.id,
      contractorId: pair.carrier.company.id,
      summKopecks: 9_900_000,
      createdOn: new Date(dateEnd),
      seq: 1,
      prevHash: '0'.repeat(64),
      hash: '1'.repeat(64),
      declinedAt: declined ? new Date(dateEnd) : null,
    });
    await t.app.ctx.bus.publish({
      channel: 'auctions',
      type: 'auction-closed',
      id: `auction-${auction!.id}`,
      payload: { auctionId: auction!.id, status: 5 },
      audience: { kind: 'company', ownerType: 'customer', ownerId: pair.customer.customerId },
    });
    await settle();
  };

  return { ...kit, settle, setUp, closedRoute, endedAuction };
};
