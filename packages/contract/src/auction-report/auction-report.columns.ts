import { AUCTION_STATUS_LABELS } from '../auctions/auction-status';
import { formatMoney } from '../format/numbers';
import { formatZonedDateTime } from '../freight/zoned-time';
import type { ReportColumn } from '../reports/report-column';
import type { AuctionReportRow, AuctionReportTotals } from './auction-report.schemas';

export type AuctionReportColumn = ReportColumn<AuctionReportRow, AuctionReportTotals>;

const MOSCOW = 'Europe/Moscow';

export const AUCTION_REPORT_COLUMNS: readonly AuctionReportColumn[] = [
  { key: 'number', header: '№', value: (row) => row.number, width: 8 },
  { key: 'status', header: 'Статус', value: (row) => AUCTION_STATUS_LABELS[row.status], width: 18 },
  { key: 'routes', header: 'Рейсы', value: (row) => row.routeCodes.join(', '), width: 28 },
  {
    key: 'dateEnd',
    header: 'Окончание',
    value: (row) => formatZonedDateTime(row.dateEnd, MOSCOW),
    width: 24,
  },
  {
    key: 'startSum',
    header: 'Начальная цена, ₽',
    value: (row) => row.startSum,
    total: (totals) => totals.startSum,
    width: 18,
  },
  { key: 'bestSumm', header: 'Лучшая цена, ₽', value: (row) => row.bestSumm, width: 18 },
  {
    key: 'resultSumm',
    header: 'Цена победителя, ₽',
    value: (row) => row.resultSumm,
    total: (totals) => totals.resultSumm,
    width: 18,
  },
  {
    key: 'saving',
    header: 'Экономия, ₽',
    value: (row) => row.saving,
    total: (totals) => totals.saving,
    width: 16,
  },
  {
    key: 'savingPercent',
    header: 'Экономия, %',
    value: (row) => row.savingPercent,
    total: (totals) => totals.savingPercent,
    width: 12,
  },
  {
    key: 'bidsCount',
    header: 'Ставок',
    value: (row) => row.bidsCount,
    total: (totals) => totals.bidsCount,
    width: 10,
  },
  { key: 'participantsCount', header: 'Участников', value: (row) => row.participantsCount, width: 12 },
  {
    key: 'extensionsCount',
    header: 'Продлений',
    value: (row) => row.extensionsCount,
    total: (totals) => totals.extensionsCount,
    width: 12,
  },
  { key: 'winner', header: 'Победитель', value: (row) => row.winner?.name ?? '', width: 28 },
  {
    key: 'declinesCount',
    header: 'Отказов',
    value: (row) => row.declinesCount,
    total: (totals) => totals.declinesCount,
    width: 10,
  },
];

export const AUCTION_REPORT_TOTALS_LABEL = 'Итого';

/** Under the totals: the saving counts only the auctions with a winner's price, from their own start sums. */
export const auctionReportSavingNote = (totals: AuctionReportTotals): string =>
  `Экономия в итогах — по аукционам с ценой победителя: их начальная цена ${formatMoney(totals.startSumWithResult)}, ` +
  `цена победителя ${formatMoney(totals.resultSumm)}.`;
