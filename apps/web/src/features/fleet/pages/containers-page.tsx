import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTAINER_MESSAGES, type Container } from '@portal/contract/fleet/containers.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { isAdminOrManager } from '@portal/contract/roles';
import { Button, type TableColumnsType, Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { fetchContainers, useContainers, useDeleteContainerMutation } from '../api/containers';

const FILTER_KEYS = ['query'] as const;

/** SPEC 2.2 «Containers»: the carrier's containers; adding and deleting for admin or manager. */
function ContainersPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = isAdminOrManager(session?.roles ?? []);
  const confirmedAction = useConfirmedAction();
  const deleteMutation = useDeleteContainerMutation();
  const list = useListParams(FILTER_KEYS);
  const query = list.filters.query.trim();
  const containers = useContainers({ page: list.page, limit: list.limit, ...(query ? { query } : {}) });
  const columns = useMemo(
    (): TableColumnsType<Container> => [
      {
        title: 'Номер',
        key: 'number',
        render: (_: unknown, row: Container) =>
          canEdit ? (
            <Link
              to={routePath('container-view', { contractorId: session?.ownerId ?? 0, containerId: row.id })}
            >
              {row.number}
            </Link>
          ) : (
            row.number
          ),
      },
      { title: 'Тип', key: 'type', render: (_: unknown, row) => row.containerType.name },
      { title: 'Объём, м³', dataIndex: 'volume', render: (volume: number) => formatNumber(volume) },
      ...(canEdit
        ? [
            {
              title: 'Действия',
              key: 'actions',
              render: (_: unknown, row: Container) => (
                <Tooltip title="Удалить">
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Удалить ${row.number}`}
                    onClick={() =>
                      void confirmedAction(
                        {
                          title: 'Вы уверены что хотите удалить контейнер?',
                          content: row.number,
                          isDanger: true,
                        },
                        () => deleteMutation.mutateAsync(row.id),
                        CONTAINER_MESSAGES.deleted,
                      )
                    }
                  />
                </Tooltip>
              ),
            },
          ]
        : []),
    ],
    [canEdit, confirmedAction, deleteMutation, session?.ownerId],
  );

  return (
    <ListPage
      list={list}
      query={containers}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Контейнеры не найдены"
      actions={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routePath('containers-add'))}
          >
            Добавить
          </Button>
        )
      }
      filters={
        <FilterField label="Номер" htmlFor="containers-filter-query">
          <DelayedInput
            id="containers-filter-query"
            placeholder="Часть номера"
            value={list.filters.query}
            onChange={(value) => list.setFilter('query', value)}
          />
        </FilterField>
      }
      exportOptions={{
        fileName: 'Контейнеры',
        columns: [
          { header: 'Номер', value: (row) => row.number, width: 16 },
          { header: 'Тип', value: (row) => row.containerType.name, width: 24 },
          { header: 'Объём, м³', value: (row) => row.volume, width: 12 },
        ],
        fetchPage: (page, limit) =>
          fetchContainers(session?.ownerId ?? 0, { ...(query ? { query } : {}), page, limit }),
      }}
    />
  );
}

export { ContainersPage as Component };
