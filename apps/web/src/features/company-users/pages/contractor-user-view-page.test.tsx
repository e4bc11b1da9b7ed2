import type { Session } from '@portal/contract/auth/auth.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { testUser } from '../test/company-user-fixtures';
import { Component as ContractorUserViewPage } from './contractor-user-view-page';

const DRIVER = testUser({
  id: 44,
  fullname: 'Сидоров Пётр',
  ownerType: 'contractor',
  ownerId: 7,
  roles: ['ROLE_USER'],
});

const renderView = (session: Session = TEST_SESSIONS.contractorAdmin, search = '') =>
  renderRoute({
    routes: [{ path: '/contractors/:contractorId/users/:userId', Component: ContractorUserViewPage }],
    initialEntry: `/contractors/7/users/${DRIVER.id}${search}`,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'PUT') return jsonResponse(200, { ...DRIVER, ...(body as object) });
      if (url === `/api/contractors/7/users/${DRIVER.id}`) return jsonResponse(200, DRIVER);
      if (url === `/api/customers/3/contractor-users/${DRIVER.id}`) {
        return jsonResponse(200, { ...DRIVER, contractor: { id: 7, name: 'ООО «ТрансЛогистик»' } });
      }
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

describe('carrier user view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives the carrier's admin Редактировать and blocking on the card", async () => {
    renderView();
    expect(await screen.findByText(DRIVER.username)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Редактировать/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Заблокировать/ })).toBeInTheDocument();
  });

  it("lets the carrier's admin edit in the edit mode and returns to the card", async () => {
    const { calls, router } = renderView(TEST_SESSIONS.contractorAdmin, '?mode=edit');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Администратор' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(`Пользователь ${DRIVER.fullname} сохранён`)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/contractors/7/users/${DRIVER.id}`,
      body: { fullname: DRIVER.fullname, phone: DRIVER.phone, roles: ['ROLE_USER', 'ROLE_ADMIN'] },
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a customer the carrier user read-only, with the carrier', async () => {
    const { calls } = renderView(TEST_SESSIONS.customerAdmin, '?mode=edit');
    expect(await screen.findByText('ООО «ТрансЛогистик»')).toBeInTheDocument();
    expect(screen.getByText(DRIVER.username)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Редактировать|Заблокировать|Сохранить/ }),
    ).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([`/api/customers/3/contractor-users/${DRIVER.id}`]);
  });
});
