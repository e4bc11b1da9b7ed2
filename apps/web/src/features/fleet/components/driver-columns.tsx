import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import { FLEET_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { exportColumnsOf, type FleetColumn, tableColumnsOf } from './fleet-columns';
import { FleetStatusTag } from './fleet-status-tag';

const PENDING_DRAFT = 'Изменения на проверке';

type DriverColumnOptions = {
  showContractor: boolean;
  /** Where the name leads: the record's read-only view. */
  viewPath?: (row: Driver) => string;
};

/** ФИО, телефон, категории, статус; the customer's list adds the carrier. */
const driverFields = ({ showContractor, viewPath }: DriverColumnOptions): FleetColumn<Driver>[] => [
  {
    key: 'fullname',
    title: 'ФИО',
    text: (row) => row.fullname,
    ...(viewPath ? { render: (row: Driver) => <Link to={viewPath(row)}>{row.fullname}</Link> } : {}),
    width: 36,
  },
  ...(showContractor
    ? [{ key: 'contractor', title: 'Перевозчик', text: (row: Driver) => row.contractor.name, width: 30 }]
    : []),
  { key: 'phone', title: 'Телефон', text: (row) => row.phone, width: 20 },
  {
    key: 'licenceCategories',
    title: 'Категории',
    text: (row) => row.licenceCategories.join(', '),
    width: 20,
  },
  {
    key: 'status',
    title: 'Статус',
    text: (row) => [FLEET_STATUS_LABELS[row.status], ...(row.hasDraft ? [PENDING_DRAFT] : [])].join(', '),
    render: (row) => (
      <>
        <FleetStatusTag status={row.status} />
        {row.hasDraft && <Tag color="warning">{PENDING_DRAFT}</Tag>}
      </>
    ),
    width: 36,
  },
];

/** The list's table; both lists end with the row's actions. */
export const driverColumns = ({
  actions,
  ...options
}: DriverColumnOptions & { actions?: (row: Driver) => ReactNode }) =>
  tableColumnsOf(driverFields(options), actions);

/** The list's Excel export: the table's columns, as text. */
export const driverExportColumns = (showContractor: boolean) =>
  exportColumnsOf(driverFields({ showContractor }));
