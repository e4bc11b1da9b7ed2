import { ROUTE_STATE_LABELS } from '@portal/contract/freight/route-states';
import { ChoiceFilter } from '../../../shared/list/choice-filter';
import { DayRangeFilter } from '../../../shared/list/day-range-filter';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { type FilterFieldsProps, filterBinder } from '../../../shared/list/filter-binding';
import { FilterField } from '../../../shared/list/filter-panel';
import { LookupFilter } from '../../../shared/list/lookup-filter';
import type { ReportFilterKey } from './report-filter-values';

const YES_NO_FILTER = {
  width: 120,
  placeholder: 'Все',
  options: [
    { value: 'true', label: 'Да' },
    { value: 'false', label: 'Нет' },
  ],
};
const STATE_OPTIONS = Object.entries(ROUTE_STATE_LABELS).map(([value, label]) => ({ value, label }));

/** The flights list's filters (SPEC 2.2, issue 13), as the report takes them. */
export function ReportFilters({ filters, setFilter }: FilterFieldsProps<ReportFilterKey>) {
  const bind = filterBinder(filters, setFilter);
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
      <DayRangeFilter
        label="Дата прибытия"
        ids={['route-report-date-from', 'route-report-date-to']}
        from={bind('date_from')}
        to={bind('date_to')}
      />
      <LookupFilter lookup="route_way" id="route-report-route-way" binding={bind('route_way')} />
      <LookupFilter
        lookup="department"
        label="Первый пункт"
        id="route-report-first-point"
        binding={bind('first_point')}
      />
      <LookupFilter
        lookup="department"
        label="Последний пункт"
        id="route-report-last-point"
        binding={bind('last_point')}
      />
      <LookupFilter
        lookup="transportation"
        id="route-report-transportation"
        width={240}
        binding={bind('transportation')}
      />
      <LookupFilter lookup="contractor" id="route-report-contractor" binding={bind('contractor')} />
      <LookupFilter lookup="manager" id="route-report-manager" binding={bind('manager')} />
      <ChoiceFilter
        label="Состояние"
        id="route-report-state"
        width={220}
        placeholder="Любое"
        options={STATE_OPTIONS}
        binding={bind('state')}
      />
      <ChoiceFilter
        label="Черновик"
        id="route-report-is-draft"
        {...YES_NO_FILTER}
        binding={bind('is_draft')}
      />
      <ChoiceFilter
        label="Отменён"
        id="route-report-is-cancel"
        {...YES_NO_FILTER}
        binding={bind('is_cancel')}
      />
    </>
  );
}
