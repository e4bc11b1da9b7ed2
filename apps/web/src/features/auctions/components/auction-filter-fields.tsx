import { DayRangeFilter } from '../../../shared/list/day-range-filter';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { filterBinder } from '../../../shared/list/filter-binding';
import { FilterField } from '../../../shared/list/filter-panel';
import type { ListParams } from '../../../shared/list/use-list-params';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { UserSelect } from '../../../shared/lookups/user-select';
// The flights' short reference lists serve the auctions' filters as they are.
import { useRouteWayOptions } from '../../flights/api/flight-lookups';
import { ReferenceSelect } from '../../flights/components/reference-select';
import type { AuctionFilterKey } from './auction-list-query';

const fieldId = (key: string) => `auctions-filter-${key}`;
const idOf = (value: string): number | undefined => (value ? Number(value) : undefined);

/** Issue 15: number, route way, the days the auction ends in, a participant carrier and the manager who made it. */
export function AuctionFilterFields({ list }: { list: ListParams<AuctionFilterKey> }) {
  const { filters, setFilter } = list;
  const routeWays = useRouteWayOptions();
  const bind = filterBinder(filters, setFilter);
  const setId = (key: AuctionFilterKey) => (value: number | null | undefined) =>
    setFilter(key, value == null ? '' : String(value));
  return (
    <>
      <FilterField label="Номер" htmlFor={fieldId('number')} width={160}>
        <DelayedInput
          id={fieldId('number')}
          value={filters.number}
          onChange={(value) => setFilter('number', value)}
        />
      </FilterField>
      <FilterField label="Маршрут" htmlFor={fieldId('route_way')}>
        <ReferenceSelect
          id={fieldId('route_way')}
          query={routeWays}
          value={idOf(filters.route_way)}
          onChange={setId('route_way')}
        />
      </FilterField>
      <DayRangeFilter
        label="Дата"
        ids={[fieldId('date_from'), fieldId('date_to')]}
        from={bind('date_from')}
        to={bind('date_to')}
        urlDays="bounds"
      />
      <FilterField label="Перевозчик" htmlFor={fieldId('contractor')}>
        <ContractorSelect
          id={fieldId('contractor')}
          value={idOf(filters.contractor)}
          onChange={setId('contractor')}
        />
      </FilterField>
      <FilterField label="Менеджер" htmlFor={fieldId('manager')}>
        <UserSelect
          id={fieldId('manager')}
          value={idOf(filters.manager) ?? null}
          onChange={setId('manager')}
        />
      </FilterField>
    </>
  );
}
