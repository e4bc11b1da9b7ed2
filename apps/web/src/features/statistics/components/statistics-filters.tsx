import {
  STATISTICS_GROUPING_LABELS,
  STATISTICS_GROUPINGS,
} from '@portal/contract/statistics/statistics-periods';
import { ChoiceFilter } from '../../../shared/list/choice-filter';
import { DayRangeFilter } from '../../../shared/list/day-range-filter';
import { type FilterFieldsProps, filterBinder } from '../../../shared/list/filter-binding';
import { LookupFilter } from '../../../shared/list/lookup-filter';
import type { StatisticsFilterKey } from './statistics-filter-values';

const GROUPING_OPTIONS = STATISTICS_GROUPINGS.map((value) => ({
  value,
  label: STATISTICS_GROUPING_LABELS[value],
}));

type Props = FilterFieldsProps<StatisticsFilterKey> & {
  /** The period shown when none is typed. */
  period: { date_from: string; date_to: string };
};

/** The period (Moscow days, both inclusive), the grouping, a route way, a kind of cargo, a manager and a carrier. */
export function StatisticsFilters({ filters, period, setFilter }: Props) {
  const bind = filterBinder(filters, setFilter);
  return (
    <>
      <DayRangeFilter
        label="Период"
        ids={['statistics-date-from', 'statistics-date-to']}
        from={bind('date_from', period.date_from)}
        to={bind('date_to', period.date_to)}
      />
      <ChoiceFilter
        label="Группировка"
        id="statistics-group-by"
        width={170}
        allowClear={false}
        options={GROUPING_OPTIONS}
        binding={{
          value: filters.group_by || 'month',
          onChange: (value) => setFilter('group_by', value === 'month' ? '' : value),
        }}
      />
      <LookupFilter lookup="route_way" id="statistics-route-way" binding={bind('route_way')} />
      <LookupFilter lookup="transportation" id="statistics-transportation" binding={bind('transportation')} />
      <LookupFilter lookup="manager" id="statistics-manager" binding={bind('manager')} />
      <LookupFilter lookup="contractor" id="statistics-contractor" binding={bind('contractor')} />
    </>
  );
}
