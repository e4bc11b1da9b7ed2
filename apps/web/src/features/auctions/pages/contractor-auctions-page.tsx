import { CONTRACTOR_AUCTION_TABS } from '@portal/contract/auctions/auctions.schemas';
import { CARRIER_LIST_FILTER_KEYS } from '@portal/contract/procurement/carrier-list-filters';
import { Flex, Radio } from 'antd';
import { useMemo } from 'react';
import { ReportExportButton } from '../../../shared/export/report-export-button';
import { CarrierListFilterFields } from '../../../shared/list/carrier-list-filter-fields';
import { carrierListApiQuery } from '../../../shared/list/carrier-list-query';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { useSession } from '../../../shared/session/session-query';
import {
  type ContractorAuctionTab,
  fetchContractorAuctionsWorkbook,
  useContractorAuctions,
} from '../api/contractor-auctions';
import { contractorAuctionColumns } from '../components/auction-columns';
import { useLiveAuctions } from '../components/use-live-auctions';

const TAB_KEY = ['tab'] as const;
const TAB_LABELS: Record<ContractorAuctionTab, string> = {
  active: 'Идут',
  planned: 'Запланированы',
  won: 'Выигранные',
  archive: 'Архив',
};

const tabOf = (value: string): ContractorAuctionTab =>
  (CONTRACTOR_AUCTION_TABS as readonly string[]).includes(value) ? (value as ContractorAuctionTab) : 'active';

/** SPEC 2.2 auctions/contractor (C): the auctions the carrier is invited to, by tab, filtered in the URL. */
function ContractorAuctionsPage() {
  const session = useSession();
  const list = useListParams(CARRIER_LIST_FILTER_KEYS);
  const tabParams = useListParams(TAB_KEY);
  const tab = tabOf(tabParams.filters.tab);
  const filterQuery = useMemo(() => ({ ...carrierListApiQuery(list.filters), tab }), [list.filters, tab]);
  const query = useContractorAuctions({ ...filterQuery, page: list.page, limit: list.limit });
  const columns = useMemo(() => contractorAuctionColumns(session?.ownerId ?? 0), [session?.ownerId]);
  useLiveAuctions({ onlyStatus: true });
  return (
    <Flex vertical gap={16}>
      <Radio.Group
        aria-label="Вкладка"
        optionType="button"
        value={tab}
        onChange={(event) =>
          tabParams.setFilter('tab', event.target.value === 'active' ? '' : event.target.value)
        }
        options={CONTRACTOR_AUCTION_TABS.map((key) => ({ value: key, label: TAB_LABELS[key] }))}
      />
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Аукционы не найдены"
        actions={
          <ReportExportButton
            fileName="Аукционы"
            fetchWorkbook={(contractorId, onProgress) =>
              fetchContractorAuctionsWorkbook(contractorId, filterQuery, onProgress)
            }
          />
        }
        filters={<CarrierListFilterFields list={list} idPrefix="auctions" />}
      />
    </Flex>
  );
}

export { ContractorAuctionsPage as Component };
