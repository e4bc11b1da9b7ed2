import { EditOutlined } from '@ant-design/icons';
import { formatMoney } from '@portal/contract/format/numbers';
import type { ContractorRouteListItem, CustomerRouteListItem } from '@portal/contract/freight/routes.schemas';
import { formatZonedDateTime } from '@portal/contract/freight/zoned-time';
import { Flex, type TableColumnsType, Tooltip } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { FlightStatusTag, OpenDisclaimerTag } from './flight-status';
import { formatLateness } from './zoned-times';

type ListItem = CustomerRouteListItem | ContractorRouteListItem;

const commonColumns = <T extends ListItem>(viewPath: (row: T) => string): TableColumnsType<T> => [
  {
    title: 'Код рейса',
    dataIndex: 'routeCode',
    fixed: 'left',
    render: (code: string, row) => (
      <Flex gap={6} align="center" wrap={false}>
        <Link to={viewPath(row)}>{code}</Link>
        {row.hasOpenDisclaimer && <OpenDisclaimerTag />}
      </Flex>
    ),
  },
  {
    title: 'Маршрут',
    key: 'routeWay',
    render: (_: unknown, row) => row.routeWay.name,
  },
  {
    title: 'Плановое прибытие',
    key: 'planDateArrival',
    render: (_: unknown, row) => formatZonedDateTime(row.planDateArrival, row.firstDepartment.timezone),
  },
  {
    title: 'Вид перевозки',
    key: 'transportation',
    render: (_: unknown, row) => (
      // The kind's colour as a mark beside its name: the text keeps the page's contrast.
      <Flex gap={6} align="center" wrap={false}>
        <span
          aria-hidden
          style={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            background: row.transportation.color,
            flex: 'none',
          }}
        />
        {row.transportation.name}
      </Flex>
    ),
  },
  {
    title: 'Статус',
    key: 'status',
    render: (_: unknown, row) => <FlightStatusTag flight={row} />,
  },
  {
    title: 'Опоздание',
    dataIndex: 'lateness',
    render: (lateness: number, row) => (row.currentState > 0 ? formatLateness(lateness) : '—'),
  },
];

export const customerFlightColumns = ({
  customerId,
  canEdit,
}: {
  customerId: number;
  canEdit: boolean;
}): TableColumnsType<CustomerRouteListItem> => [
  ...commonColumns<CustomerRouteListItem>((row) =>
    routePath('customer-flight-view', { customerId, flightId: row.id }),
  ),
  { title: 'Перевозчик', key: 'contractor', render: (_: unknown, row) => row.contractor?.name ?? '—' },
  {
    title: 'Сумма, ₽',
    key: 'sum',
    align: 'right',
    render: (_: unknown, row) => formatMoney(row.freightSum ?? row.initialSum),
  },
  { title: 'Менеджер', key: 'manager', render: (_: unknown, row) => row.manager?.fullname ?? '—' },
  ...(canEdit
    ? [
        {
          title: 'Действия',
          key: 'actions',
          width: 90,
          render: (_: unknown, row: CustomerRouteListItem) => (
            <Tooltip title="Редактировать">
              <Link
                to={routePath('flight-customer-edit', { flightId: row.id })}
                aria-label={`Редактировать рейс ${row.routeCode}`}
                style={{ padding: '4px 8px' }}
              >
                <EditOutlined />
              </Link>
            </Tooltip>
          ),
        },
      ]
    : []),
];

export const contractorFlightColumns = ({
  contractorId,
}: {
  contractorId: number;
}): TableColumnsType<ContractorRouteListItem> => [
  ...commonColumns<ContractorRouteListItem>((row) =>
    routePath('contractor-flight-view', { contractorId, flightId: row.id }),
  ),
  { title: 'Заказчик', key: 'customer', render: (_: unknown, row) => row.customer.name },
  {
    title: 'Сумма, ₽',
    key: 'sum',
    align: 'right',
    render: (_: unknown, row) => formatMoney(row.freightSum),
  },
];
