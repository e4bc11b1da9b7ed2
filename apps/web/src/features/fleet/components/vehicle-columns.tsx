import { VEHICLE_KIND_LABELS } from '@portal/contract/fleet/fleet-references';
import type { FleetStatus } from '@portal/contract/fleet/fleet-states';
import type { Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FleetStatusTag } from './fleet-status-tag';

/** Госномер, вид, модель, год, статус; the customer's list adds the carrier. */
export const vehicleColumns = (options: {
  showContractor: boolean;
  actions?: (row: Vehicle) => ReactNode;
  /** Where the name leads: the record's read-only view. */
  viewPath?: (row: Vehicle) => string;
}): TableColumnsType<Vehicle> => [
  {
    title: 'Госномер',
    key: 'plateNumber',
    render: (_: unknown, row: Vehicle) =>
      options.viewPath ? <Link to={options.viewPath(row)}>{row.plateNumber}</Link> : row.plateNumber,
  },
  ...(options.showContractor
    ? [{ title: 'Перевозчик', key: 'contractor', render: (_: unknown, row: Vehicle) => row.contractor.name }]
    : []),
  { title: 'Вид', dataIndex: 'kind', render: (kind: Vehicle['kind']) => VEHICLE_KIND_LABELS[kind] },
  {
    title: 'Модель',
    key: 'model',
    render: (_: unknown, row: Vehicle) =>
      `${row.model.name} (${formatNumber(row.model.loadCapacity)} т${row.model.bodyVolume ? `, ${formatNumber(row.model.bodyVolume)} м³` : ''})`,
  },
  { title: 'Год', dataIndex: 'year' },
  {
    title: 'Статус',
    dataIndex: 'status',
    render: (status: FleetStatus) => <FleetStatusTag status={status} />,
  },
  ...(options.actions
    ? [
        {
          title: 'Действия',
          key: 'actions',
          width: 200,
          render: (_: unknown, row: Vehicle) => options.actions?.(row),
        },
      ]
    : []),
];
