import type { ContractorListSummary } from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

export const CONTRACTOR_LIST_EXPORT_COLUMNS: readonly ExportColumn<ContractorListSummary>[] = [
  { header: 'Название', value: (list) => list.name, width: 40 },
  { header: 'Перевозчиков', value: (list) => list.membersCount, width: 14 },
  { header: 'Создан', value: (list) => formatDateTime(list.createdAt), width: 18 },
  { header: 'Изменён', value: (list) => formatDateTime(list.updatedAt), width: 18 },
  { header: 'Автор', value: (list) => list.createdBy?.fullname ?? '', width: 32 },
];
