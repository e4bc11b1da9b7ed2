import { formatMoney, formatNumber } from '@portal/contract/format/numbers';
import type { RouteWaySummary } from '@portal/contract/freight/route-ways.schemas';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { RouteWayRowActions } from './route-way-row-actions';
import { transportationTypeLabel } from './transportation-type';

export const routeWayColumns = ({ canEdit }: { canEdit: boolean }): TableColumnsType<RouteWaySummary> => [
  {
    title: 'Код',
    dataIndex: 'code',
    render: (code: string, row) => (
      <Link to={routePath('route-way-view', { routeWayId: row.id })}>{code}</Link>
    ),
  },
  { title: 'Название', dataIndex: 'name' },
  {
    title: 'Вид перевозки',
    dataIndex: 'transportationType',
    render: (type: number) => transportationTypeLabel(type),
  },
  { title: 'Откуда', key: 'first', render: (_: unknown, row) => row.firstDepartment.name },
  { title: 'Куда', key: 'last', render: (_: unknown, row) => row.lastDepartment.name },
  { title: 'Пунктов', dataIndex: 'pointsCount', align: 'right' },
  {
    title: 'Расстояние, км',
    dataIndex: 'distance',
    align: 'right',
    render: (distance: number) => formatNumber(distance),
  },
  {
    title: 'Тариф',
    dataIndex: 'tariff',
    align: 'right',
    render: (tariff: number | null) => (tariff === null ? 'не задан' : formatMoney(tariff)),
  },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    width: 110,
    render: (_: unknown, row) => <RouteWayRowActions row={row} canEdit={canEdit} />,
  },
];
