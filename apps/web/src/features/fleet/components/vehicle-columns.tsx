import { VEHICLE_KIND_LABELS } from '@portal/contract/fleet/fleet-references';
import { FLEET_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import type { Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { exportColumnsOf, type FleetColumn, tableColumnsOf } from './fleet-columns';
import { FleetStatusTag } from './fleet-status-tag';

type VehicleColumnOptions = {
  showContractor: boolean;
  /** Where the plate leads: the record's read-only view. */
  viewPath?: (row: Vehicle) => string;
};

const modelText = ({ model }: Vehicle) =>
  `${model.name} (${formatNumber(model.loadCapacity)} т${model.bodyVolume ? `, ${formatNumber(model.bodyVolume)} м³` : ''})`;

/** Госномер, вид, модель, VIN (the search matches it), год, статус; the customer's list adds the carrier. */
const vehicleFields = ({ showContractor, viewPath }: VehicleColumnOptions): FleetColumn<Vehicle>[] => [
  {
    key: 'plateNumber',
    title: 'Госномер',
    text: (row) => row.plateNumber,
    ...(viewPath ? { render: (row: Vehicle) => <Link to={viewPath(row)}>{row.plateNumber}</Link> } : {}),
    width: 14,
  },
  ...(showContractor
    ? [{ key: 'contractor', title: 'Перевозчик', text: (row: Vehicle) => row.contractor.name, width: 30 }]
    : []),
  { key: 'kind', title: 'Вид', text: (row) => VEHICLE_KIND_LABELS[row.kind], width: 18 },
  { key: 'model', title: 'Модель', text: modelText, width: 36 },
  { key: 'vin', title: 'VIN', text: (row) => row.vin, width: 20 },
  { key: 'year', title: 'Год', text: (row) => row.year, width: 8 },
  {
    key: 'status',
    title: 'Статус',
    text: (row) => FLEET_STATUS_LABELS[row.status],
    render: (row) => <FleetStatusTag status={row.status} />,
    width: 16,
  },
];

/** The list's table; both lists end with the row's actions. */
export const vehicleColumns = ({
  actions,
  ...options
}: VehicleColumnOptions & { actions?: (row: Vehicle) => ReactNode }) =>
  tableColumnsOf(vehicleFields(options), actions);

/** The list's Excel export: the table's columns, as text. */
export const vehicleExportColumns = (showContractor: boolean) =>
  exportColumnsOf(vehicleFields({ showContractor }));
