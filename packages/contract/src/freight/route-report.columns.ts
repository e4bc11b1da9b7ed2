import type { ReportColumn } from '../reports/report-column';
import { formatLateness } from './route-code';
import type { RouteReportRow, RouteReportTotals } from './route-report.schemas';
import { routeStatusLabel } from './route-states';
import { formatZonedDateTime } from './zoned-time';

export type RouteReportColumn = ReportColumn<RouteReportRow, RouteReportTotals>;

const latenessByPoint = (row: RouteReportRow): string =>
  row.points
    .filter((point) => point.interval !== null)
    .map((point) => `${point.department.name}: ${formatLateness(point.interval)}`)
    .join('; ');

export const ROUTE_REPORT_COLUMNS: readonly RouteReportColumn[] = [
  { key: 'routeCode', header: 'Рейс', value: (row) => row.routeCode, width: 18 },
  {
    key: 'routeWay',
    header: 'Маршрут',
    value: (row) => `${row.routeWay.code} ${row.routeWay.name}`,
    width: 32,
  },
  {
    key: 'planDateArrival',
    header: 'Плановое прибытие',
    value: (row) => formatZonedDateTime(row.planDateArrival, row.firstDepartment.timezone),
    width: 24,
  },
  {
    key: 'planDateLoading',
    header: 'Плановая погрузка',
    value: (row) => formatZonedDateTime(row.planDateLoading, row.firstDepartment.timezone),
    width: 24,
  },
  { key: 'contractor', header: 'Перевозчик', value: (row) => row.contractor?.name ?? '', width: 28 },
  {
    key: 'initialSum',
    header: 'Начальная сумма с НДС, ₽',
    value: (row) => row.initialSum,
    total: (totals) => totals.initialSum,
    width: 18,
  },
  {
    key: 'initialSumWithoutVat',
    header: 'Начальная сумма без НДС, ₽',
    value: (row) => row.initialSumWithoutVat,
    total: (totals) => totals.initialSumWithoutVat,
    width: 18,
  },
  {
    key: 'freightSum',
    header: 'Ставка с НДС, ₽',
    value: (row) => row.freightSum,
    total: (totals) => totals.freightSum,
    width: 16,
  },
  {
    key: 'freightSumWithoutVat',
    header: 'Ставка без НДС, ₽',
    value: (row) => row.freightSumWithoutVat,
    total: (totals) => totals.freightSumWithoutVat,
    width: 16,
  },
  { key: 'latenessByPoint', header: 'Опоздание по пунктам', value: latenessByPoint, width: 40 },
  {
    key: 'lateness',
    header: 'Опоздание всего',
    value: (row) => formatLateness(row.lateness),
    total: (totals) => formatLateness(totals.lateness),
    width: 16,
  },
  { key: 'state', header: 'Состояние', value: (row) => routeStatusLabel(row), width: 22 },
];

export const ROUTE_REPORT_TOTALS_LABEL = 'Итого';
