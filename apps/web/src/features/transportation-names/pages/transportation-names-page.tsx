import { PlusOutlined } from '@ant-design/icons';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import {
  fetchTransportationNames,
  type TransportationNamesQuery,
  useTransportationNames,
} from '../api/transportation-names';
import { NEW_TRANSPORTATION_NAME_ID } from '../components/new-transportation-name';
import { transportationNameColumns } from '../components/transportation-name-columns';
import { TRANSPORTATION_NAME_EXPORT_COLUMNS } from '../components/transportation-name-export';

const FILTER_KEYS = ['name'] as const;

/** SPEC 2.2: the list for every customer user; editing for admin or manager, deleting for admin. */
function TransportationNamesPage() {
  const navigate = useNavigate();
  const session = useSession();
  const roles = session?.roles ?? [];
  const canEdit = isAdminOrManager(roles);
  const canDelete = isAdmin(roles);
  const list = useListParams(FILTER_KEYS);
  const { name } = list.filters;
  const filterQuery = useMemo(
    (): Omit<TransportationNamesQuery, 'page' | 'limit'> => (name.trim() ? { name: name.trim() } : {}),
    [name],
  );
  const query = useTransportationNames({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(() => transportationNameColumns({ canEdit, canDelete }), [canEdit, canDelete]);

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Наименования перевозок не найдены"
      actions={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              navigate(
                routePath('transportation-name-edit', { transportationNameId: NEW_TRANSPORTATION_NAME_ID }),
              )
            }
          >
            Добавить
          </Button>
        )
      }
      filters={
        <FilterField label="Название" htmlFor="transportation-names-filter-name">
          <DelayedInput
            id="transportation-names-filter-name"
            placeholder="Часть названия"
            value={name}
            onChange={(value) => list.setFilter('name', value)}
          />
        </FilterField>
      }
      exportOptions={{
        fileName: 'Наименования перевозок',
        columns: TRANSPORTATION_NAME_EXPORT_COLUMNS,
        fetchPage: (page, limit) =>
          fetchTransportationNames(session?.ownerId ?? 0, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { TransportationNamesPage as Component };
