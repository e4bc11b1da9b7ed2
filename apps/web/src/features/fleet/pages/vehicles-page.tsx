import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { VEHICLE_MESSAGES, vehicleEditRefusal } from '@portal/contract/fleet/vehicles.schemas';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Button, Flex, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/list/list-page';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { fetchVehicles, useVehicleActionMutation, useVehicles } from '../api/vehicles';
import { FleetListFilters, useFleetList } from '../components/fleet-list-filters';
import { vehicleColumns, vehicleExportColumns } from '../components/vehicle-columns';

/** SPEC 2.2 «transport-vehicles»: the carrier's trucks and trailers; adding for admin or manager, editing for admin. */
function VehiclesPage() {
  const navigate = useNavigate();
  const session = useSession();
  const roles = session?.roles ?? [];
  const canAdd = isAdminOrManager(roles);
  const canEdit = isAdmin(roles);
  const ownerId = session?.ownerId ?? 0;
  const confirmedAction = useConfirmedAction();
  const action = useVehicleActionMutation();
  const { list, filterQuery } = useFleetList();
  const vehicles = useVehicles({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(
    () =>
      vehicleColumns({
        showContractor: false,
        viewPath: (row) =>
          routePath('contractor-vehicle-view', { contractorId: ownerId, transportVehiclesId: row.id }),
        actions: (row) => (
          <Flex gap={4} wrap>
            {canAdd && row.status === FLEET_STATUS.new && (
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  void confirmedAction(
                    { title: 'Отправить ТС на проверку?', content: row.plateNumber },
                    () => action.mutateAsync({ id: row.id, action: 'send_to_check' }),
                    VEHICLE_MESSAGES.send_to_check,
                  )
                }
              >
                На проверку
              </Button>
            )}
            {canEdit && vehicleEditRefusal(row.status) === null && (
              <Tooltip title="Редактировать">
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Редактировать ${row.plateNumber}`}
                  onClick={() => navigate(routePath('vehicle-edit', { transportVehiclesId: row.id }))}
                />
              </Tooltip>
            )}
          </Flex>
        ),
      }),
    [canAdd, canEdit, ownerId, confirmedAction, action, navigate],
  );

  return (
    <ListPage
      list={list}
      query={vehicles}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Транспортные средства не найдены"
      actions={
        canAdd && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routePath('transport-vehicles-add'))}
          >
            Добавить
          </Button>
        )
      }
      filters={
        <FleetListFilters
          list={list}
          idPrefix="vehicles"
          queryLabel="Госномер или VIN"
          queryPlaceholder="Часть госномера или VIN"
        />
      }
      exportOptions={{
        fileName: 'Транспортные средства',
        columns: vehicleExportColumns(false),
        fetchPage: (page, limit) => fetchVehicles('contractor', ownerId, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { VehiclesPage as Component };
