import { DRIVER_CONFIRMATIONS, DRIVER_MESSAGES, type Driver } from '@portal/contract/fleet/drivers.schemas';
import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { routePath } from '../../../shared/navigation/route-path';
import { type CustomerDriverActionArgs, useCustomerDriverActionMutation } from '../api/driver-mutations';
import { fetchDrivers, useDrivers } from '../api/drivers';
import { type CustomerCheckKind, CustomerCheckPage } from '../components/customer-check-page';
import { driverColumns, driverExportColumns } from '../components/driver-columns';
import { useFleetList } from '../components/fleet-list-filters';

const DRIVER_CHECK: CustomerCheckKind<Driver, CustomerDriverActionArgs> = {
  describe: (driver) => driver.fullname,
  columns: (actions) =>
    driverColumns({
      showContractor: true,
      viewPath: (row) => routePath('customer-driver-view', { driverId: row.id }),
      ...(actions ? { actions } : {}),
    }),
  verifyButtonText: 'Проверен',
  verifyQuestion: DRIVER_CONFIRMATIONS.to_verification,
  rejectTitle: 'Отклонить водителя',
  canReturn: (driver) => driver.status === FLEET_STATUS.onCheck || driver.status === FLEET_STATUS.verified,
  verifyArgs: (driver) => ({ id: driver.id, action: 'to_verification' }),
  decisionArgs: (driver, decision, reason) => ({
    id: driver.id,
    action: decision === 'reject' ? 'tocancel' : 'tonew',
    reason,
  }),
  successMessages: {
    verify: DRIVER_MESSAGES.to_verification,
    reject: DRIVER_MESSAGES.tocancel,
    return: DRIVER_MESSAGES.tonew,
  },
  emptyText: 'Водители не найдены',
  filterIdPrefix: 'customer-drivers',
  queryLabel: 'ФИО или телефон',
  queryPlaceholder: 'Часть ФИО или телефона',
  exportFileName: 'Водители перевозчиков',
  exportColumns: driverExportColumns(true),
  fetchPage: (customerId, query) => fetchDrivers('customer', customerId, query),
};

/** SPEC 2.2 «drivers/customer»: the customer's security checks its partners' drivers. */
function CustomerDriversPage() {
  const { list, filterQuery } = useFleetList();
  const drivers = useDrivers({ page: list.page, limit: list.limit, ...filterQuery });
  const action = useCustomerDriverActionMutation();
  return (
    <CustomerCheckPage
      kind={DRIVER_CHECK}
      list={list}
      filterQuery={filterQuery}
      rows={drivers}
      action={action}
    />
  );
}

export { CustomerDriversPage as Component };
