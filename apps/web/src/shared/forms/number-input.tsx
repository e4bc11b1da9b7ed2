import { Input, type InputProps, type InputRef } from 'antd';
import { type ChangeEvent, type FocusEvent, useLayoutEffect, useRef, useState } from 'react';
import { caretAfterDigits, digitsBefore, numberOfText, numberText, typedNumberText } from './number-text';

export type NumberInputProps = Omit<InputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> & {
  /** The number the form holds, null or undefined while empty; always controlled (by Form.Item or by the caller). */
  value?: number | null;
  onChange?: (value: number | null) => void;
};

type Shown = { text: string; value: number | null };

type NumberFormat = {
  /** Places after the comma the user may type. */
  decimals: number;
  /** Places always shown: 2 for money («280 500,00»), none for a measure («12,5»). */
  minDecimals: number;
  /** Whether a leading minus is taken (rating points and weights). */
  isSigned?: boolean;
};

/**
 * Issue 22: a text input for numbers: digits and, with `decimals`, one decimal comma; grouped ru-RU as the user
 * types; refused keystrokes leave the value as it was. Nothing is clamped: limits are the form rules' job.
 */
function NumberTextInput({
  decimals,
  minDecimals,
  isSigned = false,
  value,
  onChange,
  onBlur,
  ...inputProps
}: NumberInputProps & NumberFormat) {
  const current = value ?? null;
  const show = (number: number | null) => numberText(number, decimals, minDecimals);
  const [shown, setShown] = useState<Shown>(() => ({ text: show(current), value: current }));
  const inputRef = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  // A value set from outside (initial values, a reset, a sum filled in) replaces what was shown.
  if (current !== shown.value) setShown({ text: show(current), value: current });

  useLayoutEffect(() => {
    const element = inputRef.current?.input;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.target;
    const next = typedNumberText(raw, decimals, isSigned);
    const position = selectionStart ?? raw.length;
    if (next === null) {
      // Refused: the text stays, and the caret where it was before the keystroke.
      caret.current = Math.max(0, position - (raw.length - shown.text.length));
      setShown({ ...shown });
      return;
    }
    caret.current = caretAfterDigits(next, digitsBefore(raw, position));
    const nextValue = numberOfText(next);
    setShown({ text: next, value: nextValue });
    if (nextValue !== current) onChange?.(nextValue);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (shown.value !== null) setShown({ text: show(shown.value), value: shown.value });
    onBlur?.(event);
  };

  return (
    <Input
      // Phone keypads for `decimal` and `numeric` have no minus key.
      inputMode={isSigned ? 'text' : decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...inputProps}
      ref={inputRef}
      value={shown.text}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}

/** Money in roubles: two decimals after a comma, shown «280 500,00». */
export function MoneyInput(props: NumberInputProps) {
  return <NumberTextInput decimals={2} minDecimals={2} {...props} />;
}

/** A count or a position: digits only, shown «99 999 999 999». */
export function IntegerInput(props: NumberInputProps) {
  return <NumberTextInput decimals={0} minDecimals={0} {...props} />;
}

/** A measure or a score: up to `decimals` places, shown without trailing zeros («12,5»); `isSigned` takes a minus. */
export function DecimalInput({
  decimals,
  isSigned,
  ...props
}: NumberInputProps & { decimals: number; isSigned?: boolean }) {
  return <NumberTextInput decimals={decimals} minDecimals={0} isSigned={isSigned} {...props} />;
}
