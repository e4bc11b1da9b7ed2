import { useState } from 'react';
import { DateInput } from '../components/date-input';
import { dayFilterFromUrl, dayFilterToUrl } from './day-filter-url';

type DayFilterInputProps = {
  id: string;
  edge: 'from' | 'to';
  value: string;
  onChange: (value: string) => void;
};

/** A ДД.ММ.ГГГГ filter: the URL changes when the day is complete or the field is emptied, not at every digit. */
export function DayFilterInput({ id, edge, value, onChange }: DayFilterInputProps) {
  const [typed, setTyped] = useState(() => dayFilterFromUrl(value));
  const [urlValue, setUrlValue] = useState(value);
  // A value changed from outside (reset, browser Back) replaces what is typed.
  if (value !== urlValue) {
    setUrlValue(value);
    setTyped(dayFilterFromUrl(value));
  }

  const handleChange = (next: string) => {
    setTyped(next);
    if (!next) return onChange('');
    const url = dayFilterToUrl(next, edge);
    if (url && url !== value) onChange(url);
  };

  return <DateInput id={id} value={typed} onChange={handleChange} allowClear />;
}
