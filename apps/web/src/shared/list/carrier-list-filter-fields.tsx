import { memo } from 'react';
import { CustomerSelect } from '../lookups/customer-select';
import type { CarrierListFilterKey } from './carrier-list-query';
import { DayRangeFilter } from './day-range-filter';
import { DelayedInput } from './delayed-input';
import { filterBinder } from './filter-binding';
import { FilterField } from './filter-panel';
import type { ListParams } from './use-list-params';

type CarrierListFilterFieldsProps = {
  list: ListParams<CarrierListFilterKey>;
  /** The ids' prefix: `auctions` gives `auctions-filter-number`. */
  idPrefix: string;
};

/**
 * DESIGN 10: the filters of the carrier's auction and tender lists: number, a flight's code or route, the customer
 * (a carrier works for several), the days the bidding ends in. Memoised: live updates re-render the list often.
 */
export const CarrierListFilterFields = memo(function CarrierListFilterFields({
  list,
  idPrefix,
}: CarrierListFilterFieldsProps) {
  const { filters, setFilter } = list;
  const fieldId = (key: string) => `${idPrefix}-filter-${key}`;
  const bind = filterBinder(filters, setFilter);
  return (
    <>
      <FilterField label="Номер" htmlFor={fieldId('number')} width={160}>
        <DelayedInput
          id={fieldId('number')}
          value={filters.number}
          onChange={(value) => setFilter('number', value)}
        />
      </FilterField>
      <FilterField label="Рейс или маршрут" htmlFor={fieldId('route')}>
        <DelayedInput
          id={fieldId('route')}
          placeholder="Код или название"
          value={filters.route}
          onChange={(value) => setFilter('route', value)}
        />
      </FilterField>
      <FilterField label="Заказчик" htmlFor={fieldId('customer')} width={260}>
        <CustomerSelect
          id={fieldId('customer')}
          value={filters.customer ? Number(filters.customer) : null}
          onChange={(value) => setFilter('customer', value == null ? '' : String(value))}
        />
      </FilterField>
      <DayRangeFilter
        label="Окончание"
        ids={[fieldId('date_from'), fieldId('date_to')]}
        from={bind('date_from')}
        to={bind('date_to')}
        urlDays="bounds"
      />
    </>
  );
});
