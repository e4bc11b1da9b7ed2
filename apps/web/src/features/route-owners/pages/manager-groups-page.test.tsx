import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { MANAGER_SESSION, pageOf, TEST_USERS, testGroup, testGroupItem } from '../test/route-owner-fixtures';
import { Component as ManagerGroupsPage } from './manager-groups-page';

const MOSCOW = testGroupItem();
const AVIA = testGroupItem({ id: 8, name: 'Авиаперевозки', agent: null, membersCount: 0 });
const LIST_URL = '/api/customers/3/routeowners?';

const renderList = (session = TEST_SESSIONS.customerAdmin, initialEntry = '/customer/stl') =>
  renderRoute({
    routes: [{ path: '/customer/stl', Component: ManagerGroupsPage }],
    initialEntry,
    session,
    handler: ({ method, url, body }) => {
      if (url === '/api/customers/3/users/99') return jsonResponse(200, { id: 99, fullname: 'Зайцев Павел' });
      if (method === 'POST')
        return jsonResponse(201, testGroup({ id: 9, name: (body as { name: string }).name }));
      if (url.startsWith(LIST_URL)) return jsonResponse(200, pageOf([AVIA, MOSCOW]));
      if (url.startsWith('/api/customers/3/lookup/users')) return jsonResponse(200, { items: TEST_USERS });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith(LIST_URL));

describe('manager groups list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for 100 groups a page and shows the name and the responsible user', async () => {
    const { calls } = renderList(TEST_SESSIONS.customerUser);
    expect(await screen.findByText(MOSCOW.name)).toBeInTheDocument();
    expect(listCalls(calls)[0]?.url).toBe(`${LIST_URL}page=1&limit=100`);
    const row = screen.getByText(MOSCOW.name).closest('tr')!;
    expect(within(row).getByText('Морозов Алексей Павлович')).toBeInTheDocument();
    expect(within(screen.getByText(AVIA.name).closest('tr')!).getByText('Не назначен')).toBeInTheDocument();
    expect(screen.getByText(/^Обновлено: \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it.each([
    ['an admin', TEST_SESSIONS.customerAdmin, true],
    ['a manager', MANAGER_SESSION, false],
  ])('shows the edit link to %s, and Добавить to an admin only', async (_who, session, canAdd) => {
    renderList(session);
    expect(await screen.findByLabelText(`Редактировать ${MOSCOW.name}`)).toHaveAttribute(
      'href',
      `/customer/stl/${MOSCOW.id}`,
    );
    expect(Boolean(screen.queryByText('Добавить'))).toBe(canAdd);
  });

  it('hides the edit link and Добавить from a plain user', async () => {
    renderList(TEST_SESSIONS.customerUser);
    await screen.findByText(MOSCOW.name);
    expect(screen.queryByLabelText(/Редактировать/)).not.toBeInTheDocument();
    expect(screen.queryByText('Действия')).not.toBeInTheDocument();
    expect(screen.queryByText('Добавить')).not.toBeInTheDocument();
  });

  it('filters by a user chosen in the searchable selector', async () => {
    const { calls } = renderList(TEST_SESSIONS.customerUser);
    await screen.findByText(MOSCOW.name);
    fireEvent.mouseDown(screen.getByLabelText('Пользователь'));
    await userEvent.click(await screen.findByText('Волкова Ольга Сергеевна'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe(`${LIST_URL}page=1&limit=100&userId=22`));
  });

  it('restores the user filter from the address with the user’s name, even when not suggested', async () => {
    const { calls } = renderList(TEST_SESSIONS.customerUser, '/customer/stl?userId=99');
    expect(await screen.findByText('Зайцев Павел')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.url).toBe(`${LIST_URL}page=1&limit=100&userId=99`);
  });

  it('adds a group from the admin’s dialog and confirms with a toast', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByText('Добавить'));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByText('Сохранить'));
    expect(await dialog.findByText('Обязательное поле')).toBeInTheDocument();
    await userEvent.click(dialog.getByLabelText('Название'));
    await userEvent.paste('  СТЛ Урал ');
    await userEvent.click(dialog.getByText('Сохранить'));
    expect(await screen.findByText('Группа ответственных «СТЛ Урал» добавлена')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/customers/3/routeowners',
      body: { name: 'СТЛ Урал' },
    });
  });
});
