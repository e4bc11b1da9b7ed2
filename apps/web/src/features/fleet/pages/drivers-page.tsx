import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { isAdminOrManager } from '@portal/contract/roles';
import { Button, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/list/list-page';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { fetchDrivers, useDrivers } from '../api/drivers';
import { driverColumns, driverExportColumns } from '../components/driver-columns';
import { FleetListFilters, useFleetList } from '../components/fleet-list-filters';

/** SPEC 2.2 «drivers»: the carrier's drivers; adding and editing for admin or manager. */
function DriversPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = isAdminOrManager(session?.roles ?? []);
  const { list, filterQuery } = useFleetList();
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
        <FleetListFilters
          list={list}
          idPrefix="drivers"
          queryLabel="ФИО или телефон"
          queryPlaceholder="Часть ФИО или телефона"
        />
      }
      exportOptions={{
        fileName: 'Водители',
        columns: driverExportColumns(false),
        fetchPage: (page, limit) =>
          fetchDrivers('contractor', session?.ownerId ?? 0, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { DriversPage as Component };
