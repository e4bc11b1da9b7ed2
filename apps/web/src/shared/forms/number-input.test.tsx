import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { DecimalInput, IntegerInput, MoneyInput } from './number-input';
import { moneyLimitsRule, numberLimitsRule } from './number-rules';

const NBSP = '\u00a0';
const grouped = (text: string) => text.replaceAll(' ', NBSP);

function NumberForm({
  initialValue,
  onFinish,
  isMoney,
}: {
  initialValue?: number;
  onFinish: (values: { amount: number | null }) => void;
  isMoney: boolean;
}) {
  return (
    <Form initialValues={{ amount: initialValue }} onFinish={onFinish}>
      <Form.Item
        name="amount"
        label="Сумма"
        rules={[isMoney ? moneyLimitsRule : numberLimitsRule({ min: 1, max: 100_000 })]}
      >
        {isMoney ? <MoneyInput /> : <IntegerInput />}
      </Form.Item>
      <Button htmlType="submit">Сохранить</Button>
    </Form>
  );
}

// Testing Library reads the no-break spaces of grouped digits as plain spaces in text, not in input values.
const field = () => screen.getByRole('textbox', { name: 'Сумма' });

describe('MoneyInput', () => {
  it('groups the digits as they are typed and keeps one decimal comma with two places', async () => {
    const onFinish = vi.fn();
    render(<NumberForm isMoney onFinish={onFinish} />);
    await userEvent.type(field(), '2805005');
    expect(field()).toHaveValue(grouped('2 805 005'));
    await userEvent.type(field(), ',5');
    expect(field()).toHaveValue(grouped('2 805 005,5'));
    await userEvent.type(field(), '07,');
    expect(field()).toHaveValue(grouped('2 805 005,50'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 2_805_005.5 }));
  });

  it('refuses letters and exponents, leaving the value as it was', async () => {
    render(<NumberForm isMoney onFinish={vi.fn()} />);
    await userEvent.type(field(), 'абв');
    expect(field()).toHaveValue('');
    await userEvent.type(field(), 'сто');
    expect(field()).toHaveValue('');
    await userEvent.type(field(), '1e9');
    expect(field()).toHaveValue('19');
    await userEvent.type(field(), '-');
    expect(field()).toHaveValue('19');
  });

  it('shows a stored sum grouped with two places', () => {
    render(<NumberForm isMoney initialValue={280_500} onFinish={vi.fn()} />);
    expect(field()).toHaveValue(grouped('280 500,00'));
  });

  it('keeps a sum above the limit as typed and says the limit in ru-RU digits under the field on save', async () => {
    const onFinish = vi.fn();
    render(<NumberForm isMoney onFinish={onFinish} />);
    await userEvent.type(field(), '1000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не больше 999 999 999,99')).toBeInTheDocument();
    expect(field()).toHaveValue(grouped('1 000 000 000,00'));
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('IntegerInput', () => {
  it('takes no decimal comma and never clamps: 99 999 999 999 stays and is refused on save', async () => {
    const onFinish = vi.fn();
    render(<NumberForm isMoney={false} onFinish={onFinish} />);
    await userEvent.type(field(), '99999,999999');
    expect(field()).toHaveValue(grouped('99 999 999 999'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не больше 100 000')).toBeInTheDocument();
    expect(field()).toHaveValue(grouped('99 999 999 999'));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('says the lower limit too', async () => {
    render(<NumberForm isMoney={false} onFinish={vi.fn()} />);
    await userEvent.type(field(), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не меньше 1')).toBeInTheDocument();
  });
});

describe('DecimalInput', () => {
  const renderScore = (onFinish = vi.fn(), initialValue?: number) =>
    render(
      <Form initialValues={{ score: initialValue }} onFinish={onFinish}>
        <Form.Item
          name="score"
          label="Баллы"
          rules={[numberLimitsRule({ min: -1000, max: 1000, decimals: 2 })]}
        >
          <DecimalInput decimals={2} isSigned />
        </Form.Item>
        <Button htmlType="submit">Сохранить</Button>
      </Form>,
    );
  const score = () => screen.getByRole('textbox', { name: 'Баллы' });

  it('takes a leading minus when signed, refuses letters and exponents, and shows no trailing zeros', async () => {
    const onFinish = vi.fn();
    renderScore(onFinish);
    await userEvent.type(score(), '-12e,5абв0');
    expect(score()).toHaveValue('-12,50');
    await userEvent.tab();
    expect(score()).toHaveValue('-12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: -12.5 }));
  });

  it('says a negative limit in ru-RU digits and keeps what was typed', async () => {
    const onFinish = vi.fn();
    renderScore(onFinish);
    await userEvent.type(score(), '-5000');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не меньше -1 000')).toBeInTheDocument();
    expect(score()).toHaveValue(grouped('-5 000'));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses a minus when unsigned', async () => {
    render(
      <Form>
        <Form.Item name="volume" label="Объём">
          <DecimalInput decimals={2} />
        </Form.Item>
      </Form>,
    );
    const volume = screen.getByRole('textbox', { name: 'Объём' });
    await userEvent.type(volume, '-7,25');
    expect(volume).toHaveValue('7,25');
  });
});
