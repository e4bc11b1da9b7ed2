import {
  STATISTICS_ECONOMIES,
  STATISTICS_ECONOMY_LABELS,
  STATISTICS_FILE_NAMES,
  type StatisticsEconomy,
} from '@portal/contract/statistics/statistics.schemas';
import type { StatisticsGrouping } from '@portal/contract/statistics/statistics-periods';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useListParams } from '../../../shared/list/use-list-params';
import { ReportPage } from '../../../shared/report/report-page';
import { useCan } from '../../../shared/session/use-can';
import { fetchStatisticsWorkbook, useStatistics } from '../api/statistics';
import {
  defaultPeriod,
  listQueryOf,
  STATISTICS_FILTER_KEYS,
  tabOf,
  toStatisticsRequest,
} from '../components/statistics-filter-values';
import { StatisticsFilters } from '../components/statistics-filters';
import { StatisticsTab } from '../components/statistics-tab';
import { UsageTab } from '../components/usage-tab';

/** The tab of the customer admins: the company's use of the portal (issue 24 «Analytics»). */
const USAGE_TAB = 'usage';

/**
 * SPEC 2.2 statistic (A K), issue 24: what the procurement saved, where and by whom, one tab per economy of
 * DESIGN 12, every figure with its formula and the list behind it; the filters live in the URL.
 */
function StatisticsPage() {
  const list = useListParams(STATISTICS_FILTER_KEYS, { keptKeys: ['tab'] });
  const { filters, setFilter } = list;
  const today = useMemo(() => new Date(), []);
  const economy = tabOf(filters);
  const isAdmin = useCan('customer:admin');
  const isUsage = isAdmin && filters.tab === USAGE_TAB;
  const request = useMemo(() => toStatisticsRequest(filters, today), [filters, today]);
  // The usage tab reads only the period: no economy is asked for while it is open.
  const query = useStatistics(economy, isUsage ? {} : request);
  const period = defaultPeriod(today);
  const listQuery = listQueryOf(filters, today);

  return (
    <ReportPage
      toolbar={
        isUsage
          ? null
          : {
              fileName: STATISTICS_FILE_NAMES[economy],
              fetchWorkbook: (owner, onProgress) =>
                fetchStatisticsWorkbook(owner, economy, request, onProgress),
              query,
            }
      }
      filters={<StatisticsFilters filters={filters} period={period} setFilter={setFilter} />}
      list={list}
    >
      <Tabs
        activeKey={isUsage ? USAGE_TAB : economy}
        onChange={(key) => setFilter('tab', key === 'auction-economy' ? '' : key)}
        items={[
          ...STATISTICS_ECONOMIES.map((key: StatisticsEconomy) => ({
            key,
            label: STATISTICS_ECONOMY_LABELS[key],
            children:
              key === economy && !isUsage ? (
                <StatisticsTab
                  economy={key}
                  data={query.data}
                  isLoading={query.isPending || query.isPlaceholderData}
                  isError={query.isError}
                  groupBy={(request.groupBy ?? 'month') as StatisticsGrouping}
                  listQuery={listQuery}
                />
              ) : null,
          })),
          ...(isAdmin
            ? [
                {
                  key: USAGE_TAB,
                  label: 'Использование портала',
                  children: isUsage ? (
                    <UsageTab period={{ dateFrom: request.dateFrom, dateTo: request.dateTo }} />
                  ) : null,
                },
              ]
            : []),
        ]}
      />
    </ReportPage>
  );
}

export { StatisticsPage as Component };
