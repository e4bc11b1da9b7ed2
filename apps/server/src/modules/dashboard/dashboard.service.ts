import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import {
  type ContractorDashboardKey,
  type CustomerDashboardKey,
  DASHBOARD_ITEMS_MAX,
  DASHBOARD_TITLES,
  type Dashboard,
  type DashboardCard,
  type DashboardItem,
  DOCUMENTS_EXPIRING_DAYS,
  dashboardLink,
} from '@portal/contract/dashboard/dashboard.schemas';
import { ROUTE_STATE_LABELS, type RouteState } from '@portal/contract/freight/route-states';
import type { RouteFilter } from '@portal/contract/freight/routes.schemas';
import { formatZonedDateTime, WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import { addDays, previousMonthOf } from '@portal/contract/proformas/proforma-period';
import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import type { ProformaListFilters } from '@portal/contract/proformas/proformas.schemas';
import { isAdmin, type Role } from '@portal/contract/roles';
import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import { toRoubles } from '@portal/contract/validation/money';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { auctions, tenders } from '../../db/schema/index';
import { findStanding } from '../auctions/auction-bids.repository';
import { findContractorAuctions } from '../auctions/auctions.repository';
import { countUnread } from '../notifications/notifications.repository';
import { listProformas } from '../proformas/proforma-list';
import { moscowToday } from '../proformas/proformas.presenter';
import { graceMinutesOf } from '../rating/rating-indexes.repository';
import { sumAuctionSavings } from '../statistics/auction-figures.repository';
import { auctionFiguresOf } from '../statistics/statistics.service';
import { findContractorTenders } from '../tenders/tenders.repository';
import {
  countCarriersAwaitingVerification,
  countFleetToCheck,
  countFlightsByState,
  countNewAppeals,
  findExpiringDocuments,
  findLateFlights,
  findLatestRatings,
  findRunningAuctions,
  findTendersAwaitingWinners,
} from './dashboard.repository';

// DESIGN 12 «Dashboard»: one call per side builds every card from the committed rows (no cache), each figure from
// the query its list runs where one exists, so a card's number and the list it opens agree.

type Card<K> = Omit<DashboardCard, 'key' | 'title'> & { key: K };

const card = <K extends CustomerDashboardKey | ContractorDashboardKey>({
  key,
  ...rest
}: Card<K>): DashboardCard => ({ key, title: DASHBOARD_TITLES[key], ...rest });

const firstItems = (items: DashboardItem[]) => items.slice(0, DASHBOARD_ITEMS_MAX);

/** Today's flights of a list scope: the list's own date filter (Moscow wall time, both ends inclusive). */
const todayFilter = (today: string): Partial<RouteFilter> => ({
  date_from: `${today}T00:00`,
  date_to: `${today}T23:59`,
  is_draft: false,
  is_cancel: false,
});

const filterQuery = (filter: Partial<RouteFilter>) =>
  Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)]));

const flightsTodayCard = async (
  ctx: AppContext,
  side: { customerId: number } | { contractorId: number },
  today: string,
): Promise<DashboardCard> => {
  const filter = todayFilter(today);
  const byState = await countFlightsByState(ctx.db, side, filter);
  const listId = 'customerId' in side ? 'flights-customer' : 'flights-contractor';
  return card({
    key: 'flightsToday',
    value: byState.reduce((sum, row) => sum + row.total, 0),
    link: dashboardLink(listId, {}, filterQuery(filter)),
    items: firstItems(
      byState
        .sort((a, b) => b.total - a.total || a.state - b.state)
        .map((row) => ({
          id: row.state,
          label: ROUTE_STATE_LABELS[row.state as RouteState],
          value: row.total,
          link: dashboardLink(listId, {}, filterQuery({ ...filter, state: row.state })),
        })),
    ),
  });
};

/** YYYY-MM-DD as the statistics screen's typed period (DD.MM.YYYY). */
const typedDay = (day: string) => day.split('-').reverse().join('.');

/** This month's saving against the start price (statistics' auction figures) and the whole previous month's. */
const savingMonthCard = async (ctx: AppContext, customerId: number, today: string) => {
  const monthStart = `${today.slice(0, 8)}01`;
  const previous = previousMonthOf(today);
  const grouped = await sumAuctionSavings(ctx.db, customerId, {
    dateFrom: previous.dateFrom,
    dateTo: today,
    groupBy: 'month',
  });
  const savingOf = (start: string) => {
    const row = grouped.find(
      (candidate) =>
        candidate.period != null &&
        (candidate.period instanceof Date
          ? candidate.period.toISOString().slice(0, 10)
          : String(candidate.period).slice(0, 10)) === start,
    );
    return auctionFiguresOf(row).savingStart;
  };
  return card({
    key: 'savingMonth',
    value: savingOf(monthStart),
    previous: savingOf(previous.dateFrom),
    link: dashboardLink(
      'statistic',
      {},
      {
        tab: 'auction-economy',
        date_from: typedDay(monthStart),
        date_to: typedDay(today),
        group_by: 'month',
      },
    ),
  });
};

const proformaCard = async <K extends CustomerDashboardKey | ContractorDashboardKey>(
  ctx: AppContext,
  key: K,
  side: { ownerType: 'customer' | 'contractor'; ownerId: number },
  filter: Pick<ProformaListFilters, 'status' | 'overdue'>,
): Promise<DashboardCard> => {
  const list = await listProformas(
    ctx.db,
    side,
    { ...filter, page: 1, limit: DASHBOARD_ITEMS_MAX } as ProformaListFilters,
    ctx.clock.now(),
  );
  const listId = side.ownerType === 'customer' ? 'proforma-customer' : 'proforma-contractor';
  const viewId = side.ownerType === 'customer' ? 'customer-proforma-view' : 'contractor-proforma-view';
  const ownerParam = side.ownerType === 'customer' ? 'customerId' : 'contractorId';
  return card({
    key,
    value: list.totalCount,
    link: dashboardLink(
      listId,
      {},
      Object.fromEntries(Object.entries(filter).map(([name, value]) => [name, String(value)])),
    ),
    items: list.items.map((proforma) => ({
      id: proforma.id,
      label: [
        proforma.number ?? `Черновик за ${typedDay(proforma.dateFrom)}–${typedDay(proforma.dateTo)}`,
        side.ownerType === 'customer' ? proforma.contractor.name : proforma.customer.name,
      ].join(' · '),
      value: proforma.totals.summ,
      link: dashboardLink(viewId, { [ownerParam]: side.ownerId, proformaId: proforma.id }),
    })),
  });
};

export const customerDashboard = async (
  ctx: AppContext,
  customerId: number,
  roles: readonly Role[],
): Promise<Dashboard> => {
  const now = ctx.clock.now();
  const today = moscowToday(now);
  const grace = await graceMinutesOf(ctx.db, customerId);
  const [flightsToday, late, running, awaiting, appealsNew, fleet, verification, toAccept, overdue, saving] =
    await Promise.all([
      flightsTodayCard(ctx, { customerId }, today),
      findLateFlights(ctx.db, customerId, now, grace),
      findRunningAuctions(ctx.db, customerId),
      findTendersAwaitingWinners(ctx.db, customerId),
      countNewAppeals(ctx.db, customerId),
      countFleetToCheck(ctx.db, customerId),
      countCarriersAwaitingVerification(ctx.db),
      proformaCard(
        ctx,
        'proformasToAccept',
        { ownerType: 'customer', ownerId: customerId },
        {
          status: PROFORMA_STATUS.sent,
        },
      ),
      proformaCard(
        ctx,
        'paymentsOverdue',
        { ownerType: 'customer', ownerId: customerId },
        {
          overdue: true,
        },
      ),
      savingMonthCard(ctx, customerId, today),
    ]);
  const flightView = (flightId: number) => dashboardLink('customer-flight-view', { customerId, flightId });
  return {
    cards: [
      flightsToday,
      card({
        key: 'flightsLate',
        value: late.total,
        link: dashboardLink('flights-customer', {}, { is_draft: 'false', is_cancel: 'false' }),
        items: late.rows.map((flight) => ({
          id: flight.id,
          label: `${flight.routeCode} · ${typedDay(flight.routeDay)}`,
          value: null,
          link: flightView(flight.id),
        })),
      }),
      card({
        key: 'auctionsRunning',
        value: running.total,
        link: dashboardLink('auctions-customer', {}, { status: AUCTION_STATUS.active }),
        items: running.rows.map((auction) => ({
          id: auction.id,
          label: [
            `№ ${auction.id}`,
            auction.routeWay,
            `ставок: ${auction.bidsCount}`,
            `до ${formatZonedDateTime(auction.dateEnd, WORKING_TIME_ZONE)}`,
          ]
            .filter(Boolean)
            .join(' · '),
          value: auction.bestSumKopecks === null ? null : toRoubles(auction.bestSumKopecks),
          link: dashboardLink('customer-auction-view', { customerId, auctionsId: auction.id }),
        })),
      }),
      card({
        key: 'tendersAwaitingWinners',
        value: awaiting.total,
        link: dashboardLink('tenders-customer', {}, { status: TENDER_STATUS.ended }),
        items: awaiting.rows.map((tender) => ({
          id: tender.id,
          label: `№ ${tender.id} · ${tender.name}`,
          value: null,
          link: dashboardLink('customer-tender-view', { customerId, tendersId: tender.id }),
        })),
      }),
      card({
        key: 'appealsNew',
        value: appealsNew,
        link: dashboardLink('rating-appeals', {}, { status: 0 }),
      }),
      card({
        key: 'fleetToCheck',
        value: fleet.drivers + fleet.vehicles + fleet.drafts,
        link: dashboardLink('drivers-customer', {}, { status: 1 }),
        items: [
          {
            id: 1,
            label: 'Водители',
            value: fleet.drivers,
            link: dashboardLink('drivers-customer', {}, { status: 1 }),
          },
          {
            id: 2,
            label: 'Транспортные средства',
            value: fleet.vehicles,
            link: dashboardLink('transport-vehicles-customer', {}, { status: 1 }),
          },
          {
            id: 3,
            label: 'Заявки на изменение водителей',
            value: fleet.drafts,
            link: dashboardLink('driver-drafts', {}, { status: 0 }),
          },
        ],
      }),
      // The verification tab is the customer admins' (SPEC 2.2 verification/contractor: K, Adm).
      ...(isAdmin(roles)
        ? [
            card({
              key: 'carriersAwaitingVerification',
              value: verification,
              link: dashboardLink('contractor-list', {}, { tab: 'verification', status: 2 }),
            }),
          ]
        : []),
      toAccept,
      overdue,
      saving,
    ],
  };
};

const ratingCard = async (ctx: AppContext, contractorId: number): Promise<DashboardCard> => {
  const ratings = await findLatestRatings(ctx.db, contractorId);
  const first = ratings[0];
  return card({
    key: 'rating',
    value: first?.rating ?? null,
    previous: first?.previous ?? null,
    link: dashboardLink('my-rating'),
    ...(ratings.length > 1 && {
      items: ratings.map((rating) => ({
        id: rating.customerId,
        label: rating.name,
        value: rating.rating,
        link: dashboardLink('my-rating'),
      })),
    }),
  });
};

export const contractorDashboard = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
): Promise<Dashboard> => {
  const today = moscowToday(ctx.clock.now());
  const lastDay = addDays(today, DOCUMENTS_EXPIRING_DAYS - 1);
  const first = { page: 1, limit: DASHBOARD_ITEMS_MAX };
  const [open, tendersOpen, flightsToday, rating, toSend, returned, documents, unread] = await Promise.all([
    findContractorAuctions(ctx.db, contractorId, [eq(auctions.status, AUCTION_STATUS.active)], first),
    findContractorTenders(ctx.db, contractorId, [eq(tenders.status, TENDER_STATUS.active)], first),
    flightsTodayCard(ctx, { contractorId }, today),
    ratingCard(ctx, contractorId),
    proformaCard(
      ctx,
      'proformasToSend',
      { ownerType: 'contractor', ownerId: contractorId },
      { status: PROFORMA_STATUS.draft },
    ),
    proformaCard(
      ctx,
      'proformasReturned',
      { ownerType: 'contractor', ownerId: contractorId },
      { status: PROFORMA_STATUS.returned },
    ),
    findExpiringDocuments(ctx.db, contractorId, today, lastDay),
    countUnread(ctx.db, principal.userId),
  ]);
  const places = await Promise.all(
    open.rows.map(async (auction) => (await findStanding(ctx.db, auction.id, contractorId)).myRank),
  );
  return {
    cards: [
      card({
        key: 'auctionsOpen',
        value: open.total,
        link: dashboardLink('auctions-contractor'),
        items: open.rows.map((auction, index) => ({
          id: auction.id,
          label: `№ ${auction.id} · до ${formatZonedDateTime(auction.dateEnd, WORKING_TIME_ZONE)}`,
          value: places[index] ?? null,
          link: dashboardLink('contractor-auction-view', { contractorId, auctionsId: auction.id }),
        })),
      }),
      card({
        key: 'tendersOpen',
        value: tendersOpen.total,
        link: dashboardLink('tenders-contractor'),
        items: tendersOpen.rows.map((tender) => ({
          id: tender.id,
          label: `№ ${tender.id} · ${tender.name}`,
          value: null,
          link: dashboardLink('contractor-tender-view', { contractorId, tendersId: tender.id }),
        })),
      }),
      flightsToday,
      rating,
      toSend,
      returned,
      card({
        key: 'documentsExpiring',
        value: documents.total,
        link: dashboardLink('attorneys'),
        items: documents.rows.map((document) =>
          document.kind === 'attorney'
            ? {
                id: document.id,
                label: `Доверенность № ${document.name} — до ${typedDay(document.ends)}`,
                value: null,
                link: dashboardLink('contractor-attorney-view', { contractorId, attorneyId: document.id }),
              }
            : {
                id: document.id,
                label: `Водительское удостоверение: ${document.name} — до ${typedDay(document.ends)}`,
                value: null,
                link: dashboardLink('contractor-driver-view', { contractorId, driverId: document.id }),
              },
        ),
      }),
      card({
        key: 'notificationsUnread',
        value: unread,
        link: dashboardLink('notifications', {}, { unread: 'true' }),
      }),
    ],
  };
};
