import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { LISTS_URL, testList, testOption } from '../test/contractor-list-fixtures';
import { Component as ContractorListAddPage } from './contractor-list-add-page';

const OPTION = testOption();

const renderAddPage = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/contractor-lists-list/add', Component: ContractorListAddPage },
      { path: '/contractor-lists-list', Component: () => <p>списки перевозчиков</p> },
    ],
    initialEntry: '/contractor-lists-list/add',
    session,
    handler: ({ method, url, body }) => {
      if (method === 'POST') return jsonResponse(201, testList({ name: (body as { name: string }).name }));
      if (url.includes('/lookup/contractors')) return jsonResponse(200, { items: [OPTION] });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('contractor list add form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses to save without a name and a carrier, and focuses the name', async () => {
    const { calls } = renderAddPage();
    await save();
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(screen.getByText('Добавьте хотя бы одного перевозчика')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Название')).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers only accredited verified partners, lists the chosen one and sends the trimmed name', async () => {
    const { calls } = renderAddPage();
    await userEvent.click(screen.getByLabelText('Название'));
    await userEvent.paste('  Волга  ');
    await userEvent.click(screen.getByLabelText('Перевозчики'));
    await userEvent.click(await screen.findByText(`${OPTION.name} (ИНН ${OPTION.inn})`));
    expect(await screen.findByRole('link', { name: OPTION.name })).toHaveAttribute(
      'href',
      `/customer/contractors/${OPTION.id}`,
    );
    const lookup = calls.find((call) => call.url.includes('/lookup/contractors'));
    expect(lookup?.url).toContain('partner=accredited');
    await save();

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(LISTS_URL);
    expect(post?.body).toEqual({ name: 'Волга', contractorIds: [OPTION.id] });
    expect(await screen.findByText('Список перевозчиков «Волга» добавлен')).toBeInTheDocument();
    expect(await screen.findByText('списки перевозчиков')).toBeInTheDocument();
  });

  it('tells a plain user that they have no rights', async () => {
    renderAddPage(TEST_SESSIONS.customerUser);
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });
});
