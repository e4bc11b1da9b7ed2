import type { AuctionFilter } from '@portal/contract/auctions/auctions.schemas';
import { instantOfQueryDateTime } from '@portal/contract/freight/zoned-time';
import type { CarrierListFilter } from '@portal/contract/procurement/carrier-list-filters';
import { eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../core/db/paging';
import { auctionParticipants, auctionRoutes, auctions, routes, routeWays } from '../../db/schema/index';

/** The auctions holding a flight that matches. */
const withFlight = (flight: SQL): SQL =>
  inArray(
    auctions.id,
    sql`(select ${auctionRoutes.auctionId} from ${auctionRoutes} join ${routes} on ${routes.id} = ${auctionRoutes.routeId} where ${flight})`,
  );

/** The number and the end between two Moscow times: the same on the customer's and the carrier's lists. */
const numberAndEnd = (filter: Pick<AuctionFilter, 'number' | 'date_from' | 'date_to'>): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.number !== undefined) conditions.push(eq(auctions.id, filter.number));
  if (filter.date_from) conditions.push(gte(auctions.dateEnd, instantOfQueryDateTime(filter.date_from)));
  if (filter.date_to) conditions.push(lte(auctions.dateEnd, instantOfQueryDateTime(filter.date_to)));
  return conditions;
};

/**
 * The customer's auction filters (list and report): the number is the id, a route way or a kind of cargo matches a flight of the
 * auction, a carrier matches an invited participant, the manager is the user who created the auction, the dates
 * bound its end. `status` is left out when `withStatus` is false (the tabs count every status).
 */
export const auctionConditions = (customerId: number, filter: AuctionFilter, withStatus = true): SQL[] => {
  const conditions: SQL[] = [eq(auctions.customerId, customerId), ...numberAndEnd(filter)];
  if (withStatus && filter.status !== undefined && filter.status.length > 0)
    conditions.push(inArray(auctions.status, filter.status));
  if (filter.manager !== undefined) conditions.push(eq(auctions.createdBy, filter.manager));
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

/**
 * The carrier's list filters (DESIGN 10): the number, the end, the customer, and typed text found in a flight's
 * code or its route way's code or name. The carrier's own auctions are chosen by the caller.
 */
export const contractorAuctionConditions = (filter: CarrierListFilter): SQL[] => {
  const conditions = numberAndEnd(filter);
  if (filter.customer !== undefined) conditions.push(eq(auctions.customerId, filter.customer));
  if (filter.route) {
    const pattern = containsPattern(filter.route);
    conditions.push(
      withFlight(
        or(
          ilike(routes.routeCode, pattern),
          inArray(
            routes.routeWayId,
            sql`(select ${routeWays.id} from ${routeWays} where ${routeWays.code} ilike ${pattern} or ${routeWays.name} ilike ${pattern})`,
          ),
        )!,
      ),
    );
  }
  return conditions;
};
