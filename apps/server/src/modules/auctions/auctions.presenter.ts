import type { AuctionStatus } from '@portal/contract/auctions/auction-status';
import {
  type ContractorAuction,
  type CustomerAuction,
  type CustomerAuctionListItem,
  extensionSeconds,
} from '@portal/contract/auctions/auctions.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { findCustomerRefs } from '../../core/procurement/customer-refs';
import { findListRefs } from '../../core/procurement/procurement-rows';
import { routes } from '../../db/schema/index';
import { presentRouteWayRef } from '../freight/route-ways.presenter';
import { findRoutesByConditions } from '../freight/routes.repository';
import { findBids } from './auction-bids.repository';
import { declinedWins } from './auction-declines';
import { presentOffer } from './auction-offers.presenter';
import { findOffersWithCarriers, findWinning } from './auction-offers.repository';
import { findWinRefusals } from './auction-win-refusals';
import {
  type AuctionRecord,
  findAuctionRouteIds,
  findContractorRefs,
  findParticipants,
} from './auctions.repository';

type Ref = { id: number; name: string };
type AuctionRoute = CustomerAuction['routes'][number];

/** What an answer needs beyond the auction rows: routes, participants and list names, loaded once per page. */
export const loadAuctionParts = async (db: Db | Tx, rows: AuctionRecord[]) => {
  const ids = rows.map((row) => row.id);
  const links = await findAuctionRouteIds(db, ids);
  const routeIds = [...new Set(links.map((link) => link.routeId))];
  const routeRows = routeIds.length
    ? await findRoutesByConditions(db, [inArray(routes.id, routeIds)], routeIds.length)
    : [];
  const routeById = new Map<number, AuctionRoute>(
    routeRows.map((row) => [
      row.route.id,
      {
        id: row.route.id,
        routeCode: row.route.routeCode,
        routeWay: presentRouteWayRef(row.routeWay),
        planDateArrival: row.route.planDateArrival.toISOString(),
        firstDepartment: row.firstDepartment,
        lastDepartment: row.lastDepartment,
        initialSum: toRoubles(row.route.initialSumKopecks),
        freightSum: row.route.freightSumKopecks === null ? null : toRoubles(row.route.freightSumKopecks),
      },
    ]),
  );
  const participants = await findParticipants(db, ids);
  const lists = await findListRefs(
    db,
    rows.map((row) => row.contractorListId).filter((id): id is number => id !== null),
  );
  const customerRefs = await findCustomerRefs(db, [...new Set(rows.map((row) => row.customerId))]);
  return {
    routesOf: (auctionId: number): AuctionRoute[] =>
      links
        .filter((link) => link.auctionId === auctionId)
        .map((link) => routeById.get(link.routeId))
        .filter((route): route is AuctionRoute => route !== undefined),
    participantsOf: (auctionId: number): Ref[] =>
      participants.filter((row) => row.procurementId === auctionId).map(({ id, name }) => ({ id, name })),
    listOf: (listId: number | null): Ref | null => lists.find((list) => list.id === listId) ?? null,
    customerOf: (customerId: number): Ref => customerRefs.find((customer) => customer.id === customerId)!,
  };
};
export type AuctionParts = Awaited<ReturnType<typeof loadAuctionParts>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const common = (auction: AuctionRecord, parts: AuctionParts, now: Date) => ({
  id: auction.id,
  number: String(auction.id),
  status: auction.status as AuctionStatus,
  routes: parts.routesOf(auction.id),
  dateStart: iso(auction.dateStart),
  dateEnd: auction.dateEnd.toISOString(),
  startSum: toRoubles(auction.startSumKopecks),
  step: toRoubles(auction.stepKopecks),
  extensionMinutes: auction.extensionMinutes,
  maxExtensions: auction.maxExtensions,
  extensionsCount: auction.extensionsCount,
  bestSumm: auction.bestSumKopecks === null ? null : toRoubles(auction.bestSumKopecks),
  bidsCount: auction.bidsCount,
  serverTime: now.toISOString(),
});

export const presentCustomerAuctionListItem = async (
  db: Db | Tx,
  auction: AuctionRecord,
  parts: AuctionParts,
  now: Date,
): Promise<CustomerAuctionListItem> => ({
  ...common(auction, parts, now),
  comment: auction.comment,
  contractorList: parts.listOf(auction.contractorListId),
  contractors: parts.participantsOf(auction.id),
  winner: await presentWinner(db, auction),
  winnerDeadline: iso(auction.winnerDeadline),
});

/** The winner by its bid or its accepted offer, with the carrier's name (the customer's answer only). */
const presentWinner = async (db: Db | Tx, auction: AuctionRecord): Promise<CustomerAuction['winner']> => {
  const winning = await findWinning(db, auction);
  if (!winning) return null;
  const [contractor] = await findContractorRefs(db, [winning.contractorId]);
  if (!contractor) return null;
  return { contractor, summ: toRoubles(winning.summKopecks), bid: winning.bidId, offer: winning.offerId };
};

export const presentCustomerAuction = async (
  db: Db | Tx,
  auction: AuctionRecord,
  now: Date,
): Promise<CustomerAuction> => {
  const parts = await loadAuctionParts(db, [auction]);
  const bids = await findBids(db, auction.id);
  const offers = await findOffersWithCarriers(db, auction.id);
  const refusals = await findWinRefusals(
    db,
    auction,
    bids.map(({ contractor }) => contractor.id),
  );
  return {
    ...common(auction, parts, now),
    comment: auction.comment,
    contractorList: parts.listOf(auction.contractorListId),
    contractors: parts.participantsOf(auction.id),
    bids: bids.map(({ bid, contractor }) => ({
      id: bid.id,
      summ: toRoubles(bid.summKopecks),
      createdOn: bid.createdOn.toISOString(),
      contractor,
      cannotWin: refusals.get(contractor.id) ?? null,
      extendedTo: iso(bid.extendedTo),
      extendedBySeconds:
        bid.extendedTo && bid.extendedFrom ? extensionSeconds(bid.extendedFrom, bid.extendedTo) : null,
    })),
    offers: offers.map(({ offer, contractor }) => ({ ...presentOffer(offer), contractor })),
    winner: await presentWinner(db, auction),
    winnerDeadline: iso(auction.winnerDeadline),
    declines: declinedWins({ bids, offers }),
  };
};

export const presentContractorAuction = (
  auction: AuctionRecord,
  parts: AuctionParts,
  now: Date,
  standing: {
    myBestKopecks: number | null;
    myRank: number | null;
    isWinner: boolean;
    myOffer: ContractorAuction['myOffer'];
  },
): ContractorAuction => ({
  ...common(auction, parts, now),
  customer: parts.customerOf(auction.customerId),
  myBestSumm: standing.myBestKopecks === null ? null : toRoubles(standing.myBestKopecks),
  myRank: standing.myRank,
  isWinner: standing.isWinner,
  winnerDeadline: standing.isWinner ? iso(auction.winnerDeadline) : null,
  myOffer: standing.myOffer,
});
