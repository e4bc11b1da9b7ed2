import type { AuctionFilter } from '@portal/contract/auctions/auctions.schemas';
import { instantOfQueryDateTime } from '@portal/contract/freight/zoned-time';
import { eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { auctionParticipants, auctionRoutes, auctions, routes } from '../../db/schema/index';

/** The auctions holding a flight that matches. */
const withFlight = (flight: SQL): SQL =>
  inArray(
    auctions.id,
    sql`(select ${auctionRoutes.auctionId} from ${auctionRoutes} join ${routes} on ${routes.id} = ${auctionRoutes.routeId} where ${flight})`,
  );

/**
 * The customer's auction filters (list and report): the number is the id, a route way or a kind of cargo matches a flight of the
 * auction, a carrier matches an invited participant, the manager is the user who created the auction, the dates
 * bound its end. `status` is left out when `withStatus` is false (the tabs count every status).
 */
export const auctionConditions = (customerId: number, filter: AuctionFilter, withStatus = true): SQL[] => {
  const conditions: SQL[] = [eq(auctions.customerId, customerId)];
  if (withStatus && filter.status !== undefined && filter.status.length > 0)
    conditions.push(inArray(auctions.status, filter.status));
  if (filter.number !== undefined) conditions.push(eq(auctions.id, filter.number));
  if (filter.manager !== undefined) conditions.push(eq(auctions.createdBy, filter.manager));
  if (filter.date_from) conditions.push(gte(auctions.dateEnd, instantOfQueryDateTime(filter.date_from)));
  if (filter.date_to) conditions.push(lte(auctions.dateEnd, instantOfQueryDateTime(filter.date_to)));
  if (filter.route_way !== undefined) conditions.push(withFlight(eq(routes.routeWayId, filter.route_way)));
  if (filter.transportation !== undefined)
    conditions.push(withFlight(eq(routes.transportationId, filter.transportation)));
  if (filter.contractor !== undefined)
    conditions.push(
      inArray(
        auctions.id,
        sql`(select ${auctionParticipants.auctionId} from ${auctionParticipants} where ${auctionParticipants.contractorId} = ${filter.contractor})`,
      ),
    );
  return conditions;
};
