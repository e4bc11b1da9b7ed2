import { routeStatusLabel } from '@portal/contract/freight/route-states';
import type { ContractorRouteListItem, CustomerRouteListItem } from '@portal/contract/freight/routes.schemas';
import { formatZonedDateTime } from '@portal/contract/freight/zoned-time';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { formatLateness } from './zoned-times';

type ListItem = CustomerRouteListItem | ContractorRouteListItem;

/** The columns both lists show, as the table renders them (times in the first point's zone). */
const commonColumns = <T extends ListItem>(): ExportColumn<T>[] => [
  { header: 'Код рейса', value: (row) => row.routeCode, width: 16 },
  { header: 'Отказ перевозчика', value: (row) => (row.hasOpenDisclaimer ? 'Да' : 'Нет'), width: 18 },
  { header: 'Маршрут', value: (row) => row.routeWay.name, width: 36 },
  {
    header: 'Плановое прибытие',
    value: (row) => formatZonedDateTime(row.planDateArrival, row.firstDepartment.timezone),
    width: 20,
  },
  { header: 'Вид перевозки', value: (row) => row.transportation.name, width: 18 },
  { header: 'Статус', value: (row) => routeStatusLabel(row), width: 20 },
  {
    header: 'Опоздание',
    value: (row) => (row.currentState > 0 ? formatLateness(row.lateness) : '—'),
    width: 14,
  },
];

export const CUSTOMER_FLIGHT_EXPORT_COLUMNS: readonly ExportColumn<CustomerRouteListItem>[] = [
  ...commonColumns<CustomerRouteListItem>(),
  { header: 'Перевозчик', value: (row) => row.contractor?.name ?? '—', width: 28 },
  // A number, not the formatted text, so the sheet can sum it.
  { header: 'Сумма, ₽', value: (row) => row.freightSum ?? row.initialSum, width: 14 },
  { header: 'Менеджер', value: (row) => row.manager?.fullname ?? '—', width: 24 },
];

export const CONTRACTOR_FLIGHT_EXPORT_COLUMNS: readonly ExportColumn<ContractorRouteListItem>[] = [
  ...commonColumns<ContractorRouteListItem>(),
  { header: 'Заказчик', value: (row) => row.customer.name, width: 28 },
  { header: 'Сумма, ₽', value: (row) => row.freightSum, width: 14 },
];
