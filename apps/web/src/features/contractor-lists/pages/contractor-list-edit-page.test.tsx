import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { LISTS_URL, MANAGER_SESSION, testList } from '../test/contractor-list-fixtures';
import { Component as ContractorListEditPage } from './contractor-list-edit-page';

const LIST = testList();
const [KEPT, BLOCKED] = LIST.members;

const renderEditPage = (session = MANAGER_SESSION) =>
  renderRoute({
    routes: [
      { path: '/contractor-list/:contractorListId', Component: ContractorListEditPage },
      { path: '/contractor-lists-list', Component: () => <p>списки перевозчиков</p> },
    ],
    initialEntry: `/contractor-list/${LIST.id}`,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'PUT') return jsonResponse(200, { ...LIST, ...(body as object) });
      if (url === `${LISTS_URL}/${LIST.id}`) return jsonResponse(200, LIST);
      if (url.includes('/lookup/contractors')) return jsonResponse(200, { items: [] });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

describe('contractor list edit form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the name and every member with its verification and partner status', async () => {
    renderEditPage();
    expect(await screen.findByLabelText('Название')).toHaveValue(LIST.name);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: KEPT!.name })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Аккредитован')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(BLOCKED!.inn)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Заблокирован')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Верифицирован')).toBeInTheDocument();
  });

  it('removes a member from the table and saves the rest', async () => {
    const { calls } = renderEditPage();
    await userEvent.click(await screen.findByLabelText(`Убрать ${BLOCKED!.name} из списка`));
    expect(screen.queryByText(BLOCKED!.inn)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`${LISTS_URL}/${LIST.id}`);
    expect(put?.body).toEqual({ name: LIST.name, contractorIds: [KEPT!.id] });
    expect(await screen.findByText(`Список перевозчиков «${LIST.name}» сохранён`)).toBeInTheDocument();
    expect(await screen.findByText('списки перевозчиков')).toBeInTheDocument();
  });

  it('tells a plain user that they have no rights and loads nothing', async () => {
    const { calls } = renderEditPage(TEST_SESSIONS.customerUser);
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    expect(calls.some((call) => call.url === `${LISTS_URL}/${LIST.id}`)).toBe(false);
  });
});
