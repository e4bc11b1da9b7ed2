import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api-client';
import { setTokens } from '../../../shared/api/token-storage';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { fakeJwt, jsonResponse, mockFetch } from '../../../shared/test/fetch-mock';
import { TestProviders } from '../../../shared/test/test-providers';
import { TenderFormFields } from './tender-form-fields';
import { NEW_LOT, NEW_TENDER_VALUES } from './tender-form-values';

// The tenders service's answer to a second lot on another customer's route way (apps/server tenders.routes.test).
const FOREIGN_ROUTE_WAY = {
  type: 'https://portal.local/problems/422',
  title: 'Ошибка валидации',
  status: 422,
  detail: 'Проверьте правильность заполнения полей',
  message: 'Проверьте правильность заполнения полей',
  errors: ['Лот 2, Маршрут: не найден', 'Рейс уже в аукционе'],
  fields: [
    {
      path: ['routeTemplates', 1, 'routeWay'],
      message: 'не найден',
      code: 'custom',
      line: 'Лот 2, Маршрут: не найден',
    },
  ],
};

function TenderForm() {
  const [form] = Form.useForm();
  const handleSave = async () => {
    try {
      await api.post('/api/customers/1/tenders', form.getFieldsValue(true));
    } catch (error) {
      showServerErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...NEW_TENDER_VALUES, routeTemplates: [NEW_LOT, NEW_LOT] }}
    >
      <TenderFormFields />
      <Button onClick={() => void handleSave()}>Сохранить</Button>
    </Form>
  );
}

beforeEach(() => {
  setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tender form', () => {
  it("shows a lot's server error under that lot's field and toasts only the line about the whole tender", async () => {
    mockFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(422, FOREIGN_ROUTE_WAY)
        : jsonResponse(200, { items: [], total: 0, page: 1, limit: 100 }),
    );
    render(
      <TestProviders>
        <TenderForm />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const secondLot = screen.getByText('Лот 2').closest('.ant-card') as HTMLElement;
    expect(await within(secondLot).findByText('Не найден')).toBeInTheDocument();
    const firstLot = screen.getByText('Лот 1').closest('.ant-card') as HTMLElement;
    expect(within(firstLot).queryByText('Не найден')).not.toBeInTheDocument();
    expect(await screen.findByText('Рейс уже в аукционе')).toBeInTheDocument();
    expect(screen.queryByText(/Маршрут: не найден/)).not.toBeInTheDocument();
  });
});
