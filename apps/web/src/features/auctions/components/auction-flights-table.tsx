import type { CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { formatMoney } from '@portal/contract/format/numbers';
import { formatZonedDateTime } from '@portal/contract/freight/zoned-time';
import { Table } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';

type AuctionRoute = CustomerAuction['routes'][number];

/** The auction's flights: route way, points, planned arrival on the first point's clock, sums. */
export function AuctionFlightsTable({ routes }: { routes: readonly AuctionRoute[] }) {
  return (
    <FocusableScroll label="Рейсы аукциона">
      <Table<AuctionRoute>
        size="small"
        rowKey="id"
        dataSource={[...routes]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Код рейса', dataIndex: 'routeCode' },
          { title: 'Маршрут', key: 'routeWay', render: (_: unknown, row) => row.routeWay.name },
          {
            title: 'Пункты',
            key: 'points',
            render: (_: unknown, row) => `${row.firstDepartment.name} → ${row.lastDepartment.name}`,
          },
          {
            title: 'Плановое прибытие',
            key: 'planDateArrival',
            render: (_: unknown, row) =>
              formatZonedDateTime(row.planDateArrival, row.firstDepartment.timezone),
          },
          {
            title: 'Начальная сумма',
            dataIndex: 'initialSum',
            align: 'right',
            render: (sum: number) => formatMoney(sum),
          },
          {
            title: 'Сумма перевозки',
            dataIndex: 'freightSum',
            align: 'right',
            render: (sum: number | null) => (sum === null ? '—' : formatMoney(sum)),
          },
        ]}
      />
    </FocusableScroll>
  );
}
