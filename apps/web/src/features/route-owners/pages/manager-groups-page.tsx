import { PlusOutlined } from '@ant-design/icons';
import { MANAGER_GROUPS_PAGE_SIZE } from '@portal/contract/constants';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { ROUTE_OWNER_MESSAGES } from '@portal/contract/route-owners/route-owners.schemas';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { UserSelect } from '../../../shared/lookups/user-select';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateRouteOwnerMutation } from '../api/create-route-owner';
import { fetchRouteOwners, type RouteOwnersQuery, useRouteOwners } from '../api/route-owners';
import { routeOwnerColumns } from '../components/route-owner-columns';
import { ROUTE_OWNER_EXPORT_COLUMNS } from '../components/route-owner-export';
import { RouteOwnerNameModal } from '../components/route-owner-name-modal';

const FILTER_KEYS = ['name', 'userId'] as const;

const positiveId = (text: string): number | undefined => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** SPEC 2.3 "Manager groups screen": filter by group name and by user, page size 100. */
function ManagerGroupsPage() {
  const session = useSession();
  const toast = useToast();
  const roles = session?.roles ?? [];
  // SPEC 6: only admin or manager sees edit; adding groups is for admins. The server decides anyway.
  const canEdit = isAdminOrManager(roles);
  const canAdd = isAdmin(roles);
  const [isAdding, setIsAdding] = useState(false);
  const createMutation = useCreateRouteOwnerMutation();

  const list = useListParams(FILTER_KEYS, { defaultLimit: MANAGER_GROUPS_PAGE_SIZE });
  const { name, userId } = list.filters;
  const filterQuery = useMemo((): Omit<RouteOwnersQuery, 'page' | 'limit'> => {
    const user = positiveId(userId);
    return { ...(name.trim() ? { name: name.trim() } : {}), ...(user ? { userId: user } : {}) };
  }, [name, userId]);
  const query = useRouteOwners({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(() => routeOwnerColumns(canEdit), [canEdit]);

  const handleAdd = async (groupName: string) => {
    const group = await createMutation.mutateAsync({ name: groupName });
    toast.success(ROUTE_OWNER_MESSAGES.created(group.name));
  };

  return (
    <>
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(group) => group.id}
        emptyText="Группы ответственных не найдены"
        actions={
          canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
              Добавить
            </Button>
          )
        }
        filters={
          <>
            <FilterField label="Название" htmlFor="manager-groups-filter-name">
              <DelayedInput
                id="manager-groups-filter-name"
                placeholder="Часть названия"
                value={name}
                onChange={(value) => list.setFilter('name', value)}
              />
            </FilterField>
            <FilterField label="Пользователь" htmlFor="manager-groups-filter-user" width={320}>
              <UserSelect
                id="manager-groups-filter-user"
                value={positiveId(userId) ?? null}
                onChange={(value) => list.setFilter('userId', value === null ? '' : String(value))}
              />
            </FilterField>
          </>
        }
        exportOptions={{
          fileName: 'Группы ответственных',
          columns: ROUTE_OWNER_EXPORT_COLUMNS,
          fetchPage: (page, limit) =>
            fetchRouteOwners(session?.ownerId ?? 0, { ...filterQuery, page, limit }),
        }}
      />
      {isAdding && (
        <RouteOwnerNameModal
          title="Новая группа ответственных"
          isSubmitting={createMutation.isPending}
          onSubmit={handleAdd}
          onClose={() => setIsAdding(false)}
        />
      )}
    </>
  );
}

export { ManagerGroupsPage as Component };
