import { Select } from 'antd';
import type { FilterBinding } from './filter-binding';
import { FilterField } from './filter-panel';

type ChoiceFilterProps = {
  label: string;
  id: string;
  width: number;
  options: { value: string; label: string }[];
  placeholder?: string;
  binding: FilterBinding;
  /** Several choices at once, kept in the URL as `a,b`. */
  isMultiple?: boolean;
  allowClear?: boolean;
};

/** A filter chosen from a fixed list (a status, yes or no); clearing it unsets the filter. */
export function ChoiceFilter({
  label,
  id,
  width,
  options,
  placeholder,
  binding: { value, onChange },
  isMultiple = false,
  allowClear = true,
}: ChoiceFilterProps) {
  return (
    <FilterField label={label} htmlFor={id} width={width}>
      {isMultiple ? (
        <Select
          id={id}
          mode="multiple"
          allowClear={allowClear}
          placeholder={placeholder}
          options={options}
          value={value ? value.split(',') : []}
          onChange={(next: string[]) => onChange(next.join(','))}
          style={{ width: '100%' }}
        />
      ) : (
        <Select
          id={id}
          allowClear={allowClear}
          placeholder={placeholder}
          options={options}
          value={value || undefined}
          onChange={(next?: string) => onChange(next ?? '')}
          style={{ width: '100%' }}
        />
      )}
    </FilterField>
  );
}
