import { formatZonedDateTime } from '../freight/zoned-time';
import type { ReportColumn } from '../reports/report-column';
import { AUCTION_STATUS_LABELS } from './auction-status';
import type { ContractorAuction } from './auctions.schemas';

// The carrier's auctions list as a workbook (`GET /api/contractors/{id}/auctions?format=xlsx`): the carrier's own
// columns only, never another carrier's name.

export const CONTRACTOR_AUCTIONS_FILE_NAME = 'Аукционы';
export const CONTRACTOR_AUCTIONS_TOTALS_LABEL = 'Итого';

const MOSCOW = 'Europe/Moscow';

/** The route ways of an auction's flights, each once. */
export const routeWaysOf = (auction: { routes: { routeWay: { name: string } }[] }): string =>
  [...new Set(auction.routes.map((route) => route.routeWay.name))].join(', ');

export const CONTRACTOR_AUCTION_COLUMNS: readonly ReportColumn<ContractorAuction, { count: number }>[] = [
  { key: 'number', header: 'Номер', value: (row) => row.number, width: 10 },
  { key: 'customer', header: 'Заказчик', value: (row) => row.customer.name, width: 30 },
  { key: 'status', header: 'Статус', value: (row) => AUCTION_STATUS_LABELS[row.status], width: 18 },
  { key: 'routeWay', header: 'Маршрут', value: routeWaysOf, width: 36 },
  {
    key: 'routes',
    header: 'Рейсы',
    value: (row) => row.routes.map((route) => route.routeCode).join(', '),
    width: 28,
  },
  {
    key: 'dateStart',
    header: 'Начало',
    value: (row) => formatZonedDateTime(row.dateStart, MOSCOW),
    width: 24,
  },
  {
    key: 'dateEnd',
    header: 'Окончание',
    value: (row) => formatZonedDateTime(row.dateEnd, MOSCOW),
    width: 24,
  },
  { key: 'startSum', header: 'Начальная цена, ₽', value: (row) => row.startSum, width: 18 },
  { key: 'bestSumm', header: 'Лучшая цена, ₽', value: (row) => row.bestSumm, width: 16 },
  { key: 'myBestSumm', header: 'Ваша ставка, ₽', value: (row) => row.myBestSumm, width: 16 },
  { key: 'myRank', header: 'Ваше место', value: (row) => row.myRank, width: 12 },
  { key: 'isWinner', header: 'Победа', value: (row) => (row.isWinner ? 'Да' : ''), width: 10 },
];
