import { removeVat } from '@portal/contract/format/vat';
import type {
  RouteReport,
  RouteReportQuery,
  RouteReportRow,
} from '@portal/contract/freight/route-report.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { findMovementPoints, type MovementPointRow } from './route-parts.repository';
import { presentRouteWayRef } from './route-ways.presenter';
import { findRoutes, type RouteRow, routeConditions, sumRoutes } from './routes.repository';

const withoutVat = (kopecks: number | null): number | null =>
  kopecks === null ? null : removeVat(toRoubles(kopecks));

const presentReportRow = (row: RouteRow, points: MovementPointRow[]): RouteReportRow => ({
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
  initialSumWithoutVat: withoutVat(row.route.initialSumKopecks)!,
  freightSum: row.route.freightSumKopecks === null ? null : toRoubles(row.route.freightSumKopecks),
  freightSumWithoutVat: withoutVat(row.route.freightSumKopecks),
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
  const [{ rows, total }, sums] = await Promise.all([
    findRoutes(ctx.db, conditions, all ? null : { page, limit }),
    sumRoutes(ctx.db, conditions),
  ]);
  const points = await findMovementPoints(
    ctx.db,
    rows.map((row) => row.route.id),
  );
  return {
    items: rows.map((row) =>
      presentReportRow(
        row,
        points.filter((point) => point.routeId === row.route.id),
      ),
    ),
    totalCount: total,
    currentPageNumber: all ? 1 : page,
    numItemsPerPage: all ? total : limit,
    totals: {
      count: sums.count,
      initialSum: toRoubles(sums.initialSumKopecks),
      initialSumWithoutVat: removeVat(toRoubles(sums.initialSumKopecks)),
      freightSum: toRoubles(sums.freightSumKopecks),
      freightSumWithoutVat: removeVat(toRoubles(sums.freightSumKopecks)),
      lateness: sums.lateness,
    },
  };
};
