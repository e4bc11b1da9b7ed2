import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api-client';
import { setTokens } from '../api/token-storage';
import { DateInput } from '../components/date-input';
import { type CapturedToast, captureToasts } from '../test/captured-toasts';
import { fakeJwt, jsonResponse, mockFetch } from '../test/fetch-mock';
import { registerToastSink } from '../toast/toast';
import { MoneyInput } from './number-input';
import { showServerErrors } from './server-field-errors';

// The server's answers, as the API sends them (apps/server customer-routes and tenders route tests).
const problem = (fields: object[], errors: string[]) => ({
  type: 'https://portal.local/problems/422',
  title: 'Ошибка валидации',
  status: 422,
  detail: 'Проверьте правильность заполнения полей',
  message: 'Проверьте правильность заполнения полей',
  errors,
  fields,
});
const TOO_BIG_SUM = {
  path: ['initialSum'],
  message: 'не больше 999999999.99',
  code: 'too_big',
  params: { max: 999_999_999.99, inclusive: true, origin: 'number' },
};
const PERIOD_TOO_LONG = {
  path: ['dateTo'],
  message: 'период не длиннее 731 дня',
  code: 'period_too_long',
  params: { maxDays: 731 },
};
const DAY_FORMAT = {
  path: ['dateFrom'],
  message: 'укажите дату в формате ГГГГ-ММ-ДД',
  code: 'date_format',
  params: { format: 'date' },
};

function ServerCheckedForm() {
  const [form] = Form.useForm();
  const handleFinish = async (values: object) => {
    try {
      await api.post('/api/things', values);
    } catch (error) {
      showServerErrors(form, error, { fieldNames: { dateTo: 'period', dateFrom: 'period' } });
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void handleFinish(values)}>
      <Form.Item name="name" label="Название">
        <input aria-label="Название" />
      </Form.Item>
      <Form.Item name="initialSum" label="Сумма рейса, ₽">
        <MoneyInput />
      </Form.Item>
      <Form.Item name="period" label="Период с / по">
        <DateInput />
      </Form.Item>
      <Button htmlType="submit">Сохранить</Button>
    </Form>
  );
}

let toasts: CapturedToast[] = [];
beforeEach(() => {
  toasts = captureToasts();
  setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  registerToastSink(null);
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('showServerErrors', () => {
  it('puts a 422 under the item the user sees, in ru-RU digits, focuses it and raises no toast', async () => {
    mockFetch(() => jsonResponse(422, problem([TOO_BIG_SUM], ['Начальная сумма: не больше 999999999.99'])));
    render(<ServerCheckedForm />);
    await submit();
    const sum = screen.getByRole('textbox', { name: 'Сумма рейса, ₽' });
    await waitFor(() => expect(sum).toHaveAccessibleDescription(/^Не больше 999\s999\s999,99$/));
    expect(sum).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toasts).toEqual([]);
  });

  it('speaks plural forms and the date format the form takes, under the item a server path is mapped to', async () => {
    mockFetch(() =>
      jsonResponse(
        422,
        problem(
          [DAY_FORMAT, PERIOD_TOO_LONG],
          ['Действует с: укажите дату в формате ГГГГ-ММ-ДД', 'Действует по: период не длиннее 731 дня'],
        ),
      ),
    );
    render(<ServerCheckedForm />);
    await submit();
    expect(await screen.findByText('Укажите дату в формате ДД.ММ.ГГГГ')).toBeInTheDocument();
    expect(screen.getByText('Период не длиннее 731 дня')).toBeInTheDocument();
    expect(screen.queryByText(/Действует/)).not.toBeInTheDocument();
  });

  it('toasts only what has no field on the form', async () => {
    mockFetch(() =>
      jsonResponse(
        422,
        problem(
          [TOO_BIG_SUM, { path: ['routeWay'], message: 'не найден', code: 'custom' }],
          ['Начальная сумма: не больше 999999999.99', 'Маршрут: не найден', 'Рейс уже в аукционе'],
        ),
      ),
    );
    render(<ServerCheckedForm />);
    await submit();
    expect(await screen.findByText('Не больше 999 999 999,99')).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts.map((toast) => toast.description)).toEqual(['Маршрут: не найден', 'Рейс уже в аукционе']),
    );
  });

  it("puts a file reference's error under its slot's item", async () => {
    mockFetch(() =>
      jsonResponse(
        422,
        problem(
          [{ path: ['name', 'file', 'guid'], message: 'файл не найден', code: 'custom' }],
          ['Название: файл не найден'],
        ),
      ),
    );
    render(<ServerCheckedForm />);
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Название')).toHaveAccessibleDescription('Файл не найден'),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toasts).toEqual([]);
  });

  it('leaves a 422 the form has no item for to the API client’s toasts', async () => {
    mockFetch(() =>
      jsonResponse(
        422,
        problem([{ path: ['routes'], message: 'не найден', code: 'custom' }], ['Рейсы: не найден']),
      ),
    );
    render(<ServerCheckedForm />);
    await submit();
    await waitFor(() => expect(toasts.map((toast) => toast.description)).toContain('Рейсы: не найден'));
  });
});
