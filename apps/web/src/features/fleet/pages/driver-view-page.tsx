import { DRIVER_FILE_SLOT_NAMES, DRIVER_MESSAGES } from '@portal/contract/fleet/drivers.schemas';
import { ROUTE_KIND_LABELS } from '@portal/contract/fleet/fleet-references';
import { Card } from 'antd';
import { useParams } from 'react-router';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useDriver } from '../api/drivers';
import { fromApiDate } from '../components/fleet-dates';
import { fileSlotItems } from '../components/fleet-files';
import { FleetStatusTag } from '../components/fleet-status-tag';

/**
 * SPEC 2.2 contractors/id/drivers/id and customers/drivers/id: a driver read-only, on the carrier's side its own,
 * on the customer's a partner carrier's (the API decides by the caller's side).
 */
function DriverViewPage() {
  const session = useSession();
  const query = useDriver(Number(useParams().driverId));
  const listPath = routePath(session?.ownerType === 'customer' ? 'drivers-customer' : 'drivers');
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={DRIVER_MESSAGES.notFound}
      backTo={listPath}
      backText="К водителям"
    >
      {(driver) => (
        <Card
          style={{ maxWidth: 960 }}
          title={driver.fullname}
          extra={<FleetStatusTag status={driver.status} />}
        >
          <RecordDescriptions
            items={[
              { key: 'contractor', label: 'Перевозчик', children: driver.contractor.name },
              { key: 'birthDate', label: 'Дата рождения', children: fromApiDate(driver.birthDate) },
              { key: 'phone', label: 'Телефон', children: driver.phone },
              {
                key: 'passport',
                label: 'Паспорт',
                children: `${driver.passportType.name}, ${driver.passportSeries} ${driver.passportNumber}, выдан ${fromApiDate(driver.passportIssueDate)} ${driver.passportIssuedBy}`,
              },
              {
                key: 'licence',
                label: 'Водительское удостоверение',
                children: `${driver.licenceNumber} от ${fromApiDate(driver.licenceDate)}, категории ${driver.licenceCategories.join(', ')}`,
              },
              {
                key: 'routeKinds',
                label: 'Виды перевозок',
                children: driver.routeKinds.map((kind) => ROUTE_KIND_LABELS[kind]).join(', ') || '—',
              },
              ...fileSlotItems(DRIVER_FILE_SLOT_NAMES, driver),
              ...(driver.reason ? [{ key: 'reason', label: 'Причина', children: driver.reason }] : []),
            ]}
          />
        </Card>
      )}
    </RecordQueryState>
  );
}

export { DriverViewPage as Component };
