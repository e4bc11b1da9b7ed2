import { FLEET_STATUS, FLEET_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { VEHICLE_MESSAGES, type Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Button, Flex, Select } from 'antd';
import { useMemo, useState } from 'react';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import type { FleetQuery } from '../api/drivers';
import { fetchVehicles, useVehicleActionMutation, useVehicles } from '../api/vehicles';
import { STATUS_OPTIONS } from '../components/fleet-status-tag';
import { ReasonModal } from '../components/reason-modal';
import { vehicleColumns } from '../components/vehicle-columns';

const FILTER_KEYS = ['query', 'status'] as const;

type ReasonAction = { vehicle: Vehicle; action: 'to_cancel' | 'to_new' };

/** SPEC 2.2 «transport-vehicles/customer»: the customer checks its partners' trucks and trailers. */
function CustomerVehiclesPage() {
  const session = useSession();
  const canDecide = isAdminOrManager(session?.roles ?? []);
  const toast = useToast();
  const confirmedAction = useConfirmedAction();
  const action = useVehicleActionMutation();
  const [asking, setAsking] = useState<ReasonAction | null>(null);
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
        showContractor: true,
        ...(canDecide
          ? {
              actions: (row: Vehicle) => (
                <Flex gap={4} wrap>
                  {row.status === FLEET_STATUS.onCheck && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() =>
                        void confirmedAction(
                          { title: 'Подтвердить проверку ТС?', content: row.plateNumber },
                          () => action.mutateAsync({ id: row.id, action: 'send_to_verification' }),
                          VEHICLE_MESSAGES.send_to_verification,
                        )
                      }
                    >
                      Проверено
                    </Button>
                  )}
                  {row.status !== FLEET_STATUS.new && (
                    <Button size="small" onClick={() => setAsking({ vehicle: row, action: 'to_new' })}>
                      На доработку
                    </Button>
                  )}
                  {row.status !== FLEET_STATUS.cancelled && (
                    <Button
                      size="small"
                      danger
                      onClick={() => setAsking({ vehicle: row, action: 'to_cancel' })}
                    >
                      Отклонить
                    </Button>
                  )}
                </Flex>
              ),
            }
          : {}),
      }),
    [canDecide, confirmedAction, action],
  );

  return (
    <>
      <ListPage
        list={list}
        query={vehicles}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Транспортные средства не найдены"
        filters={
          <>
            <FilterField label="Госномер или VIN" htmlFor="customer-vehicles-filter-query">
              <DelayedInput
                id="customer-vehicles-filter-query"
                placeholder="Часть госномера или VIN"
                value={query}
                onChange={(value) => list.setFilter('query', value)}
              />
            </FilterField>
            <FilterField label="Статус" htmlFor="customer-vehicles-filter-status">
              <Select
                id="customer-vehicles-filter-status"
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
          fileName: 'Транспорт перевозчиков',
          columns: [
            { header: 'Госномер', value: (row) => row.plateNumber, width: 14 },
            { header: 'Перевозчик', value: (row) => row.contractor.name, width: 30 },
            { header: 'Статус', value: (row) => FLEET_STATUS_LABELS[row.status], width: 16 },
          ],
          fetchPage: (page, limit) =>
            fetchVehicles('customer', session?.ownerId ?? 0, { ...filterQuery, page, limit }),
        }}
      />
      <ReasonModal
        title={
          asking
            ? `${asking.action === 'to_cancel' ? 'Отклонить ТС' : 'Вернуть на доработку'}: ${asking.vehicle.plateNumber}`
            : null
        }
        okText={asking?.action === 'to_cancel' ? 'Отклонить' : 'Вернуть'}
        isSubmitting={action.isPending}
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          await action.mutateAsync({ id: asking.vehicle.id, action: asking.action, reason });
          toast.success(VEHICLE_MESSAGES[asking.action]);
        }}
      />
    </>
  );
}

export { CustomerVehiclesPage as Component };
