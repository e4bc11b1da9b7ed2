import { AUCTION_STATUS_LABELS } from '@portal/contract/auctions/auction-status';
import { Select } from 'antd';
import { FilterField } from '../../../shared/list/filter-panel';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { useSession } from '../../../shared/session/session-query';
import { DayFilter } from '../../route-report/components/report-filters';
import { routeWayOption, routeWayOptions } from '../../route-report/components/report-lookups';
import { SearchSelect } from '../../route-report/components/search-select';
import type { AuctionReportFilterKey } from './auction-report-filter-values';

const STATUS_OPTIONS = Object.entries(AUCTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const idOf = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

type Props = {
  filters: Record<AuctionReportFilterKey, string>;
  setFilter: (key: AuctionReportFilterKey, value: string) => void;
};

/** The auctions report's filters: status, route way, participant carrier, end date range. */
export function AuctionReportFilters({ filters, setFilter }: Props) {
  const customerId = useSession()?.ownerId ?? 0;
  const setId = (key: AuctionReportFilterKey) => (value: number | null | undefined) =>
    setFilter(key, value ? String(value) : '');
  return (
    <>
      <FilterField label="Статус" htmlFor="auction-report-status" width={200}>
        <Select
          id="auction-report-status"
          allowClear
          placeholder="Любой"
          options={STATUS_OPTIONS}
          value={filters.status || undefined}
          onChange={(value?: string) => setFilter('status', value ?? '')}
          style={{ width: '100%' }}
        />
      </FilterField>
      <FilterField label="Окончание с" htmlFor="auction-report-date-from" width={150}>
        <DayFilter
          id="auction-report-date-from"
          value={filters.date_from}
          onChange={(value) => setFilter('date_from', value)}
        />
      </FilterField>
      <FilterField label="Окончание по" htmlFor="auction-report-date-to" width={150}>
        <DayFilter
          id="auction-report-date-to"
          value={filters.date_to}
          onChange={(value) => setFilter('date_to', value)}
        />
      </FilterField>
      <FilterField label="Маршрут" htmlFor="auction-report-route-way" width={260}>
        <SearchSelect
          id="auction-report-route-way"
          lookupKey={`route-ways-short-${customerId}`}
          fetchOptions={(query, signal) => routeWayOptions(customerId, query, signal)}
          fetchOne={(id, signal) => routeWayOption(customerId, id, signal)}
          value={idOf(filters.route_way)}
          onChange={setId('route_way')}
          placeholder="Код или название"
          notFoundText="Маршруты не найдены"
        />
      </FilterField>
      <FilterField label="Перевозчик" htmlFor="auction-report-contractor" width={260}>
        <ContractorSelect
          id="auction-report-contractor"
          value={idOf(filters.contractor) ?? undefined}
          onChange={setId('contractor')}
        />
      </FilterField>
    </>
  );
}
