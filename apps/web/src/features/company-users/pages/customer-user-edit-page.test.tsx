import type { ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { testUser } from '../test/company-user-fixtures';
import { Component as CustomerUserEditPage } from './customer-user-edit-page';

const USER = testUser();
const VOLGA: ContractorOption = {
  id: 31,
  name: 'ООО «Волга-Транс»',
  inn: '7701234567',
  active: true,
  partnerStatus: 1,
};
const AVTO: ContractorOption = {
  id: 32,
  name: 'ООО «Автолайн»',
  inn: '7702345678',
  active: true,
  partnerStatus: 1,
};
const NORTH = { id: 41, name: 'Северо-Запад', agent: null, membersCount: 1 };
const AIR = { id: 42, name: 'Авиаперевозки', agent: null, membersCount: 0 };
const USER_URL = `/api/customers/3/users/${USER.id}`;

const renderEdit = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/customer-users/:userId', Component: CustomerUserEditPage },
      { path: '/customer-users', Component: () => <p>список пользователей</p> },
    ],
    initialEntry: `/customer-users/${USER.id}`,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'PUT') return jsonResponse(200, { ...USER, ...(body as object) });
      if (method === 'PATCH') return jsonResponse(200, { items: [] });
      if (url === USER_URL) return jsonResponse(200, USER);
      if (url === `${USER_URL}/contractors`) return jsonResponse(200, { items: [VOLGA] });
      if (url === `${USER_URL}/route-owners`)
        return jsonResponse(200, { items: [{ id: NORTH.id, name: NORTH.name }] });
      if (url.startsWith('/api/customers/3/routeowners?')) {
        return jsonResponse(200, {
          items: [NORTH, AIR],
          totalCount: 2,
          currentPageNumber: 1,
          numItemsPerPage: 100,
        });
      }
      if (url.startsWith('/api/customers/3/lookup/contractors'))
        return jsonResponse(200, { items: [VOLGA, AVTO] });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

describe('customer user edit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the user with the carriers and route owners it handles', async () => {
    renderEdit();
    expect(await screen.findByLabelText('ФИО')).toHaveValue(USER.fullname);
    expect(screen.getByLabelText('E-mail (логин)')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Менеджер' })).toBeChecked();
    expect(await screen.findByText(`${VOLGA.name} (ИНН ${VOLGA.inn})`)).toBeInTheDocument();
    expect(await screen.findByText(NORTH.name)).toBeInTheDocument();
  });

  it('saves the user, then the carriers and the route owners it handles, and returns to the list', async () => {
    const { calls } = renderEdit();
    await screen.findByText(`${VOLGA.name} (ИНН ${VOLGA.inn})`);
    await userEvent.click(screen.getByLabelText('Владельцы маршрутов'));
    await userEvent.click(await screen.findByTitle(AIR.name));
    await userEvent.click(screen.getByLabelText('Перевозчики'));
    await userEvent.click(await screen.findByTitle(`${AVTO.name} (ИНН ${AVTO.inn})`));
    await userEvent.clear(screen.getByLabelText('Телефон'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(`Пользователь ${USER.fullname} сохранён`)).toBeInTheDocument();
    const changes = calls.filter((call) => call.method !== 'GET');
    expect(changes).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: USER_URL,
        body: { fullname: USER.fullname, phone: null, roles: ['ROLE_MANAGER'] },
      }),
      expect.objectContaining({
        method: 'PATCH',
        url: `${USER_URL}/contractors`,
        body: { contractorIds: [VOLGA.id, AVTO.id] },
      }),
      expect.objectContaining({
        method: 'PATCH',
        url: `${USER_URL}/route-owners`,
        body: { routeOwnerIds: [NORTH.id, AIR.id] },
      }),
    ]);
    expect(await screen.findByText('список пользователей')).toBeInTheDocument();
  });

  it('tells a customer user without the admin role that they have no rights, asking nothing', async () => {
    const { calls } = renderEdit(TEST_SESSIONS.customerUser);
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
