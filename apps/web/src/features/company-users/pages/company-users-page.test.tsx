import {
  COMPANY_USER_CONFIRMATIONS,
  COMPANY_USER_MESSAGES,
} from '@portal/contract/company-users/company-users.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { pageOfUsers, testUser } from '../test/company-user-fixtures';
import { Component as CompanyUsersPage } from './company-users-page';

const COLLEAGUE = testUser();
const INVITEE = testUser({
  id: 22,
  fullname: 'Степанова Дарья Игоревна',
  active: false,
  roles: ['ROLE_USER'],
});

const renderList = (session = TEST_SESSIONS.customerAdmin, path = '/customer-users') => {
  const self = testUser({
    id: session.id,
    fullname: session.fullname,
    username: session.username,
    roles: session.roles,
    ownerType: session.ownerType,
    ownerId: session.ownerId,
  });
  return renderRoute({
    routes: [
      { path, Component: CompanyUsersPage },
      { path: '/customer-users/:userId', Component: () => <p>редактирование</p> },
      { path: '/contractors/:contractorId/users/:userId', Component: () => <p>карточка перевозчика</p> },
    ],
    initialEntry: path,
    session,
    handler: ({ method, url }) => {
      if (method === 'PATCH') return jsonResponse(200, { ...COLLEAGUE, blocked: true });
      if (method === 'DELETE') return jsonResponse(200, { message: COMPANY_USER_MESSAGES.deleted });
      if (url.startsWith(`/api/${session.ownerType}s/${session.ownerId}/users?`)) {
        return jsonResponse(200, pageOfUsers([self, COLLEAGUE, INVITEE]));
      }
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });
};

describe('company users list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the columns with Russian roles and statuses, and an admin its actions but not on itself', async () => {
    renderList();
    expect(await screen.findByText(COLLEAGUE.fullname)).toBeInTheDocument();
    expect(screen.getByText('Менеджер')).toBeInTheDocument();
    expect(screen.getByText('Ожидает активации')).toBeInTheDocument();
    expect(screen.getAllByText('Активен')).toHaveLength(2);
    expect(screen.getByText('Пригласить')).toBeInTheDocument();
    expect(screen.getByLabelText(`Редактировать ${COLLEAGUE.fullname}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Заблокировать: ${COLLEAGUE.fullname}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Удалить ${COLLEAGUE.fullname}`)).toBeInTheDocument();
    const self = TEST_SESSIONS.customerAdmin.fullname;
    expect(screen.getByLabelText(`Редактировать ${self}`)).toBeInTheDocument();
    expect(screen.queryByLabelText(`Заблокировать: ${self}`)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(`Удалить ${self}`)).not.toBeInTheDocument();
  });

  it('hides Пригласить and every action from a user without the admin role', async () => {
    renderList(TEST_SESSIONS.customerUser);
    expect(await screen.findByText(COLLEAGUE.fullname)).toBeInTheDocument();
    expect(screen.queryByText('Пригласить')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Редактировать|Заблокировать|Удалить/)).not.toBeInTheDocument();
    expect(screen.queryByText('Действия')).not.toBeInTheDocument();
  });

  it('blocks a colleague after Да and confirms with a toast', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByLabelText(`Заблокировать: ${COLLEAGUE.fullname}`));
    expect(await screen.findAllByText(COMPANY_USER_CONFIRMATIONS.block)).not.toHaveLength(0);
    const dialog = within(document.querySelector<HTMLElement>('.ant-modal')!);
    expect(dialog.getByText('Назад')).toBeInTheDocument();
    await userEvent.click(dialog.getByText('Да'));
    expect(await screen.findByText(COMPANY_USER_MESSAGES.blocked)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/customers/3/users/${COLLEAGUE.id}/block`);
  });

  it('sends nothing when the deletion is answered Назад', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByLabelText(`Удалить ${COLLEAGUE.fullname}`));
    expect(await screen.findAllByText(COMPANY_USER_CONFIRMATIONS.delete)).not.toHaveLength(0);
    await userEvent.click(screen.getByText('Назад'));
    await waitFor(() => expect(screen.queryAllByText(COMPANY_USER_CONFIRMATIONS.delete)).toHaveLength(0));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("opens a customer's edit screen from the edit action", async () => {
    renderList();
    await userEvent.click(await screen.findByLabelText(`Редактировать ${COLLEAGUE.fullname}`));
    expect(await screen.findByText('редактирование')).toBeInTheDocument();
  });

  it("opens a carrier admin's edit on the user's view screen (contractor-users/:userId is the customer's)", async () => {
    const { router } = renderList(TEST_SESSIONS.contractorAdmin, '/contractor-users');
    await userEvent.click(await screen.findByLabelText(`Редактировать ${COLLEAGUE.fullname}`));
    expect(await screen.findByText('карточка перевозчика')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/contractors/7/users/${COLLEAGUE.id}?mode=edit`,
    );
  });

  it('searches by name or e-mail with page and limit once typing stops', async () => {
    const { calls } = renderList();
    await screen.findByText(COLLEAGUE.fullname);
    const lists = () => calls.filter((call) => call.method === 'GET' && call.url.includes('/users?'));
    expect(lists()[0]?.url).toBe('/api/customers/3/users?page=1&limit=20');
    await userEvent.click(screen.getByLabelText('ФИО или e-mail'));
    await userEvent.paste('морозов');
    await waitFor(() =>
      expect(lists().at(-1)?.url).toBe(
        `/api/customers/3/users?page=1&limit=20&query=${encodeURIComponent('морозов')}`,
      ),
    );
  });
});
