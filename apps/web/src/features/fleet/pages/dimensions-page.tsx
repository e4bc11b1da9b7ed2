import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DIMENSION_MESSAGES, type Dimension } from '@portal/contract/fleet/dimensions.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { isAdmin } from '@portal/contract/roles';
import { Button, Flex, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useDeleteDimensionMutation, useDimensions } from '../api/dimensions';

const FILTER_KEYS = ['query'] as const;

/** SPEC 2.2 /dimensions/customer (K): the customer's dimensions; its admin adds, edits and deletes them. */
function DimensionsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = isAdmin(session?.roles ?? []);
  const confirmedAction = useConfirmedAction();
  const deleteMutation = useDeleteDimensionMutation();
  const list = useListParams(FILTER_KEYS);
  const query = list.filters.query.trim();
  const dimensions = useDimensions({ page: list.page, limit: list.limit, ...(query ? { query } : {}) });
  const columns = useMemo(
    (): TableColumnsType<Dimension> => [
      {
        title: 'Название',
        key: 'name',
        render: (_: unknown, row) => (
          <Flex gap={8} wrap>
            <Link to={routePath('dimensions-view', { dimensionId: row.id })}>{row.name}</Link>
            {row.isDefault && <Tag color="blue">По умолчанию</Tag>}
          </Flex>
        ),
      },
      { title: 'Вес, т', dataIndex: 'weight', render: (value: number) => formatNumber(value) },
      { title: 'Объём, м³', dataIndex: 'volume', render: (value: number) => formatNumber(value) },
      {
        title: 'Объём от–до, м³',
        key: 'range',
        render: (_: unknown, row) => `${formatNumber(row.volumeFrom)} – ${formatNumber(row.volumeTo)}`,
      },
      { title: 'Процент', dataIndex: 'percentage', render: (value: number) => `${formatNumber(value)} %` },
      ...(canEdit
        ? [
            {
              title: 'Действия',
              key: 'actions',
              width: 120,
              render: (_: unknown, row: Dimension) => (
                <Flex gap={4}>
                  <Tooltip title="Изменить">
                    <Button
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={`Изменить ${row.name}`}
                      onClick={() => navigate(routePath('dimensions-edit', { dimensionId: row.id }))}
                    />
                  </Tooltip>
                  <Tooltip title="Удалить">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Удалить ${row.name}`}
                      onClick={() =>
                        void confirmedAction(
                          {
                            title: 'Вы уверены что хотите удалить габарит?',
                            content: row.name,
                            isDanger: true,
                          },
                          () => deleteMutation.mutateAsync(row.id),
                          DIMENSION_MESSAGES.deleted,
                        )
                      }
                    />
                  </Tooltip>
                </Flex>
              ),
            },
          ]
        : []),
    ],
    [canEdit, confirmedAction, deleteMutation, navigate],
  );

  return (
    <ListPage
      list={list}
      query={dimensions}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Габариты не найдены"
      actions={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routePath('dimensions-add'))}
          >
            Добавить
          </Button>
        )
      }
      filters={
        <FilterField label="Название" htmlFor="dimensions-filter-query">
          <DelayedInput
            id="dimensions-filter-query"
            placeholder="Часть названия"
            value={list.filters.query}
            onChange={(value) => list.setFilter('query', value)}
          />
        </FilterField>
      }
    />
  );
}

export { DimensionsPage as Component };
