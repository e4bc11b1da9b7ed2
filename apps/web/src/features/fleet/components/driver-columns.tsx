import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import type { FleetStatus } from '@portal/contract/fleet/fleet-states';
import { type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FleetStatusTag } from './fleet-status-tag';

/** ФИО, телефон, категории, статус; the customer's list adds the carrier, both end with the row's actions. */
export const driverColumns = (options: {
  showContractor: boolean;
  actions?: (row: Driver) => ReactNode;
  /** Where the name leads: the record's read-only view. */
  viewPath?: (row: Driver) => string;
}): TableColumnsType<Driver> => [
  {
    title: 'ФИО',
    key: 'fullname',
    render: (_: unknown, row: Driver) =>
      options.viewPath ? <Link to={options.viewPath(row)}>{row.fullname}</Link> : row.fullname,
  },
  ...(options.showContractor
    ? [{ title: 'Перевозчик', key: 'contractor', render: (_: unknown, row: Driver) => row.contractor.name }]
    : []),
  { title: 'Телефон', dataIndex: 'phone' },
  {
    title: 'Категории',
    dataIndex: 'licenceCategories',
    render: (categories: string[]) => categories.join(', '),
  },
  {
    title: 'Статус',
    dataIndex: 'status',
    render: (status: FleetStatus, row) => (
      <>
        <FleetStatusTag status={status} />
        {row.hasDraft && <Tag color="warning">Изменения на проверке</Tag>}
      </>
    ),
  },
  ...(options.actions
    ? [
        {
          title: 'Действия',
          key: 'actions',
          // Narrow enough that the decision buttons wrap instead of running off the table at 1280 px.
          width: 200,
          render: (_: unknown, row: Driver) => options.actions?.(row),
        },
      ]
    : []),
];
