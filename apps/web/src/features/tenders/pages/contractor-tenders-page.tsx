import { formatDateTime } from '@portal/contract/format/dates';
import {
  CONTRACTOR_TENDER_TAB_LABELS,
  CONTRACTOR_TENDER_TABS,
  type ContractorTenderListItem,
} from '@portal/contract/tenders/tenders.schemas';
import { Radio, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useContractorTenders } from '../api/tenders';
import { TenderStatusTag } from '../components/tender-status-tag';
import { useLiveTenders } from '../components/use-live-tenders';

const FILTER_KEYS = ['tab'] as const;
const isTab = (value: string): value is (typeof CONTRACTOR_TENDER_TABS)[number] =>
  (CONTRACTOR_TENDER_TABS as readonly string[]).includes(value);

/** Issue 16: the carrier's tenders: active, planned, won, archive. */
function ContractorTendersPage() {
  const contractorId = useSession()?.ownerId ?? 0;
  useLiveTenders({ onlyStatus: true });
  const list = useListParams(FILTER_KEYS);
  const tab = isTab(list.filters.tab) ? list.filters.tab : 'active';
  const query = useContractorTenders({ page: list.page, limit: list.limit, tab });
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
      { title: 'Статус', render: (_, row) => <TenderStatusTag status={row.status} /> },
      { title: 'Окончание приёма ставок', render: (_, row) => formatDateTime(row.dateEnd) },
      { title: 'Лотов', dataIndex: 'lotsCount', align: 'right' },
      { title: 'Моих ставок', dataIndex: 'myBidsCount', align: 'right' },
      { title: 'Выиграно лотов', dataIndex: 'wonLotsCount', align: 'right' },
    ],
    [contractorId],
  );
  return (
    <>
      {/* Buttons, not tabs: on a phone they wrap instead of hiding behind a «more» menu. */}
      <Radio.Group
        aria-label="Вкладка"
        optionType="button"
        value={tab}
        onChange={(event) => list.setFilter('tab', event.target.value)}
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
      />
    </>
  );
}

export { ContractorTendersPage as Component };
