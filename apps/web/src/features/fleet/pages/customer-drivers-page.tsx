import { DRIVER_CONFIRMATIONS, DRIVER_MESSAGES, type Driver } from '@portal/contract/fleet/drivers.schemas';
import { FLEET_STATUS, FLEET_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
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
import { useCustomerDriverActionMutation } from '../api/driver-mutations';
import { type FleetQuery, fetchDrivers, useDrivers } from '../api/drivers';
import { driverColumns } from '../components/driver-columns';
import { STATUS_OPTIONS } from '../components/fleet-status-tag';
import { ReasonModal } from '../components/reason-modal';

const FILTER_KEYS = ['query', 'status'] as const;

type ReasonAction = { driver: Driver; action: 'tocancel' | 'tonew' };

/** SPEC 2.2 «drivers/customer»: the customer's security checks its partners' drivers. */
function CustomerDriversPage() {
  const session = useSession();
  const canDecide = isAdminOrManager(session?.roles ?? []);
  const toast = useToast();
  const confirmedAction = useConfirmedAction();
  const action = useCustomerDriverActionMutation();
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
  const drivers = useDrivers({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(
    () =>
      driverColumns({
        showContractor: true,
        ...(canDecide
          ? {
              actions: (row: Driver) => (
                <Flex gap={4} wrap>
                  {row.status === FLEET_STATUS.onCheck && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() =>
                        void confirmedAction(
                          { title: DRIVER_CONFIRMATIONS.to_verification, content: row.fullname },
                          () => action.mutateAsync({ id: row.id, action: 'to_verification' }),
                          DRIVER_MESSAGES.to_verification,
                        )
                      }
                    >
                      Проверен
                    </Button>
                  )}
                  {(row.status === FLEET_STATUS.onCheck || row.status === FLEET_STATUS.verified) && (
                    <Button size="small" onClick={() => setAsking({ driver: row, action: 'tonew' })}>
                      На доработку
                    </Button>
                  )}
                  {row.status !== FLEET_STATUS.cancelled && (
                    <Button
                      size="small"
                      danger
                      onClick={() => setAsking({ driver: row, action: 'tocancel' })}
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
        query={drivers}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Водители не найдены"
        filters={
          <>
            <FilterField label="ФИО или телефон" htmlFor="customer-drivers-filter-query">
              <DelayedInput
                id="customer-drivers-filter-query"
                placeholder="Часть ФИО или телефона"
                value={query}
                onChange={(value) => list.setFilter('query', value)}
              />
            </FilterField>
            <FilterField label="Статус" htmlFor="customer-drivers-filter-status">
              <Select
                id="customer-drivers-filter-status"
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
          fileName: 'Водители перевозчиков',
          columns: [
            { header: 'ФИО', value: (row) => row.fullname, width: 36 },
            { header: 'Перевозчик', value: (row) => row.contractor.name, width: 30 },
            { header: 'Статус', value: (row) => FLEET_STATUS_LABELS[row.status], width: 16 },
          ],
          fetchPage: (page, limit) =>
            fetchDrivers('customer', session?.ownerId ?? 0, { ...filterQuery, page, limit }),
        }}
      />
      <ReasonModal
        title={
          asking
            ? `${asking.action === 'tocancel' ? 'Отклонить водителя' : 'Вернуть на доработку'}: ${asking.driver.fullname}`
            : null
        }
        okText={asking?.action === 'tocancel' ? 'Отклонить' : 'Вернуть'}
        isSubmitting={action.isPending}
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          await action.mutateAsync({ id: asking.driver.id, action: asking.action, reason });
          toast.success(DRIVER_MESSAGES[asking.action]);
        }}
      />
    </>
  );
}

export { CustomerDriversPage as Component };
