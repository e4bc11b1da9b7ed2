import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { FOOD, pageOfNames } from '../test/transportation-name-fixtures';
import { Component as TransportationNameEditPage } from './transportation-name-edit-page';

const renderForm = (id: string | number, session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/transportation-names/:transportationNameId', Component: TransportationNameEditPage },
      { path: '/transportation-names', Component: () => <p>список наименований</p> },
    ],
    initialEntry: `/transportation-names/${id}`,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'POST') return jsonResponse(201, { id: 9, ...(body as object) });
      if (method === 'PUT') return jsonResponse(200, { id: FOOD.id, ...(body as object) });
      if (url === `/api/customers/3/transportation-names/${FOOD.id}`) return jsonResponse(200, FOOD);
      if (url.startsWith('/api/customers/3/transportation-names?'))
        return jsonResponse(200, pageOfNames([REFRIGERATED, FOOD]));
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

// The demo's blue kind of cargo: a new name may not start blue (the API answers 409 to a second blue).
const REFRIGERATED = { id: 7, name: 'Рефрижераторный груз', color: '#1677ff' };

const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('transportation name form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds a name at /transportation-names/new with the first colour no other name has, then returns', async () => {
    const { calls } = renderForm('new');
    expect(await screen.findByLabelText('Цвет')).toHaveValue('#722ed1');
    await userEvent.click(screen.getByLabelText('Название'));
    await userEvent.paste('  Сборный груз ');
    await save();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/customers/3/transportation-names',
      body: { name: 'Сборный груз', color: '#722ed1' },
    });
    expect(await screen.findByText('Наименование перевозки «Сборный груз» добавлено')).toBeInTheDocument();
    expect(await screen.findByText('список наименований')).toBeInTheDocument();
  });

  it('refuses a colour that is not #rrggbb, focusing the first invalid field, and sends nothing', async () => {
    const { calls } = renderForm('new');
    const color = await screen.findByLabelText('Цвет');
    await userEvent.clear(color);
    await userEvent.type(color, 'red');
    await save();
    expect(await screen.findByText('Укажите цвет в формате #rrggbb')).toBeInTheDocument();
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Название')).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits an existing name and colour with PUT', async () => {
    const { calls } = renderForm(FOOD.id);
    const color = await screen.findByLabelText('Цвет');
    expect(screen.getByLabelText('Название')).toHaveValue(FOOD.name);
    await userEvent.clear(color);
    await userEvent.click(color);
    await userEvent.paste('#FA8C16');
    await save();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/customers/3/transportation-names/${FOOD.id}`,
      body: { name: FOOD.name, color: '#FA8C16' },
    });
    expect(await screen.findByText(`Наименование перевозки «${FOOD.name}» обновлено`)).toBeInTheDocument();
  });

  it('tells a plain user they have no rights', async () => {
    renderForm(FOOD.id, TEST_SESSIONS.customerUser);
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
  });
});
