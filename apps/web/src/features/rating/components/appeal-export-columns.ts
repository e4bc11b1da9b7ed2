import { formatDateTime } from '@portal/contract/format/dates';
import { APPEAL_STATUS_LABELS, type AppealStatus } from '@portal/contract/rating/appeal-status';
import type { Appeal } from '@portal/contract/rating/rating.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

/** The customer's appeals list in Excel: the table's columns plus both comments. */
export const APPEAL_EXPORT_COLUMNS: readonly ExportColumn<Appeal>[] = [
  { header: 'Номер', value: (row) => row.id },
  { header: 'Дата подачи', value: (row) => formatDateTime(row.createdOn) },
  { header: 'Перевозчик', value: (row) => row.contractor.name },
  { header: 'Тип апелляции', value: (row) => row.indexValue.index.name },
  { header: 'Статус', value: (row) => APPEAL_STATUS_LABELS[row.status as AppealStatus] },
  { header: 'Комментарий перевозчика', value: (row) => row.comment },
  { header: 'Комментарий к решению', value: (row) => row.decisionComment },
];
