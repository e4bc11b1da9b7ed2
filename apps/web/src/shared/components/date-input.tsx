import { formatDateInput } from '@portal/contract/format/date-input';
import { Input, type InputProps } from 'antd';
import { type ChangeEvent, useState } from 'react';

export const DATE_PLACEHOLDER = 'ДД.ММ.ГГГГ';
export const DATE_TIME_PLACEHOLDER = 'ДД.ММ.ГГГГ ЧЧ:мм';

export type DateInputProps = Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** DD.MM.YYYY, or DD.MM.YYYY HH:mm with `withTime`; works controlled (antd Form) or uncontrolled. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  withTime?: boolean;
};

/** SPEC 5: a text input that auto-formats what is typed into DD.MM.YYYY (or DD.MM.YYYY HH:mm). */
export function DateInput({
  value,
  defaultValue = '',
  onChange,
  withTime = false,
  ...inputProps
}: DateInputProps) {
  const [innerValue, setInnerValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : innerValue;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = formatDateInput(event.target.value, withTime, current);
    if (!isControlled) setInnerValue(next);
    onChange?.(next);
  };

  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder={withTime ? DATE_TIME_PLACEHOLDER : DATE_PLACEHOLDER}
      maxLength={withTime ? 16 : 10}
      {...inputProps}
      value={current}
      onChange={handleChange}
    />
  );
}
