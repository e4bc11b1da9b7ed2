import type { Attorney } from '@portal/contract/fleet/attorneys.schemas';
import { ATTORNEY_EXPIRED_LABEL, ATTORNEY_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { fromApiDate } from './fleet-dates';

/** DESIGN 11: an active attorney whose dateTo has passed shows as expired. */
export const attorneyStatusLabel = (row: Attorney): string =>
  row.isExpired ? ATTORNEY_EXPIRED_LABEL : ATTORNEY_STATUS_LABELS[row.status];

export function AttorneyStatusTag({ row }: { row: Attorney }) {
  const color = row.isExpired ? 'warning' : row.status === 0 ? 'success' : 'error';
  return <Tag color={color}>{attorneyStatusLabel(row)}</Tag>;
}

export const attorneyColumns = (options: {
  showContractor: boolean;
  actions?: (row: Attorney) => ReactNode;
}): TableColumnsType<Attorney> => [
  { title: 'Номер', dataIndex: 'number' },
  ...(options.showContractor
    ? [{ title: 'Перевозчик', key: 'contractor', render: (_: unknown, row: Attorney) => row.contractor.name }]
    : []),
  { title: 'Водитель', key: 'driver', render: (_: unknown, row: Attorney) => row.driver.fullname },
  {
    title: 'Действует',
    key: 'period',
    render: (_: unknown, row: Attorney) => `${fromApiDate(row.dateFrom)} — ${fromApiDate(row.dateTo)}`,
  },
  { title: 'Статус', key: 'status', render: (_: unknown, row: Attorney) => <AttorneyStatusTag row={row} /> },
  ...(options.actions
    ? [
        {
          title: 'Действия',
          key: 'actions',
          width: 200,
          render: (_: unknown, row: Attorney) => options.actions?.(row),
        },
      ]
    : []),
];
