import { FILTER_INPUT_DELAY_MS } from '@portal/contract/constants';
import { Input, type InputProps } from 'antd';
import { useEffect, useRef, useState } from 'react';

export type DelayedInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  /** Called FILTER_INPUT_DELAY_MS after the last keystroke, at once on Enter, on clearing or on leaving the field. */
  onChange: (value: string) => void;
  delayMs?: number;
};

/** A filter text input: DESIGN 10 delays the query until the user stops typing for 800 ms. */
export function DelayedInput({
  value,
  onChange,
  delayMs = FILTER_INPUT_DELAY_MS,
  ...inputProps
}: DelayedInputProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A value changed from outside (reset, browser Back) replaces what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next !== value) onChange(next);
  };

  return (
    <Input
      allowClear
      {...inputProps}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        if (next === '') commit(next);
        else timer.current = setTimeout(() => commit(next), delayMs);
      }}
      onPressEnter={() => commit(text)}
      // Leaving the field (to click a row of the list, say) applies what was typed at once: a pause still running
      // would apply it after the click had moved on, and take the user back to the list.
      onBlur={() => commit(text)}
    />
  );
}
