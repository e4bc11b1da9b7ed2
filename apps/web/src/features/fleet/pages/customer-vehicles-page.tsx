import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { VEHICLE_MESSAGES, type Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import { routePath } from '../../../shared/navigation/route-path';
import {
  fetchVehicles,
  useVehicleActionMutation,
  useVehicles,
  type VehicleActionArgs,
} from '../api/vehicles';
import { type CustomerCheckKind, CustomerCheckPage } from '../components/customer-check-page';
import { useFleetList } from '../components/fleet-list-filters';
import { vehicleColumns, vehicleExportColumns } from '../components/vehicle-columns';

const VEHICLE_CHECK: CustomerCheckKind<Vehicle, VehicleActionArgs> = {
  describe: (vehicle) => vehicle.plateNumber,
  columns: (actions) =>
    vehicleColumns({
      showContractor: true,
      viewPath: (row) => routePath('customer-vehicle-view', { transportVehiclesId: row.id }),
      ...(actions ? { actions } : {}),
    }),
  verifyButtonText: 'Проверено',
  verifyQuestion: 'Подтвердить проверку ТС?',
  rejectTitle: 'Отклонить ТС',
  canReturn: (vehicle) => vehicle.status !== FLEET_STATUS.new,
  verifyArgs: (vehicle) => ({ id: vehicle.id, action: 'send_to_verification' }),
  decisionArgs: (vehicle, decision, reason) => ({
    id: vehicle.id,
    action: decision === 'reject' ? 'to_cancel' : 'to_new',
    reason,
  }),
  successMessages: {
    verify: VEHICLE_MESSAGES.send_to_verification,
    reject: VEHICLE_MESSAGES.to_cancel,
    return: VEHICLE_MESSAGES.to_new,
  },
  emptyText: 'Транспортные средства не найдены',
  filterIdPrefix: 'customer-vehicles',
  queryLabel: 'Госномер или VIN',
  queryPlaceholder: 'Часть госномера или VIN',
  exportFileName: 'Транспорт перевозчиков',
  exportColumns: vehicleExportColumns(true),
  fetchPage: (customerId, query) => fetchVehicles('customer', customerId, query),
};

/** SPEC 2.2 «transport-vehicles/customer»: the customer checks its partners' trucks and trailers. */
function CustomerVehiclesPage() {
  const { list, filterQuery } = useFleetList();
  const vehicles = useVehicles({ page: list.page, limit: list.limit, ...filterQuery });
  const action = useVehicleActionMutation();
  return (
    <CustomerCheckPage
      kind={VEHICLE_CHECK}
      list={list}
      filterQuery={filterQuery}
      rows={vehicles}
      action={action}
    />
  );
}

export { CustomerVehiclesPage as Component };
