import { AUCTION_STATUS_LABELS } from '@portal/contract/auctions/auction-status';
import type { CustomerAuctionListItem } from '@portal/contract/auctions/auctions.schemas';
import { routeWaysOf } from '@portal/contract/auctions/contractor-auctions.columns';
import { formatDateTime } from '@portal/contract/format/dates';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { savingOf } from './auction-figures';

/** The customer's list as the table shows it; sums stay numbers so the sheet can add them up. */
export const CUSTOMER_AUCTION_EXPORT_COLUMNS: readonly ExportColumn<CustomerAuctionListItem>[] = [
  { header: 'Номер', value: (row) => row.number, width: 14 },
  { header: 'Статус', value: (row) => AUCTION_STATUS_LABELS[row.status], width: 18 },
  { header: 'Маршрут', value: (row) => routeWaysOf(row), width: 36 },
  { header: 'Рейсы', value: (row) => row.routes.map((route) => route.routeCode).join(', '), width: 28 },
  { header: 'Начало', value: (row) => formatDateTime(row.dateStart), width: 18 },
  { header: 'Окончание', value: (row) => formatDateTime(row.dateEnd), width: 18 },
  { header: 'Начальная цена, ₽', value: (row) => row.startSum, width: 16 },
  { header: 'Лучшая цена, ₽', value: (row) => row.bestSumm, width: 16 },
  { header: 'Экономия, ₽', value: (row) => savingOf(row.startSum, row.bestSumm)?.amount ?? null, width: 14 },
  { header: 'Ставок', value: (row) => row.bidsCount, width: 10 },
  { header: 'Продлений', value: (row) => row.extensionsCount, width: 12 },
  { header: 'Победитель', value: (row) => row.winner?.contractor.name ?? '', width: 28 },
];
