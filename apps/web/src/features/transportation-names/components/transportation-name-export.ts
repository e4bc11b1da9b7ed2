import type { TransportationName } from '@portal/contract/transportation-names/transportation-names.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

export const TRANSPORTATION_NAME_EXPORT_COLUMNS: readonly ExportColumn<TransportationName>[] = [
  { header: 'Название', value: (row) => row.name, width: 40 },
  { header: 'Цвет', value: (row) => row.color, width: 12 },
];
