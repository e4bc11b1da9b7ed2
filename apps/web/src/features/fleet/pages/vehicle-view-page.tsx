import { OWNERSHIP_LABELS, VEHICLE_KIND_LABELS } from '@portal/contract/fleet/fleet-references';
import { VEHICLE_FILE_SLOT_NAMES, VEHICLE_MESSAGES } from '@portal/contract/fleet/vehicles.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { Card } from 'antd';
import { useParams } from 'react-router';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useVehicle } from '../api/vehicles';
import { fileSlotItems } from '../components/fleet-files';
import { FleetStatusTag } from '../components/fleet-status-tag';

/** SPEC 2.2 contractors/id/vehicle/id and customers/transport-vehicle/id: a truck or trailer, read-only. */
function VehicleViewPage() {
  const session = useSession();
  const query = useVehicle(Number(useParams().transportVehiclesId));
  const listPath = routePath(
    session?.ownerType === 'customer' ? 'transport-vehicles-customer' : 'transport-vehicles',
  );
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={VEHICLE_MESSAGES.notFound}
      backTo={listPath}
      backText="К транспортным средствам"
    >
      {(vehicle) => (
        <Card
          style={{ maxWidth: 960 }}
          title={`${vehicle.plateNumber} · ${vehicle.model.name}`}
          extra={<FleetStatusTag status={vehicle.status} />}
        >
          <RecordDescriptions
            items={[
              { key: 'contractor', label: 'Перевозчик', children: vehicle.contractor.name },
              { key: 'kind', label: 'Вид ТС', children: VEHICLE_KIND_LABELS[vehicle.kind] },
              {
                key: 'model',
                label: 'Модель',
                children: `${vehicle.model.name}: ${formatNumber(vehicle.model.loadCapacity)} т, ${formatNumber(vehicle.model.bodyVolume)} м³`,
              },
              { key: 'vin', label: 'VIN', children: vehicle.vin },
              { key: 'year', label: 'Год выпуска', children: vehicle.year },
              { key: 'bodyType', label: 'Тип кузова', children: vehicle.bodyType.name },
              {
                key: 'loadingTypes',
                label: 'Типы загрузки',
                children: vehicle.loadingTypes.map((type) => type.name).join(', ') || '—',
              },
              {
                key: 'ownership',
                label: 'Владение',
                children: [OWNERSHIP_LABELS[vehicle.ownership], vehicle.leaseDocument]
                  .filter(Boolean)
                  .join(': '),
              },
              ...fileSlotItems(VEHICLE_FILE_SLOT_NAMES, vehicle),
              ...(vehicle.reason ? [{ key: 'reason', label: 'Причина', children: vehicle.reason }] : []),
            ]}
          />
        </Card>
      )}
    </RecordQueryState>
  );
}

export { VehicleViewPage as Component };
