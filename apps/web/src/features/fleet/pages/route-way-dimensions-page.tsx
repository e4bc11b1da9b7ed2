import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ROUTE_WAY_DIMENSION_MESSAGES,
  type RouteWayDimension,
} from '@portal/contract/fleet/dimensions.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { Button, Flex, type TableColumnsType, Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useDeleteRouteWayDimensionMutation, useRouteWayDimensions } from '../api/dimensions';
import { describeOption } from '../components/route-way-dimension-text';

const NO_FILTERS = [] as const;

/** SPEC 2.2 /route-way-dimensions/customer (K): each route way's default and optional dimensions. */
function RouteWayDimensionsPage() {
  const navigate = useNavigate();
  const confirmedAction = useConfirmedAction();
  const deleteMutation = useDeleteRouteWayDimensionMutation();
  const list = useListParams(NO_FILTERS);
  const records = useRouteWayDimensions({ page: list.page, limit: list.limit });
  const columns = useMemo(
    (): TableColumnsType<RouteWayDimension> => [
      {
        title: 'Маршрут',
        key: 'routeWay',
        render: (_: unknown, row) => (
          <Link to={routePath('route-way-dimensions-view', { dimensionId: row.id })}>
            {`${row.routeWay.code} · ${row.routeWay.name}`}
          </Link>
        ),
      },
      {
        title: 'Габарит по умолчанию',
        key: 'dimension',
        render: (_: unknown, row) => `${row.dimension.name} (${formatNumber(row.dimension.percentage)} %)`,
      },
      {
        title: 'Дополнительные габариты',
        key: 'options',
        render: (_: unknown, row) =>
          row.options.length ? (
            <Flex vertical>
              {row.options.map((option, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the options are an ordered list without ids
                <span key={index}>{describeOption(option)}</span>
              ))}
            </Flex>
          ) : (
            '—'
          ),
      },
      {
        title: 'Действия',
        key: 'actions',
        width: 120,
        render: (_: unknown, row: RouteWayDimension) => (
          <Flex gap={4}>
            <Tooltip title="Изменить">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Изменить габариты ${row.routeWay.code}`}
                onClick={() => navigate(routePath('route-way-dimensions-edit', { dimensionId: row.id }))}
              />
            </Tooltip>
            <Tooltip title="Удалить">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Удалить габариты ${row.routeWay.code}`}
                onClick={() =>
                  void confirmedAction(
                    { title: 'Удалить габариты маршрута?', content: row.routeWay.name, isDanger: true },
                    () => deleteMutation.mutateAsync(row.id),
                    ROUTE_WAY_DIMENSION_MESSAGES.deleted,
                  )
                }
              />
            </Tooltip>
          </Flex>
        ),
      },
    ],
    [confirmedAction, deleteMutation, navigate],
  );

  return (
    <ListPage
      list={list}
      query={records}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Габариты маршрутов не заданы"
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(routePath('route-way-dimensions-add'))}
        >
          Добавить
        </Button>
      }
    />
  );
}

export { RouteWayDimensionsPage as Component };
