import type { DepartmentRef } from '@portal/contract/freight/departments.schemas';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useDepartmentOptions } from './department-options';
import { useLookupSearch } from './use-lookup-search';

export type DepartmentSelectProps = {
  /** From Form.Item or FilterField: the id the label points at. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Departments the page already holds (a route way's points): their names show before the lookup answers. */
  known?: readonly Pick<DepartmentRef, 'id' | 'name'>[];
  placeholder?: string;
  'aria-label'?: string;
};

/**
 * A department (отделение) searched through GET /api/departments (≤ 100 suggestions), with a clear action that
 * reports null. The lookup is asked once the list is opened or a value needs its name.
 */
export function DepartmentSelect({
  id,
  value = null,
  onChange,
  known = [],
  placeholder = 'Отделение',
  'aria-label': ariaLabel,
}: DepartmentSelectProps) {
  const search = useLookupSearch();
  const [wasOpened, setWasOpened] = useState(false);
  const isValueKnown = value === null || known.some((department) => department.id === value);
  const found = useDepartmentOptions(search.query, { enabled: wasOpened || !isValueKnown });
  const byId = new Map<number, string>();
  for (const department of [...known, ...(found.data ?? [])]) byId.set(department.id, department.name);
  const suggested = found.data ?? [];
  const options = suggested.map((department) => ({
    value: department.id,
    label: department.name,
  }));
  if (value !== null && !suggested.some((department) => department.id === value) && byId.has(value))
    options.unshift({ value, label: byId.get(value)! });

  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ onSearch: search.onSearch, filterOption: false }}
      onBlur={search.reset}
      onOpenChange={(open) => {
        if (open) setWasOpened(true);
      }}
      allowClear
      placeholder={placeholder}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : 'Отделения не найдены'}
      style={{ width: '100%' }}
    />
  );
}
