import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCard } from '../../features/contact-requisites/test/contact-requisite-fixtures';
import { jsonResponse } from '../../shared/test/fetch-mock';
import { renderRoute } from '../../shared/test/render-route';
import { TEST_SESSIONS } from '../../shared/test/sessions';
import { UserMenu } from './user-menu';

const renderMenu = (session: (typeof TEST_SESSIONS)[keyof typeof TEST_SESSIONS]) =>
  renderRoute({
    routes: [
      { path: '/dashboard', Component: () => <UserMenu session={session} /> },
      { path: '/my-profile', Component: () => <p>мой профиль</p> },
      {
        path: '/customers/:customerId/contact-requisites/:contactId',
        Component: () => <p>реквизиты заказчика</p>,
      },
    ],
    initialEntry: '/dashboard',
    session,
    handler: () =>
      jsonResponse(200, {
        items: [
          { isDefault: false, requisites: testCard({ contractor: { id: 7, name: 'ООО «Перевозчик»' } }) },
        ],
      }),
  });

const openMenu = async () =>
  userEvent.click(await screen.findByRole('button', { name: /^Меню пользователя/ }));

describe('user menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens the user's own screens", async () => {
    renderMenu(TEST_SESSIONS.customerAdmin);
    await openMenu();
    expect(await screen.findByText('Настройки пользователя')).toBeInTheDocument();
    expect(screen.queryByText('Контакты заказчиков')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Мой профиль'));
    expect(await screen.findByText('мой профиль')).toBeInTheDocument();
  });

  it("shows a carrier its customers' contacts and opens a card's requisites", async () => {
    const { calls } = renderMenu(TEST_SESSIONS.contractorAdmin);
    await openMenu();
    await userEvent.click(await screen.findByText('Контакты заказчиков'));
    expect(await screen.findByText('Для вас')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/contractors/7/contact-requisites');
    await userEvent.click(screen.getByText('Все реквизиты'));
    expect(await screen.findByText('реквизиты заказчика')).toBeInTheDocument();
  });
});
