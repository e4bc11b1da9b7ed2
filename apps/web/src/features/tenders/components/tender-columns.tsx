import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { TENDER_STATUS_LABELS } from '@portal/contract/tenders/tender-status';
import type { CustomerTenderListItem } from '@portal/contract/tenders/tenders.schemas';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { routePath } from '../../../shared/navigation/route-path';
import { TenderStatusTag } from './tender-status-tag';

export const customerTenderColumns = (customerId: number): TableColumnsType<CustomerTenderListItem> => [
  {
    title: '№',
    dataIndex: 'number',
    render: (number: string, row) => (
      <Link to={routePath('customer-tender-view', { customerId, tendersId: row.id })}>{number}</Link>
    ),
  },
  { title: 'Название', dataIndex: 'name' },
  {
    title: 'Статус',
    dataIndex: 'status',
    render: (_: unknown, row) => <TenderStatusTag status={row.status} />,
  },
  { title: 'Начало', dataIndex: 'dateStart', render: (value: string | null) => formatDateTime(value) || '—' },
  { title: 'Окончание', dataIndex: 'dateEnd', render: (value: string) => formatDateTime(value) },
  { title: 'Лотов', dataIndex: 'lotsCount', align: 'right' },
  { title: 'Ставок', dataIndex: 'bidsCount', align: 'right' },
  {
    title: 'По начальным ценам',
    dataIndex: 'startTotal',
    align: 'right',
    render: (value: number) => formatMoney(value),
  },
];

export const CUSTOMER_TENDER_EXPORT_COLUMNS: readonly ExportColumn<CustomerTenderListItem>[] = [
  { header: '№', value: (row) => row.number, width: 8 },
  { header: 'Название', value: (row) => row.name, width: 40 },
  { header: 'Статус', value: (row) => TENDER_STATUS_LABELS[row.status], width: 22 },
  { header: 'Начало', value: (row) => formatDateTime(row.dateStart), width: 18 },
  { header: 'Окончание', value: (row) => formatDateTime(row.dateEnd), width: 18 },
  { header: 'Лотов', value: (row) => row.lotsCount, width: 8 },
  { header: 'Ставок', value: (row) => row.bidsCount, width: 8 },
  { header: 'По начальным ценам, ₽', value: (row) => row.startTotal, width: 18 },
];
