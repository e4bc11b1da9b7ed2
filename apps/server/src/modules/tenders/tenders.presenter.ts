import type { TenderStatus } from '@portal/contract/tenders/tender-status';
import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import type {
  ContractorTender,
  ContractorTenderListItem,
  CustomerTender,
  CustomerTenderListItem,
} from '@portal/contract/tenders/tenders.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import type { Db, Tx } from '../../core/db/database';
import { findCustomerRefs } from '../../core/procurement/customer-refs';
import { findListRefs } from '../../core/procurement/procurement-rows';
import { pseudonymsInOrder } from '../../core/procurement/pseudonyms';
import { presentRouteWayRef } from '../freight/route-ways.presenter';
import { findRouteWay } from '../freight/route-ways.repository';
import {
  countLotRoutes,
  findBids,
  findLots,
  findNameRefs,
  findOffers,
  findParticipants,
  type LotRecord,
  type TenderRecord,
} from './tenders.repository';

type Ref = { id: number; name: string };
const money = (kopecks: number | null) => (kopecks === null ? null : toRoubles(kopecks));
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

const common = (tender: TenderRecord, now: Date) => ({
  id: tender.id,
  number: String(tender.id),
  name: tender.name,
  status: tender.status as TenderStatus,
  dateStart: tender.dateStart?.toISOString() ?? null,
  dateEnd: tender.dateEnd.toISOString(),
  comment: tender.comment,
  serverTime: now.toISOString(),
});

/** Everything the lots of these tenders name, read once per answer. */
const loadLotParts = async (db: Db | Tx, customerId: number, lots: LotRecord[]) => {
  const wayIds = [...new Set(lots.map((lot) => lot.routeWayId))];
  const ways = new Map<number, NonNullable<Awaited<ReturnType<typeof findRouteWay>>>>();
  for (const id of wayIds) {
    const way = await findRouteWay(db, customerId, id);
    if (way) ways.set(id, way);
  }
  const transportations = byId(
    await findNameRefs(db, 'transportation', [...new Set(lots.map((lot) => lot.transportationId))]),
  );
  const owners = byId(
    await findNameRefs(
      db,
      'routeOwner',
      [...new Set(lots.map((lot) => lot.routeOwnerId))].filter((id): id is number => id !== null),
    ),
  );
  const dimensions = byId(
    await findNameRefs(
      db,
      'dimension',
      [...new Set(lots.map((lot) => lot.dimensionId))].filter((id): id is number => id !== null),
    ),
  );
  return {
    lotShape: (lot: LotRecord) => ({
      id: lot.id,
      routeWay: presentRouteWayRef(ways.get(lot.routeWayId)!),
      dateFrom: lot.dateFrom,
      dateTo: lot.dateTo,
      weekdays: lot.weekdays,
      transportation: transportations.get(lot.transportationId) ?? { id: lot.transportationId, name: '' },
      dimension: lot.dimensionId === null ? null : (dimensions.get(lot.dimensionId) ?? null),
      routeOwner: lot.routeOwnerId === null ? null : (owners.get(lot.routeOwnerId) ?? null),
      startSum: toRoubles(lot.startSumKopecks),
      tripsCount: lot.tripsCount,
    }),
    tariffOf: (lot: LotRecord) => ways.get(lot.routeWayId)?.tariffKopecks ?? null,
  };
};

export const presentCustomerTender = async (
  db: Db | Tx,
  tender: TenderRecord,
  now: Date,
): Promise<CustomerTender> => {
  const [lots, participants, bids, offers, lists] = await Promise.all([
    findLots(db, [tender.id]),
    findParticipants(db, [tender.id]),
    findBids(db, [tender.id]),
    findOffers(db, [tender.id]),
    findListRefs(db, tender.contractorListId === null ? [] : [tender.contractorListId]),
  ]);
  const parts = await loadLotParts(db, tender.customerId, lots);
  const routesCount = await countLotRoutes(
    db,
    lots.map((lot) => lot.id),
  );
  const decided = tender.status === TENDER_STATUS.ended || tender.status === TENDER_STATUS.accepted;
  return {
    ...common(tender, now),
    contractorList: lists[0] ?? null,
    contractors: participants.map(({ id, name }) => ({ id, name })),
    routeTemplates: lots.map((lot) => {
      const lotBids = bids.filter((row) => row.bid.routeTemplateId === lot.id);
      const standing = lotBids.filter((row) => row.bid.declinedAt === null);
      const winner = lotBids.find((row) => row.bid.id === lot.winnerBidId) ?? null;
      const best = standing[0]?.bid.summKopecks ?? null;
      const decisive = winner?.bid.summKopecks ?? best;
      // After acceptance the lane's tariff is the tender's own price: compare with the one it replaced.
      const tariff = tender.status === TENDER_STATUS.accepted ? lot.tariffBeforeKopecks : parts.tariffOf(lot);
      return {
        ...parts.lotShape(lot),
        tariff: money(tariff),
        bids: lotBids.map((row) => ({
          id: row.bid.id,
          summ: toRoubles(row.bid.summKopecks),
          createdOn: row.bid.createdOn.toISOString(),
          contractor: row.contractor,
          total: toRoubles(row.bid.summKopecks * lot.tripsCount),
          isWinner: row.bid.id === lot.winnerBidId,
          declined: row.bid.declinedAt !== null,
        })),
        offers: offers
          .filter((row) => row.offer.routeTemplateId === lot.id)
          .map((row) => ({
            id: row.offer.id,
            summ: toRoubles(row.offer.summKopecks),
            volume: row.offer.volume,
            createdOn: row.offer.createdOn.toISOString(),
            contractor: row.contractor,
            total: toRoubles(row.offer.summKopecks * row.offer.volume),
          })),
        bestSumm: money(best),
        winner:
          winner && decided
            ? { bid: winner.bid.id, contractor: winner.contractor, summ: toRoubles(winner.bid.summKopecks) }
            : null,
        savingStart: decisive === null ? null : toRoubles(lot.startSumKopecks - decisive),
        savingTariff: decisive === null || tariff === null ? null : toRoubles(tariff - decisive),
        routesCount: routesCount.get(lot.id) ?? 0,
      };
    }),
  };
};

export const presentCustomerTenderListItems = async (
  db: Db | Tx,
  tenders: TenderRecord[],
  now: Date,
): Promise<CustomerTenderListItem[]> => {
  const ids = tenders.map((tender) => tender.id);
  const [lots, bids, lists] = await Promise.all([
    findLots(db, ids),
    findBids(db, ids),
    findListRefs(
      db,
      tenders.map((tender) => tender.contractorListId).filter((id): id is number => id !== null),
    ),
  ]);
  const listById = byId<Ref>(lists);
  return tenders.map((tender) => {
    const own = lots.filter((lot) => lot.tenderId === tender.id);
    return {
      ...common(tender, now),
      contractorList:
        tender.contractorListId === null ? null : (listById.get(tender.contractorListId) ?? null),
      lotsCount: own.length,
      bidsCount: bids.filter((row) => row.bid.tenderId === tender.id).length,
      startTotal: toRoubles(own.reduce((sum, lot) => sum + lot.startSumKopecks * lot.tripsCount, 0)),
    };
  });
};

/** DESIGN 11 sealed bids: only the carrier's own bid and offers; whether it won, once the winners are accepted. */
export const presentContractorTender = async (
  db: Db | Tx,
  tender: TenderRecord,
  contractorId: number,
  now: Date,
): Promise<ContractorTender> => {
  const [lots, bids, offers] = await Promise.all([
    findLots(db, [tender.id]),
    findBids(db, [tender.id]),
    findOffers(db, [tender.id]),
  ]);
  const parts = await loadLotParts(db, tender.customerId, lots);
  const accepted = tender.status === TENDER_STATUS.accepted;
  // Numbered by each carrier's first bid: a reposted bid keeps its row and id (upsertBid) but takes a new createdOn,
  // and ids follow the order of the first posts because every bid holds the tender's row lock.
  const byFirstPost = bids.toSorted((x, y) => x.bid.id - y.bid.id);
  const pseudonyms = pseudonymsInOrder(byFirstPost.map((row) => row.contractor.id));
  return {
    ...common(tender, now),
    routeTemplates: lots.map((lot) => {
      const mine = bids.find(
        (row) => row.bid.routeTemplateId === lot.id && row.contractor.id === contractorId,
      );
      const winner = bids.find((row) => row.bid.id === lot.winnerBidId);
      return {
        ...parts.lotShape(lot),
        myBid: mine
          ? {
              id: mine.bid.id,
              summ: toRoubles(mine.bid.summKopecks),
              createdOn: mine.bid.createdOn.toISOString(),
            }
          : null,
        myOffers: offers
          .filter((row) => row.offer.routeTemplateId === lot.id && row.contractor.id === contractorId)
          .map((row) => ({
            id: row.offer.id,
            summ: toRoubles(row.offer.summKopecks),
            volume: row.offer.volume,
            createdOn: row.offer.createdOn.toISOString(),
          })),
        isWinner: accepted ? winner?.contractor.id === contractorId : null,
        // findBids answers the lowest first, equal prices by time.
        bids: accepted
          ? bids
              .filter((row) => row.bid.routeTemplateId === lot.id)
              .map((row) => ({
                bidder: pseudonyms.get(row.contractor.id)!,
                summ: toRoubles(row.bid.summKopecks),
                isMine: row.contractor.id === contractorId,
              }))
          : null,
      };
    }),
  };
};

export const presentContractorTenderListItems = async (
  db: Db | Tx,
  tenders: TenderRecord[],
  contractorId: number,
  now: Date,
): Promise<ContractorTenderListItem[]> => {
  const ids = tenders.map((tender) => tender.id);
  const [lots, bids, customerRefs] = await Promise.all([
    findLots(db, ids),
    findBids(db, ids),
    findCustomerRefs(db, [...new Set(tenders.map((tender) => tender.customerId))]),
  ]);
  return tenders.map((tender) => {
    const own = lots.filter((lot) => lot.tenderId === tender.id);
    const mine = bids.filter((row) => row.bid.tenderId === tender.id && row.contractor.id === contractorId);
    const mineIds = new Set(mine.map((row) => row.bid.id));
    return {
      ...common(tender, now),
      customer: customerRefs.find((customer) => customer.id === tender.customerId)!,
      lotsCount: own.length,
      myBidsCount: mine.length,
      wonLotsCount:
        tender.status === TENDER_STATUS.accepted
          ? own.filter((lot) => lot.winnerBidId !== null && mineIds.has(lot.winnerBidId)).length
          : 0,
    };
  });
};
