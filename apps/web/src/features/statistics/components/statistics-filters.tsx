import {
  STATISTICS_GROUPING_LABELS,
  STATISTICS_GROUPINGS,
} from '@portal/contract/statistics/statistics-periods';
import { Select } from 'antd';
import { DayFilter } from '../../../shared/list/day-filter';
import { FilterField } from '../../../shared/list/filter-panel';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { RouteWaySelect } from '../../../shared/lookups/route-way-select';
import { TransportationSelect } from '../../../shared/lookups/transportation-select';
import { UserSelect } from '../../../shared/lookups/user-select';
import type { StatisticsFilterKey } from './statistics-filter-values';

const GROUPING_OPTIONS = STATISTICS_GROUPINGS.map((value) => ({
  value,
  label: STATISTICS_GROUPING_LABELS[value],
}));
const idOf = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

type Props = {
  filters: Record<StatisticsFilterKey, string>;
  /** The period shown when none is typed. */
  period: { date_from: string; date_to: string };
  setFilter: (key: StatisticsFilterKey, value: string) => void;
};

/** The period (Moscow days, both inclusive), the grouping, a route way, a kind of cargo, a manager and a carrier. */
export function StatisticsFilters({ filters, period, setFilter }: Props) {
  const setId = (key: StatisticsFilterKey) => (value: number | null | undefined) =>
    setFilter(key, value ? String(value) : '');
  return (
    <>
      <FilterField label="Период с" htmlFor="statistics-date-from" width={150}>
        <DayFilter
          id="statistics-date-from"
          value={filters.date_from || period.date_from}
          onChange={(value) => setFilter('date_from', value)}
        />
      </FilterField>
      <FilterField label="Период по" htmlFor="statistics-date-to" width={150}>
        <DayFilter
          id="statistics-date-to"
          value={filters.date_to || period.date_to}
          onChange={(value) => setFilter('date_to', value)}
        />
      </FilterField>
      <FilterField label="Группировка" htmlFor="statistics-group-by" width={170}>
        <Select
          id="statistics-group-by"
          options={GROUPING_OPTIONS}
          value={filters.group_by || 'month'}
          onChange={(value: string) => setFilter('group_by', value === 'month' ? '' : value)}
          style={{ width: '100%' }}
        />
      </FilterField>
      <FilterField label="Маршрут" htmlFor="statistics-route-way" width={260}>
        <RouteWaySelect
          id="statistics-route-way"
          value={idOf(filters.route_way)}
          onChange={setId('route_way')}
        />
      </FilterField>
      <FilterField label="Наименование перевозки" htmlFor="statistics-transportation" width={220}>
        <TransportationSelect
          id="statistics-transportation"
          value={idOf(filters.transportation)}
          onChange={setId('transportation')}
        />
      </FilterField>
      <FilterField label="Менеджер" htmlFor="statistics-manager" width={240}>
        <UserSelect id="statistics-manager" value={idOf(filters.manager)} onChange={setId('manager')} />
      </FilterField>
      <FilterField label="Перевозчик" htmlFor="statistics-contractor" width={260}>
        <ContractorSelect
          id="statistics-contractor"
          value={idOf(filters.contractor) ?? undefined}
          onChange={setId('contractor')}
        />
      </FilterField>
    </>
  );
}
