import { ROUTE_STATE_LABELS, ROUTE_STATES } from '@portal/contract/freight/route-states';
import { Select } from 'antd';
import { memo } from 'react';
import { DayRangeFilter } from '../../../shared/list/day-range-filter';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { filterBinder } from '../../../shared/list/filter-binding';
import { FilterField } from '../../../shared/list/filter-panel';
import type { ListParams } from '../../../shared/list/use-list-params';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { DepartmentSelect } from '../../../shared/lookups/department-select';
import { UserSelect } from '../../../shared/lookups/user-select';
import { useDriverOptions, useVehicleOptions } from '../../fleet/api/route-fleet';
import { useRouteWayOptions, useTransportationOptions } from '../api/flight-lookups';
import type { FlightFilterKey, FlightSide } from './flight-filters';
import { ReferenceSelect } from './reference-select';

const STATE_OPTIONS = ROUTE_STATES.map((state) => ({
  value: String(state),
  label: ROUTE_STATE_LABELS[state],
}));
const YES_NO_OPTIONS = [
  { value: 'true', label: 'Да' },
  { value: 'false', label: 'Нет' },
];

type FlightFilterFieldsProps = { list: ListParams<FlightFilterKey>; side: FlightSide };

const idOf = (value: string): number | undefined => (value ? Number(value) : undefined);

/**
 * The filters of the original flight list (issue 13). The customer's internal ones (manager, carrier, drafts,
 * cancelled) are on its side only; `driver` and `vehicle` pick from the side's fleet. Memoised: the list's
 * answers (every refresh and live update) re-rendered its fourteen selects, ~20 ms each time (issue 27).
 */
export const FlightFilterFields = memo(function FlightFilterFields({ list, side }: FlightFilterFieldsProps) {
  const { filters, setFilter } = list;
  const isCustomer = side === 'customer';
  const routeWays = useRouteWayOptions();
  const transportations = useTransportationOptions();
  const drivers = useDriverOptions();
  const vehicles = useVehicleOptions();
  const fieldId = (key: string) => `flights-filter-${key}`;
  const bind = filterBinder(filters, setFilter);
  const setId = (key: FlightFilterKey) => (value: number | null | undefined) =>
    setFilter(key, value == null ? '' : String(value));

  return (
    <>
      <FilterField label="Код рейса" htmlFor={fieldId('name')} width={180}>
        <DelayedInput
          id={fieldId('name')}
          placeholder="Например, 0105МСК"
          value={filters.name}
          onChange={(value) => setFilter('name', value)}
        />
      </FilterField>
      {isCustomer && (
        <FilterField label="Маршрут" htmlFor={fieldId('route_way')}>
          <ReferenceSelect
            id={fieldId('route_way')}
            query={routeWays}
            value={idOf(filters.route_way)}
            onChange={setId('route_way')}
          />
        </FilterField>
      )}
      {isCustomer && (
        <FilterField label="Вид перевозки" htmlFor={fieldId('transportation')} width={200}>
          <ReferenceSelect
            id={fieldId('transportation')}
            query={transportations}
            value={idOf(filters.transportation)}
            onChange={setId('transportation')}
          />
        </FilterField>
      )}
      <FilterField label="Первый пункт" htmlFor={fieldId('first_point')} width={200}>
        <DepartmentSelect
          id={fieldId('first_point')}
          value={idOf(filters.first_point) ?? null}
          onChange={setId('first_point')}
        />
      </FilterField>
      <FilterField label="Последний пункт" htmlFor={fieldId('last_point')} width={200}>
        <DepartmentSelect
          id={fieldId('last_point')}
          value={idOf(filters.last_point) ?? null}
          onChange={setId('last_point')}
        />
      </FilterField>
      <DayRangeFilter
        label="Дата"
        ids={[fieldId('date_from'), fieldId('date_to')]}
        from={bind('date_from')}
        to={bind('date_to')}
        urlDays="bounds"
      />
      {isCustomer && (
        <FilterField label="Перевозчик" htmlFor={fieldId('contractor')}>
          <ContractorSelect
            id={fieldId('contractor')}
            value={idOf(filters.contractor)}
            onChange={setId('contractor')}
          />
        </FilterField>
      )}
      {isCustomer && (
        <FilterField label="Менеджер" htmlFor={fieldId('manager')}>
          <UserSelect
            id={fieldId('manager')}
            value={idOf(filters.manager) ?? null}
            onChange={setId('manager')}
          />
        </FilterField>
      )}
      <FilterField label="Водитель" htmlFor={fieldId('driver')}>
        <ReferenceSelect
          id={fieldId('driver')}
          query={drivers}
          value={idOf(filters.driver)}
          onChange={setId('driver')}
        />
      </FilterField>
      <FilterField label="ТС" htmlFor={fieldId('vehicle')} width={200}>
        <ReferenceSelect
          id={fieldId('vehicle')}
          query={vehicles}
          value={idOf(filters.vehicle)}
          onChange={setId('vehicle')}
        />
      </FilterField>
      <FilterField label="Состояние" htmlFor={fieldId('state')} width={220}>
        <Select
          id={fieldId('state')}
          allowClear
          placeholder="Любое"
          options={STATE_OPTIONS}
          value={filters.state || undefined}
          onChange={(value?: string) => setFilter('state', value ?? '')}
        />
      </FilterField>
      {isCustomer && (
        <FilterField label="Черновик" htmlFor={fieldId('is_draft')} width={120}>
          <Select
            id={fieldId('is_draft')}
            allowClear
            placeholder="Все"
            options={YES_NO_OPTIONS}
            value={filters.is_draft || undefined}
            onChange={(value?: string) => setFilter('is_draft', value ?? '')}
          />
        </FilterField>
      )}
      {isCustomer && (
        <FilterField label="Отменён" htmlFor={fieldId('is_cancel')} width={120}>
          <Select
            id={fieldId('is_cancel')}
            allowClear
            placeholder="Все"
            options={YES_NO_OPTIONS}
            value={filters.is_cancel || undefined}
            onChange={(value?: string) => setFilter('is_cancel', value ?? '')}
          />
        </FilterField>
      )}
    </>
  );
});
