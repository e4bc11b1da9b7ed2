import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { FLEET_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { isAdminOrManager } from '@portal/contract/roles';
import { Button, Select, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { type FleetQuery, fetchDrivers, useDrivers } from '../api/drivers';
import { driverColumns } from '../components/driver-columns';
import { STATUS_OPTIONS } from '../components/fleet-status-tag';

const FILTER_KEYS = ['query', 'status'] as const;

/** SPEC 2.2 «drivers»: the carrier's drivers; adding and editing for admin or manager. */
function DriversPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = isAdminOrManager(session?.roles ?? []);
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
        showContractor: false,
        actions: (row) => (
          <Tooltip title={canEdit ? 'Редактировать' : 'Открыть'}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Открыть ${row.fullname}`}
              onClick={() => navigate(routePath('driver-edit', { driverId: row.id }))}
            />
          </Tooltip>
        ),
      }),
    [canEdit, navigate],
  );

  return (
    <ListPage
      list={list}
      query={drivers}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Водители не найдены"
      actions={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routePath('drivers-add'))}>
            Добавить
          </Button>
        )
      }
      filters={
        <>
          <FilterField label="ФИО или телефон" htmlFor="drivers-filter-query">
            <DelayedInput
              id="drivers-filter-query"
              placeholder="Часть ФИО или телефона"
              value={query}
              onChange={(value) => list.setFilter('query', value)}
            />
          </FilterField>
          <FilterField label="Статус" htmlFor="drivers-filter-status">
            <Select
              id="drivers-filter-status"
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
        fileName: 'Водители',
        columns: [
          { header: 'ФИО', value: (row) => row.fullname, width: 36 },
          { header: 'Телефон', value: (row) => row.phone, width: 20 },
          { header: 'Статус', value: (row) => FLEET_STATUS_LABELS[row.status], width: 16 },
        ],
        fetchPage: (page, limit) =>
          fetchDrivers('contractor', session?.ownerId ?? 0, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { DriversPage as Component };
