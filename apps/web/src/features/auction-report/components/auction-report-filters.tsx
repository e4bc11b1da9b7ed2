import { AUCTION_STATUS_LABELS } from '@portal/contract/auctions/auction-status';
import { Select } from 'antd';
import { DayFilter } from '../../../shared/list/day-filter';
import { FilterField } from '../../../shared/list/filter-panel';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { RouteWaySelect } from '../../../shared/lookups/route-way-select';
import { TransportationSelect } from '../../../shared/lookups/transportation-select';
import { UserSelect } from '../../../shared/lookups/user-select';
import type { AuctionReportFilterKey } from './auction-report-filter-values';

const STATUS_OPTIONS = Object.entries(AUCTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const idOf = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

type Props = {
  filters: Record<AuctionReportFilterKey, string>;
  setFilter: (key: AuctionReportFilterKey, value: string) => void;
};

/** The auctions report's filters: status, end date range, route way, kind of cargo, participant carrier, manager. */
export function AuctionReportFilters({ filters, setFilter }: Props) {
  const setId = (key: AuctionReportFilterKey) => (value: number | null | undefined) =>
    setFilter(key, value ? String(value) : '');
  return (
    <>
      <FilterField label="Статус" htmlFor="auction-report-status" width={200}>
        <Select
          id="auction-report-status"
          mode="multiple"
          allowClear
          placeholder="Любой"
          options={STATUS_OPTIONS}
          value={filters.status ? filters.status.split(',') : []}
          onChange={(value: string[]) => setFilter('status', value.join(','))}
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
        <RouteWaySelect
          id="auction-report-route-way"
          value={idOf(filters.route_way)}
          onChange={setId('route_way')}
        />
      </FilterField>
      <FilterField label="Наименование перевозки" htmlFor="auction-report-transportation" width={220}>
        <TransportationSelect
          id="auction-report-transportation"
          value={idOf(filters.transportation)}
          onChange={setId('transportation')}
        />
      </FilterField>
      <FilterField label="Перевозчик" htmlFor="auction-report-contractor" width={260}>
        <ContractorSelect
          id="auction-report-contractor"
          value={idOf(filters.contractor) ?? undefined}
          onChange={setId('contractor')}
        />
      </FilterField>
      <FilterField label="Менеджер" htmlFor="auction-report-manager" width={240}>
        <UserSelect id="auction-report-manager" value={idOf(filters.manager)} onChange={setId('manager')} />
      </FilterField>
    </>
  );
}
