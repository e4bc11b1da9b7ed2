import type { ReactNode } from 'react';
import { ContractorSelect } from '../lookups/contractor-select';
import { DepartmentSelect } from '../lookups/department-select';
import { RouteWaySelect } from '../lookups/route-way-select';
import { TransportationSelect } from '../lookups/transportation-select';
import { UserSelect } from '../lookups/user-select';
import type { FilterBinding } from './filter-binding';
import { FilterField } from './filter-panel';
import { ID_TEXT } from './filter-text';

type SelectProps = { id: string; value: number | null; onChange: (value: number | null | undefined) => void };

/** The customer's records a list is filtered by, each with its select, label and width. */
const LOOKUPS = {
  route_way: {
    label: 'Маршрут',
    width: 260,
    select: (props: SelectProps) => <RouteWaySelect {...props} />,
  },
  transportation: {
    label: 'Наименование перевозки',
    width: 220,
    select: (props: SelectProps) => <TransportationSelect {...props} />,
  },
  contractor: {
    label: 'Перевозчик',
    width: 260,
    select: ({ value, ...props }: SelectProps) => <ContractorSelect {...props} value={value ?? undefined} />,
  },
  manager: { label: 'Менеджер', width: 240, select: (props: SelectProps) => <UserSelect {...props} /> },
  department: {
    label: 'Пункт',
    width: 240,
    select: (props: SelectProps) => <DepartmentSelect {...props} />,
  },
} satisfies Record<string, { label: string; width: number; select: (props: SelectProps) => ReactNode }>;

type LookupFilterProps = {
  lookup: keyof typeof LOOKUPS;
  id: string;
  /** The record's id in the URL; a malformed one shows as no choice. */
  binding: FilterBinding;
  label?: string;
  width?: number;
};

/** A filter by one of the customer's records (a route way, a kind of cargo, a carrier, a manager, a point). */
export function LookupFilter({ lookup, id, binding, label, width }: LookupFilterProps) {
  const { select, ...field } = LOOKUPS[lookup];
  return (
    <FilterField label={label ?? field.label} htmlFor={id} width={width ?? field.width}>
      {select({
        id,
        value: ID_TEXT.test(binding.value) ? Number(binding.value) : null,
        onChange: (value) => binding.onChange(value ? String(value) : ''),
      })}
    </FilterField>
  );
}
