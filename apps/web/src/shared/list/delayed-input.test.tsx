import { FILTER_INPUT_DELAY_MS } from '@portal/contract/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedInput } from './delayed-input';

function Harness({ onCommit }: { onCommit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DelayedInput
        aria-label="Название"
        value={value}
        onChange={(next) => {
          setValue(next);
          onCommit(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Сбросить
      </button>
    </>
  );
}

const typeText = (text: string) =>
  fireEvent.change(screen.getByLabelText('Название'), { target: { value: text } });

describe('DelayedInput (DESIGN 10: filter inputs delayed 800 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the text only after 800 ms without typing', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    expect(FILTER_INPUT_DELAY_MS).toBe(800);
    typeText('ав');
    act(() => vi.advanceTimersByTime(500));
    typeText('авто');
    act(() => vi.advanceTimersByTime(799));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('авто');
  });

  it('reports at once on Enter and on clearing', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    typeText('тендер');
    fireEvent.keyDown(screen.getByLabelText('Название'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onCommit).toHaveBeenLastCalledWith('тендер');
    typeText('');
    expect(onCommit).toHaveBeenLastCalledWith('');
    act(() => vi.advanceTimersByTime(FILTER_INPUT_DELAY_MS));
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('reports at once when the field is left, and not again when the pause ends', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    typeText('Сибирь');
    fireEvent.blur(screen.getByLabelText('Название'));
    expect(onCommit).toHaveBeenCalledWith('Сибирь');
    act(() => vi.advanceTimersByTime(FILTER_INPUT_DELAY_MS));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('shows a value reset from outside', () => {
    render(<Harness onCommit={vi.fn()} />);
    typeText('рейс');
    act(() => vi.advanceTimersByTime(FILTER_INPUT_DELAY_MS));
    fireEvent.click(screen.getByText('Сбросить'));
    expect(screen.getByLabelText('Название')).toHaveValue('');
  });
});
