import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import type { ListParams } from '../../../shared/list/use-list-params';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { UserSelect } from '../../../shared/lookups/user-select';
// The flights' short reference lists and day inputs serve the auctions' filters as they are.
import { useRouteWayOptions } from '../../flights/api/flight-lookups';
import { DayFilterInput } from '../../flights/components/day-filter-input';
import { ReferenceSelect } from '../../flights/components/reference-select';
import type { AuctionFilterKey } from './auction-list-query';

const fieldId = (key: string) => `auctions-filter-${key}`;
const idOf = (value: string): number | undefined => (value ? Number(value) : undefined);

/** Issue 15: number, route way, the days the auction ends in, a participant carrier and the manager who made it. */
export function AuctionFilterFields({ list }: { list: ListParams<AuctionFilterKey> }) {
  const { filters, setFilter } = list;
  const routeWays = useRouteWayOptions();
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
      <FilterField label="Дата с" htmlFor={fieldId('date_from')} width={150}>
        <DayFilterInput
          id={fieldId('date_from')}
          edge="from"
          value={filters.date_from}
          onChange={(value) => setFilter('date_from', value)}
        />
      </FilterField>
      <FilterField label="Дата по" htmlFor={fieldId('date_to')} width={150}>
        <DayFilterInput
          id={fieldId('date_to')}
          edge="to"
          value={filters.date_to}
          onChange={(value) => setFilter('date_to', value)}
        />
      </FilterField>
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
