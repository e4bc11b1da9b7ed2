import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { MANAGER_SESSION, TEST_USERS, testGroup } from '../test/route-owner-fixtures';
import { Component as ManagerGroupEditPage } from './manager-group-edit-page';

const GROUP = testGroup();
const GROUP_URL = `/api/customers/3/routeowners/${GROUP.id}`;

const renderEdit = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/customer/stl/:stlId', Component: ManagerGroupEditPage },
      { path: '/customer/stl', Component: () => <p>список групп</p> },
    ],
    initialEntry: `/customer/stl/${GROUP.id}`,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'PATCH') {
        const agent = TEST_USERS.find((user) => user.id === (body as { agent: number | null }).agent) ?? null;
        return jsonResponse(200, testGroup({ agent }));
      }
      if (url === GROUP_URL) return jsonResponse(200, GROUP);
      if (url.startsWith('/api/customers/3/lookup/users')) return jsonResponse(200, { items: TEST_USERS });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const patchCall = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'PATCH');

describe('route-owner agent edit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the name, the attached user in its selector and the members', async () => {
    renderEdit(MANAGER_SESSION);
    expect(await screen.findByText(GROUP.name)).toBeInTheDocument();
    expect(screen.getByLabelText('Прикрепленный пользователь')).toBeInTheDocument();
    expect(screen.getAllByText('Морозов Алексей Павлович').length).toBeGreaterThanOrEqual(2);
    const members = within(screen.getByRole('list', { name: 'Участники группы' }));
    expect(members.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Морозов Алексей Павлович',
      'Лебедев Игорь Викторович',
    ]);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
    // Renaming is for admins.
    expect(screen.queryByText('Переименовать')).not.toBeInTheDocument();
  });

  it('clears the selector and sends { agent: null }, then toasts and goes back to the list', async () => {
    const { calls } = renderEdit();
    await screen.findByText(GROUP.name);
    await userEvent.click(document.querySelector<HTMLElement>('.ant-select-clear')!);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patchCall(calls)).toBeDefined());
    expect(patchCall(calls)).toMatchObject({ url: `${GROUP_URL}/edit_agent`, body: { agent: null } });
    expect(
      await screen.findByText(`Прикрепленный пользователь группы «${GROUP.name}» сохранен`),
    ).toBeInTheDocument();
    expect(await screen.findByText('список групп')).toBeInTheDocument();
  });

  it('sends the id of another user chosen in the searchable selector', async () => {
    const { calls } = renderEdit(MANAGER_SESSION);
    await screen.findByText(GROUP.name);
    fireEvent.mouseDown(screen.getByLabelText('Прикрепленный пользователь'));
    await userEvent.click(await screen.findByText('Волкова Ольга Сергеевна'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patchCall(calls)?.body).toEqual({ agent: 22 }));
  });

  it('shows a plain user the group read-only, without Сохранить', async () => {
    renderEdit(TEST_SESSIONS.customerUser);
    expect(await screen.findByText(GROUP.name)).toBeInTheDocument();
    expect(screen.getByText('Прикрепленный пользователь')).toBeInTheDocument();
    expect(screen.getAllByText('Морозов Алексей Павлович').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });
});
