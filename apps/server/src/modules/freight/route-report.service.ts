import type {
  RouteReport,
  RouteReportQuery,
  RouteReportRow,
} from '@portal/contract/freight/route-report.schemas';
import { lineVat, type VatRegime, vatRate } from '@portal/contract/proformas/vat';
import { toRoubles } from '@portal/contract/validation/money';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { findMovementPoints, type MovementPointRow } from './route-parts.repository';
import { presentRouteWayRef } from './route-ways.presenter';
import { findRoutes, findVatRegimes, type RouteRow, routeConditions, sumRoutes } from './routes.repository';

/**
 * DESIGN 12: a gross sum without its VAT at the rate of the flight's day (its route code's) and the regime, rounded
 * to the kopeck per row; the totals add these up in SQL (`sumRoutes`).
 */
const withoutVat = (kopecks: number | null, day: string, regime: VatRegime): number | null =>
  kopecks === null ? null : toRoubles(lineVat(kopecks, vatRate(day, regime)).sumWithoutVat);

const presentReportRow = (
  row: RouteRow,
  points: MovementPointRow[],
  freightRegime: VatRegime,
): RouteReportRow => ({
  id: row.route.id,
  routeCode: row.route.routeCode,
  routeWay: presentRouteWayRef(row.routeWay),
  organization: row.organization,
  planDateArrival: row.route.planDateArrival.toISOString(),
  planDateLoading: row.route.planDateLoading.toISOString(),
  firstDepartment: row.firstDepartment,
  lastDepartment: row.lastDepartment,
  contractor:
    row.contractor && row.contractor.id !== null
      ? { id: row.contractor.id, name: row.contractor.name }
      : null,
  initialSum: toRoubles(row.route.initialSumKopecks),
  // The initial sum is the customer's price before any carrier: the general rate.
  initialSumWithoutVat: withoutVat(row.route.initialSumKopecks, row.route.routeDay, 'general')!,
  freightSum: row.route.freightSumKopecks === null ? null : toRoubles(row.route.freightSumKopecks),
  freightSumWithoutVat: withoutVat(row.route.freightSumKopecks, row.route.routeDay, freightRegime),
  points: points.map((point) => ({
    department: point.department,
    planDateArrival: point.planDateArrival.toISOString(),
    factDateArrival: point.factDateArrival?.toISOString() ?? null,
    interval: point.interval,
  })),
  lateness: row.route.lateness,
  isDraft: row.route.isDraft,
  isCancel: row.route.isCancel,
  currentState: row.route.currentState,
});

/**
 * GET …/reports/routes: the list's filters over the customer's routes, one page with the totals of the whole
 * filtered set; `all` gives every row (the xlsx export).
 */
export const buildRouteReport = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, format: _format, ...filter }: RouteReportQuery,
  all = false,
): Promise<RouteReport> => {
  const conditions = routeConditions({ customerId: principal.ownerId }, filter);
  const [{ rows }, sums] = await Promise.all([
    findRoutes(ctx.db, conditions, all ? null : { page, limit }),
    sumRoutes(ctx.db, conditions),
  ]);
  const [points, regimes] = await Promise.all([
    findMovementPoints(
      ctx.db,
      rows.map((row) => row.route.id),
    ),
    findVatRegimes(ctx.db, [
      ...new Set(rows.flatMap((row) => (row.route.contractorId === null ? [] : [row.route.contractorId]))),
    ]),
  ]);
  return {
    items: rows.map((row) =>
      presentReportRow(
        row,
        points.filter((point) => point.routeId === row.route.id),
        // The freight sum is the carrier's price: its regime (a sum with no carrier, the general rate).
        (row.route.contractorId === null ? undefined : regimes.get(row.route.contractorId)) ?? 'general',
      ),
    ),
    // The report sums the whole filtered set anyway, so its count is exact (the list's stops at the cap).
    totalCount: sums.count,
    currentPageNumber: all ? 1 : page,
    numItemsPerPage: all ? rows.length : limit,
    totals: {
      count: sums.count,
      initialSum: toRoubles(sums.initialSumKopecks),
      initialSumWithoutVat: toRoubles(sums.initialSumWithoutVatKopecks),
      freightSum: toRoubles(sums.freightSumKopecks),
      freightSumWithoutVat: toRoubles(sums.freightSumWithoutVatKopecks),
      lateness: sums.lateness,
    },
  };
};
