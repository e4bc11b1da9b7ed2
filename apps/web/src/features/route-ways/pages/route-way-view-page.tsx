import { EditOutlined } from '@ant-design/icons';
import { formatNumber } from '@portal/contract/format/numbers';
import { ROUTE_WAY_MESSAGES, type RouteWayPoint } from '@portal/contract/freight/route-ways.schemas';
import { isAdmin } from '@portal/contract/roles';
import { Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useRouteWay } from '../api/route-way';
import { RouteWayTariff } from '../components/route-way-tariff';
import { transportationTypeLabel } from '../components/transportation-type';

const POINT_COLUMNS: TableColumnsType<RouteWayPoint> = [
  { title: '№', key: 'number', width: 56, render: (_: unknown, row) => row.position + 1 },
  { title: 'Отделение', key: 'department', render: (_: unknown, row) => row.department.name },
  { title: 'Часовой пояс', key: 'timezone', render: (_: unknown, row) => row.department.timezone },
  {
    title: 'Км от первого пункта',
    dataIndex: 'distance',
    align: 'right',
    render: (distance: number) => formatNumber(distance),
  },
];

/** A route way: its points in order and its tariff with the history. */
function RouteWayViewPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = isAdmin(session?.roles ?? []);
  const id = Number(useParams().routeWayId);
  const query = useRouteWay(id);
  const listPath = routePath('route-ways');

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={ROUTE_WAY_MESSAGES.notFound}
      backTo={listPath}
      backText="К маршрутам"
    >
      {(way) => (
        <Flex vertical gap={16}>
          <Card style={{ maxWidth: 960 }}>
            <Flex vertical gap={16}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {way.code} · {way.name}
                </Typography.Title>
                <Flex gap={8} wrap>
                  <Button onClick={() => navigate(listPath)}>Назад</Button>
                  {canEdit && (
                    <Button
                      type="primary"
                      icon={<EditOutlined />}
                      onClick={() => navigate(routePath('route-way-edit', { routeWayId: way.id }))}
                    >
                      Редактировать
                    </Button>
                  )}
                </Flex>
              </Flex>
              <RecordDescriptions
                labelWidth={180}
                items={[
                  { key: 'code', label: 'Код', children: way.code },
                  { key: 'name', label: 'Название', children: way.name },
                  {
                    key: 'type',
                    label: 'Вид перевозки',
                    children: transportationTypeLabel(way.transportationType),
                  },
                  { key: 'distance', label: 'Расстояние', children: `${formatNumber(way.distance)} км` },
                ]}
              />
              <FocusableScroll label="Пункты маршрута">
                <Table<RouteWayPoint>
                  caption={<div style={{ textAlign: 'left' }}>Пункты маршрута</div>}
                  columns={POINT_COLUMNS}
                  dataSource={way.points}
                  rowKey={(row) => row.position}
                  size="small"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                />
              </FocusableScroll>
            </Flex>
          </Card>
          <RouteWayTariff routeWayId={way.id} canEdit={canEdit} />
        </Flex>
      )}
    </RecordQueryState>
  );
}

export { RouteWayViewPage as Component };
