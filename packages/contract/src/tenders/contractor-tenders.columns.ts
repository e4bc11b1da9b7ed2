import { formatZonedDateTime } from '../freight/zoned-time';
import type { ReportColumn } from '../reports/report-column';
import { TENDER_STATUS_LABELS } from './tender-status';
import type { ContractorTenderListItem } from './tenders.schemas';

// The carrier's tenders list as a workbook (`GET /api/contractors/{id}/tenders?format=xlsx`): the carrier's own
// counts only; bids stay sealed, so no price and no other carrier appears.

export const CONTRACTOR_TENDERS_FILE_NAME = 'Тендеры';
export const CONTRACTOR_TENDERS_TOTALS_LABEL = 'Итого';

const MOSCOW = 'Europe/Moscow';

export const CONTRACTOR_TENDER_COLUMNS: readonly ReportColumn<ContractorTenderListItem, { count: number }>[] =
  [
    { key: 'number', header: '№', value: (row) => row.number, width: 8 },
    { key: 'name', header: 'Название', value: (row) => row.name, width: 36 },
    { key: 'customer', header: 'Заказчик', value: (row) => row.customer.name, width: 30 },
    { key: 'status', header: 'Статус', value: (row) => TENDER_STATUS_LABELS[row.status], width: 18 },
    {
      key: 'dateEnd',
      header: 'Окончание приёма ставок',
      value: (row) => formatZonedDateTime(row.dateEnd, MOSCOW),
      width: 26,
    },
    { key: 'lotsCount', header: 'Лотов', value: (row) => row.lotsCount, width: 8 },
    { key: 'myBidsCount', header: 'Моих ставок', value: (row) => row.myBidsCount, width: 12 },
    { key: 'wonLotsCount', header: 'Выиграно лотов', value: (row) => row.wonLotsCount, width: 14 },
  ];
