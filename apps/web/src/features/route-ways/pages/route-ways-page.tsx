import { PlusOutlined } from '@ant-design/icons';
import { isAdmin } from '@portal/contract/roles';
import { Button, Select } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { fetchRouteWays, type RouteWaysQuery, useRouteWays } from '../api/route-ways';
import { routeWayColumns } from '../components/route-way-columns';
import { ROUTE_WAY_EXPORT_COLUMNS } from '../components/route-way-export';
import { TRANSPORTATION_TYPE_OPTIONS } from '../components/transportation-type';

const FILTER_KEYS = ['query', 'transportation'] as const;

/** Issue 13: the customer's route ways (маршруты) under the references; admins add and edit them. */
function RouteWaysPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = isAdmin(session?.roles ?? []);
  const list = useListParams(FILTER_KEYS);
  const { query: text, transportation } = list.filters;
  const filterQuery = useMemo((): Omit<RouteWaysQuery, 'page' | 'limit'> => {
    const filter: Omit<RouteWaysQuery, 'page' | 'limit'> = {};
    if (text.trim()) filter.query = text.trim();
    if (/^[1-4]$/.test(transportation)) filter.transportation = transportation;
    return filter;
  }, [text, transportation]);
  const query = useRouteWays({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(() => routeWayColumns({ canEdit }), [canEdit]);

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Маршруты не найдены"
      actions={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routePath('route-way-add'))}>
            Добавить
          </Button>
        )
      }
      filters={
        <>
          <FilterField label="Код или название" htmlFor="route-ways-filter-query">
            <DelayedInput
              id="route-ways-filter-query"
              placeholder="Например, МСК"
              value={text}
              onChange={(value) => list.setFilter('query', value)}
            />
          </FilterField>
          <FilterField label="Вид перевозки" htmlFor="route-ways-filter-transportation" width={200}>
            <Select
              id="route-ways-filter-transportation"
              allowClear
              placeholder="Любой"
              options={TRANSPORTATION_TYPE_OPTIONS}
              value={/^[1-4]$/.test(transportation) ? Number(transportation) : undefined}
              onChange={(value?: number) => list.setFilter('transportation', value ? String(value) : '')}
              style={{ width: '100%' }}
            />
          </FilterField>
        </>
      }
      exportOptions={{
        fileName: 'Маршруты',
        columns: ROUTE_WAY_EXPORT_COLUMNS,
        fetchPage: (page, limit) => fetchRouteWays(session?.ownerId ?? 0, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { RouteWaysPage as Component };
