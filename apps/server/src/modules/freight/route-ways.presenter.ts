import type {
  RouteWay,
  RouteWayRef,
  RouteWaySummary,
  Tariff,
} from '@portal/contract/freight/route-ways.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import type { RouteWayPointRow, RouteWayRow, TariffRow } from './route-ways.repository';

export const presentRouteWayRef = (row: {
  id: number;
  code: string;
  name: string;
  transportationType: number;
}): RouteWayRef => ({
  id: row.id,
  code: row.code,
  name: row.name,
  transportationType: row.transportationType,
});

const lastOf = <T>(items: readonly T[]): T => items[items.length - 1]!;

export const presentRouteWay = (row: RouteWayRow, points: readonly RouteWayPointRow[]): RouteWay => ({
  ...presentRouteWayRef(row),
  points: points.map(({ position, department, distance }) => ({ position, department, distance })),
  distance: points.length ? lastOf(points).distance : 0,
  tariff: row.tariffKopecks === null ? null : toRoubles(row.tariffKopecks),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentRouteWaySummary = (
  row: RouteWayRow,
  points: readonly RouteWayPointRow[],
): RouteWaySummary => ({
  ...presentRouteWayRef(row),
  firstDepartment: points[0]!.department,
  lastDepartment: lastOf(points).department,
  pointsCount: points.length,
  distance: lastOf(points).distance,
  tariff: row.tariffKopecks === null ? null : toRoubles(row.tariffKopecks),
});

export const presentTariff = (row: TariffRow): Tariff => ({
  id: row.id,
  summ: toRoubles(row.summKopecks),
  source: row.source,
  tenderId: row.tenderId,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});
