import { parseDateInput } from '@portal/contract/format/date-input';
import { useState } from 'react';
import { DateInput } from '../components/date-input';

/** A day filter: the URL takes the date once it is whole and real (or emptied), not every keystroke. */
export function DayFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A reset of the filters (or Back) replaces the URL's value: the field follows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <DateInput
      id={id}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === '' || (next.length === 10 && parseDateInput(next))) {
          setShown(next);
          onChange(next);
        }
      }}
    />
  );
}
