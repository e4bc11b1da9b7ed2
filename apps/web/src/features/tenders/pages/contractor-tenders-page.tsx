import { formatDateTime } from '@portal/contract/format/dates';
import { CARRIER_LIST_FILTER_KEYS } from '@portal/contract/procurement/carrier-list-filters';
import {
  CONTRACTOR_TENDER_TAB_LABELS,
  CONTRACTOR_TENDER_TABS,
  type ContractorTenderListItem,
} from '@portal/contract/tenders/tenders.schemas';
import { Flex, Radio, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ReportExportButton } from '../../../shared/export/report-export-button';
import { CarrierListFilterFields } from '../../../shared/list/carrier-list-filter-fields';
// The carrier's auction and tender lists share their filters.
import { carrierListApiQuery } from '../../../shared/list/carrier-list-query';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { fetchContractorTendersWorkbook, useContractorTenders } from '../api/tenders';
import { TenderStatusTag } from '../components/tender-status-tag';
import { useLiveTenders } from '../components/use-live-tenders';

const TAB_KEY = ['tab'] as const;
const isTab = (value: string): value is (typeof CONTRACTOR_TENDER_TABS)[number] =>
  (CONTRACTOR_TENDER_TABS as readonly string[]).includes(value);

/** Issue 16: the carrier's tenders: active, planned, won, archive, filtered in the URL, with the server's workbook. */
function ContractorTendersPage() {
  const contractorId = useSession()?.ownerId ?? 0;
  useLiveTenders({ onlyStatus: true });
  const list = useListParams(CARRIER_LIST_FILTER_KEYS);
  const tabParams = useListParams(TAB_KEY);
  const tab = isTab(tabParams.filters.tab) ? tabParams.filters.tab : 'active';
  const filterQuery = useMemo(() => ({ ...carrierListApiQuery(list.filters), tab }), [list.filters, tab]);
  const query = useContractorTenders({ ...filterQuery, page: list.page, limit: list.limit });
  const columns = useMemo(
    (): TableColumnsType<ContractorTenderListItem> => [
      {
        title: '№',
        dataIndex: 'number',
        render: (number: string, row) => (
          <Link to={routePath('contractor-tender-view', { contractorId, tendersId: row.id })}>{number}</Link>
        ),
      },
      { title: 'Название', dataIndex: 'name' },
      { title: 'Заказчик', key: 'customer', render: (_, row) => row.customer.name },
      { title: 'Статус', render: (_, row) => <TenderStatusTag status={row.status} /> },
      { title: 'Окончание приёма ставок', render: (_, row) => formatDateTime(row.dateEnd) },
      { title: 'Лотов', dataIndex: 'lotsCount', align: 'right' },
      { title: 'Моих ставок', dataIndex: 'myBidsCount', align: 'right' },
      { title: 'Выиграно лотов', dataIndex: 'wonLotsCount', align: 'right' },
    ],
    [contractorId],
  );
  return (
    <Flex vertical gap={16}>
      {/* Buttons, not tabs: on a phone they wrap instead of hiding behind a «more» menu. */}
      <Radio.Group
        aria-label="Вкладка"
        optionType="button"
        value={tab}
        onChange={(event) => tabParams.setFilter('tab', event.target.value)}
        options={CONTRACTOR_TENDER_TABS.map((key) => ({
          value: key,
          label: CONTRACTOR_TENDER_TAB_LABELS[key],
        }))}
      />
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Тендеров нет"
        actions={
          <ReportExportButton
            fileName="Тендеры"
            fetchWorkbook={(owner, onProgress) =>
              fetchContractorTendersWorkbook(owner, filterQuery, onProgress)
            }
          />
        }
        filters={<CarrierListFilterFields list={list} idPrefix="tenders" />}
      />
    </Flex>
  );
}

export { ContractorTendersPage as Component };
