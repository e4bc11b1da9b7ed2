import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { FLEET_STATUS, FLEET_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { VEHICLE_MESSAGES } from '@portal/contract/fleet/vehicles.schemas';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Button, Flex, Select, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import type { FleetQuery } from '../api/drivers';
import { fetchVehicles, useVehicleActionMutation, useVehicles } from '../api/vehicles';
import { STATUS_OPTIONS } from '../components/fleet-status-tag';
import { vehicleColumns } from '../components/vehicle-columns';

const FILTER_KEYS = ['query', 'status'] as const;

/** SPEC 2.2 «transport-vehicles»: the carrier's trucks and trailers; adding for admin or manager, editing for admin. */
function VehiclesPage() {
  const navigate = useNavigate();
  const session = useSession();
  const roles = session?.roles ?? [];
  const canAdd = isAdminOrManager(roles);
  const canEdit = isAdmin(roles);
  const confirmedAction = useConfirmedAction();
  const action = useVehicleActionMutation();
  const list = useListParams(FILTER_KEYS);
  const { query, status } = list.filters;
  const filterQuery = useMemo(
    (): Omit<FleetQuery, 'page' | 'limit'> => ({
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(status ? { status: Number(status) } : {}),
    }),
    [query, status],
  );
  const vehicles = useVehicles({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(
    () =>
      vehicleColumns({
        showContractor: false,
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
            {canEdit && (row.status === FLEET_STATUS.new || row.status === FLEET_STATUS.onCheck) && (
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
    [canAdd, canEdit, confirmedAction, action, navigate],
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
        <>
          <FilterField label="Госномер или VIN" htmlFor="vehicles-filter-query">
            <DelayedInput
              id="vehicles-filter-query"
              placeholder="Часть госномера или VIN"
              value={query}
              onChange={(value) => list.setFilter('query', value)}
            />
          </FilterField>
          <FilterField label="Статус" htmlFor="vehicles-filter-status">
            <Select
              id="vehicles-filter-status"
              allowClear
              placeholder="Все"
              style={{ minWidth: 180 }}
              options={STATUS_OPTIONS}
              value={status || undefined}
              onChange={(value?: string) => list.setFilter('status', value ?? '')}
            />
          </FilterField>
        </>
      }
      exportOptions={{
        fileName: 'Транспортные средства',
        columns: [
          { header: 'Госномер', value: (row) => row.plateNumber, width: 14 },
          { header: 'Модель', value: (row) => row.model.name, width: 30 },
          { header: 'VIN', value: (row) => row.vin, width: 20 },
          { header: 'Статус', value: (row) => FLEET_STATUS_LABELS[row.status], width: 16 },
        ],
        fetchPage: (page, limit) =>
          fetchVehicles('contractor', session?.ownerId ?? 0, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { VehiclesPage as Component };
