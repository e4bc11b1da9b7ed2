import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_PLACEHOLDER, DATE_TIME_PLACEHOLDER, DateInput } from './date-input';

function Controlled({
  withTime = false,
  onChange,
}: {
  withTime?: boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <DateInput
      aria-label="Дата"
      withTime={withTime}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Дата' });

describe('DateInput (SPEC 5)', () => {
  it('shows the date placeholder, or the date-time one with time', () => {
    const { unmount } = render(<DateInput aria-label="Дата" />);
    expect(input()).toHaveAttribute('placeholder', DATE_PLACEHOLDER);
    expect(DATE_PLACEHOLDER).toBe('ДД.ММ.ГГГГ');
    unmount();
    render(<DateInput aria-label="Дата" withTime />);
    expect(input()).toHaveAttribute('placeholder', DATE_TIME_PLACEHOLDER);
    expect(DATE_TIME_PLACEHOLDER).toBe('ДД.ММ.ГГГГ ЧЧ:мм');
  });

  it('inserts the dots after day and month while typing digits', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(input(), '01022024');
    expect(input()).toHaveValue('01.02.2024');
    expect(onChange).toHaveBeenLastCalledWith('01.02.2024');
  });

  it('limits the date to 10 characters', async () => {
    render(<Controlled />);
    await userEvent.type(input(), '0102202499');
    expect(input()).toHaveValue('01.02.2024');
  });

  it('formats date and time as DD.MM.YYYY HH:mm', async () => {
    render(<Controlled withTime />);
    await userEvent.type(input(), '150320240930');
    expect(input()).toHaveValue('15.03.2024 09:30');
  });

  it('caps day at 31, month at 12 and hour at 23', async () => {
    render(<Controlled withTime />);
    await userEvent.type(input(), '391920242959');
    expect(input()).toHaveValue('31.12.2024 23:59');
  });

  it('pads a minute that cannot start a pair (6 → 06), so minutes never pass 59', async () => {
    render(<Controlled withTime />);
    await userEvent.type(input(), '01012024126');
    expect(input()).toHaveValue('01.01.2024 12:06');
  });

  it('completes a day that cannot start a pair with a leading zero', async () => {
    render(<Controlled />);
    await userEvent.type(input(), '5');
    expect(input()).toHaveValue('05.');
  });

  it('strips letters typed before the digits', async () => {
    render(<Controlled />);
    await userEvent.type(input(), 'аб0102');
    expect(input()).toHaveValue('01.02.');
  });

  it('lets backspace remove a dot without adding it back', async () => {
    render(<Controlled />);
    await userEvent.type(input(), '0102');
    expect(input()).toHaveValue('01.02.');
    await userEvent.type(input(), '{Backspace}');
    expect(input()).toHaveValue('01.02');
    await userEvent.type(input(), '{Backspace}');
    expect(input()).toHaveValue('01.0');
  });

  it('works uncontrolled', async () => {
    render(<DateInput aria-label="Дата" />);
    await userEvent.type(input(), '3112');
    expect(input()).toHaveValue('31.12.');
  });

  it('gives an antd Form the formatted value', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item name="date" label="Дата">
          <DateInput />
        </Form.Item>
        <Button htmlType="submit">Сохранить</Button>
      </Form>,
    );
    await userEvent.type(screen.getByLabelText('Дата'), '07112025');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ date: '07.11.2025' }));
  });
});
