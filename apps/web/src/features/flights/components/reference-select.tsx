import type { UseQueryResult } from '@tanstack/react-query';
import { Select } from 'antd';
import type { FlightOption } from '../api/flight-lookups';

export type ReferenceSelectProps = {
  /** From Form.Item or FilterField: the id the label points at. */
  id?: string;
  query: UseQueryResult<FlightOption[]>;
  value?: number | null | undefined;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-required'?: boolean;
};

/** One record of a short reference list (≤ 100, read once), searched as the user types; clearing gives null. */
export function ReferenceSelect({
  id,
  query,
  value,
  onChange,
  placeholder = 'Выберите',
  disabled = false,
  ...aria
}: ReferenceSelectProps) {
  const options = (query.data ?? []).map((option) => ({ value: option.id, label: option.label }));
  return (
    <Select<number>
      id={id}
      {...aria}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      loading={query.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={query.isFetching ? 'Загрузка…' : 'Ничего не найдено'}
      style={{ width: '100%' }}
    />
  );
}
