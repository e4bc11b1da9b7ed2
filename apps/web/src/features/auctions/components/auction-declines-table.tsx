import type { CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { formatMoney } from '@portal/contract/format/numbers';
import { Table } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { formatPreciseTime } from './auction-figures';

type Decline = CustomerAuction['declines'][number];

/** The wins the carriers declined: who, at what price, when (server time). */
export function AuctionDeclinesTable({ declines }: { declines: CustomerAuction['declines'] }) {
  return (
    <FocusableScroll label="Отказы от победы">
      <Table<Decline>
        size="small"
        rowKey={(row) => `${row.contractor.id}-${row.declinedOn}`}
        dataSource={declines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Перевозчик', key: 'contractor', render: (_: unknown, row) => row.contractor.name },
          { title: 'Цена', dataIndex: 'summ', align: 'right', render: (sum: number) => formatMoney(sum) },
          { title: 'Время отказа', dataIndex: 'declinedOn', render: formatPreciseTime },
        ]}
      />
    </FocusableScroll>
  );
}
