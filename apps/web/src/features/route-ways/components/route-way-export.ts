import type { RouteWaySummary } from '@portal/contract/freight/route-ways.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { transportationTypeLabel } from './transportation-type';

export const ROUTE_WAY_EXPORT_COLUMNS: readonly ExportColumn<RouteWaySummary>[] = [
  { header: 'Код', value: (row) => row.code, width: 16 },
  { header: 'Название', value: (row) => row.name, width: 40 },
  { header: 'Вид перевозки', value: (row) => transportationTypeLabel(row.transportationType), width: 14 },
  { header: 'Откуда', value: (row) => row.firstDepartment.name, width: 28 },
  { header: 'Куда', value: (row) => row.lastDepartment.name, width: 28 },
  { header: 'Пунктов', value: (row) => row.pointsCount, width: 10 },
  { header: 'Расстояние, км', value: (row) => row.distance, width: 14 },
  { header: 'Тариф, ₽', value: (row) => row.tariff, width: 14 },
];
