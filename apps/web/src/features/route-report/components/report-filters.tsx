import { ROUTE_STATE_LABELS } from '@portal/contract/freight/route-states';
import { Select } from 'antd';
import { DayFilter } from '../../../shared/list/day-filter';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { DepartmentSelect } from '../../../shared/lookups/department-select';
import { RouteWaySelect } from '../../../shared/lookups/route-way-select';
import { TransportationSelect } from '../../../shared/lookups/transportation-select';
import { UserSelect } from '../../../shared/lookups/user-select';
import type { ReportFilterKey } from './report-filter-values';

const YES_NO = [
  { value: 'true', label: 'Да' },
  { value: 'false', label: 'Нет' },
];
const STATE_OPTIONS = Object.entries(ROUTE_STATE_LABELS).map(([value, label]) => ({ value, label }));

const idOf = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

type ReportFiltersProps = {
  filters: Record<ReportFilterKey, string>;
  setFilter: (key: ReportFilterKey, value: string) => void;
};

/** The flights list's filters (SPEC 2.2, issue 13), as the report takes them. */
export function ReportFilters({ filters, setFilter }: ReportFiltersProps) {
  const setId = (key: ReportFilterKey) => (value: number | null | undefined) =>
    setFilter(key, value ? String(value) : '');
  return (
    <>
      <FilterField label="Код рейса" htmlFor="route-report-name" width={180}>
        <DelayedInput
          id="route-report-name"
          placeholder="Часть кода"
          value={filters.name}
          onChange={(value) => setFilter('name', value)}
        />
      </FilterField>
      <FilterField label="Дата прибытия с" htmlFor="route-report-date-from" width={150}>
        <DayFilter
          id="route-report-date-from"
          value={filters.date_from}
          onChange={(value) => setFilter('date_from', value)}
        />
      </FilterField>
      <FilterField label="Дата прибытия по" htmlFor="route-report-date-to" width={150}>
        <DayFilter
          id="route-report-date-to"
          value={filters.date_to}
          onChange={(value) => setFilter('date_to', value)}
        />
      </FilterField>
      <FilterField label="Маршрут" htmlFor="route-report-route-way" width={260}>
        <RouteWaySelect
          id="route-report-route-way"
          value={idOf(filters.route_way)}
          onChange={setId('route_way')}
        />
      </FilterField>
      <FilterField label="Первый пункт" htmlFor="route-report-first-point">
        <DepartmentSelect
          id="route-report-first-point"
          value={idOf(filters.first_point)}
          onChange={setId('first_point')}
        />
      </FilterField>
      <FilterField label="Последний пункт" htmlFor="route-report-last-point">
        <DepartmentSelect
          id="route-report-last-point"
          value={idOf(filters.last_point)}
          onChange={setId('last_point')}
        />
      </FilterField>
      <FilterField label="Наименование перевозки" htmlFor="route-report-transportation">
        <TransportationSelect
          id="route-report-transportation"
          value={idOf(filters.transportation)}
          onChange={setId('transportation')}
        />
      </FilterField>
      <FilterField label="Перевозчик" htmlFor="route-report-contractor" width={260}>
        <ContractorSelect
          id="route-report-contractor"
          value={idOf(filters.contractor) ?? undefined}
          onChange={setId('contractor')}
        />
      </FilterField>
      <FilterField label="Менеджер" htmlFor="route-report-manager">
        <UserSelect id="route-report-manager" value={idOf(filters.manager)} onChange={setId('manager')} />
      </FilterField>
      <FilterField label="Состояние" htmlFor="route-report-state" width={220}>
        <Select
          id="route-report-state"
          allowClear
          placeholder="Любое"
          options={STATE_OPTIONS}
          value={filters.state || undefined}
          onChange={(value?: string) => setFilter('state', value ?? '')}
          style={{ width: '100%' }}
        />
      </FilterField>
      <FilterField label="Черновик" htmlFor="route-report-is-draft" width={120}>
        <Select
          id="route-report-is-draft"
          allowClear
          placeholder="Все"
          options={YES_NO}
          value={filters.is_draft || undefined}
          onChange={(value?: string) => setFilter('is_draft', value ?? '')}
          style={{ width: '100%' }}
        />
      </FilterField>
      <FilterField label="Отменён" htmlFor="route-report-is-cancel" width={120}>
        <Select
          id="route-report-is-cancel"
          allowClear
          placeholder="Все"
          options={YES_NO}
          value={filters.is_cancel || undefined}
          onChange={(value?: string) => setFilter('is_cancel', value ?? '')}
          style={{ width: '100%' }}
        />
      </FilterField>
    </>
  );
}
