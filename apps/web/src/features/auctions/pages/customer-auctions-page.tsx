import { PlusOutlined } from '@ant-design/icons';
import { AUCTION_STATUS_LABELS, AUCTION_STATUSES } from '@portal/contract/auctions/auction-status';
import { isAdminOrManager } from '@portal/contract/roles';
import { Button, Flex, Radio } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { fetchCustomerAuctionsPage, useCustomerAuctions } from '../api/customer-auctions';
import { customerAuctionColumns } from '../components/auction-columns';
import { CUSTOMER_AUCTION_EXPORT_COLUMNS } from '../components/auction-export';
import { AuctionFilterFields } from '../components/auction-filter-fields';
import { AUCTION_FILTER_KEYS, auctionListApiQuery, tabCounts } from '../components/auction-list-query';
import { useLiveAuctions } from '../components/use-live-auctions';

const STATUS_KEY = ['status'] as const;

/** SPEC 2.2 auctions/customer (K): the customer's auctions by status tab, filtered in the URL; adding for AM. */
function CustomerAuctionsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = session ? isAdminOrManager(session.roles) : false;
  const list = useListParams(AUCTION_FILTER_KEYS);
  const tab = useListParams(STATUS_KEY);
  const status = tab.filters.status;
  const { filters, page, limit } = list;
  const filterQuery = useMemo(() => auctionListApiQuery({ ...filters, status }), [filters, status]);
  const customerId = session?.ownerId ?? 0;
  const query = useCustomerAuctions({ ...filterQuery, page: String(page), limit: String(limit) });
  const counts = tabCounts(query.data?.counts);
  const columns = useMemo(() => customerAuctionColumns(session?.ownerId ?? 0), [session?.ownerId]);
  useLiveAuctions({ onlyStatus: true });

  const tabLabel = (label: string, count: number | undefined) => `${label} (${count ?? 0})`;
  return (
    <Flex vertical gap={16}>
      {/* Buttons, not tabs: eight of them wrap on a phone instead of hiding behind a «more» menu. */}
      <Radio.Group
        aria-label="Статус аукциона"
        optionType="button"
        value={status || 'all'}
        onChange={(event) => tab.setFilter('status', event.target.value === 'all' ? '' : event.target.value)}
        options={[
          { value: 'all', label: tabLabel('Все', counts.all) },
          ...AUCTION_STATUSES.map((value) => ({
            value: String(value),
            label: tabLabel(AUCTION_STATUS_LABELS[value], counts[value]),
          })),
        ]}
      />
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Аукционы не найдены"
        actions={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routePath('auction-add'))}>
              Добавить
            </Button>
          )
        }
        filters={<AuctionFilterFields list={list} />}
        exportOptions={{
          fileName: 'Аукционы',
          columns: CUSTOMER_AUCTION_EXPORT_COLUMNS,
          fetchPage: (exportPage, exportLimit) =>
            fetchCustomerAuctionsPage(customerId, {
              ...filterQuery,
              page: String(exportPage),
              limit: String(exportLimit),
            }),
        }}
      />
    </Flex>
  );
}

export { CustomerAuctionsPage as Component };
