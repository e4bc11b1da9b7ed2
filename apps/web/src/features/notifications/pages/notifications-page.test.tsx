import { formatDateTime } from '@portal/contract/format/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { pageOfNotifications, testNotification } from '../test/notification-fixtures';
import { Component as NotificationsPage } from './notifications-page';

const UNREAD = testNotification();
const READ = testNotification({
  id: 40,
  type: 'contractor-verified',
  typeLabel: 'Компания верифицирована',
  title: 'Ваша компания верифицирована',
  text: 'Вам доступны аукционы и тендеры.',
  link: null,
  isRead: true,
  createdAt: '2026-02-27T16:40:00+03:00',
});

const renderPage = () => {
  let isAllRead = false;
  return renderRoute({
    routes: [
      { path: '/notifications', Component: NotificationsPage },
      { path: '/verification', Component: () => <p>страница верификации</p> },
    ],
    initialEntry: '/notifications',
    session: TEST_SESSIONS.contractorAdmin,
    handler: ({ method, url }) => {
      if (method === 'PATCH' && url === '/api/notifications/mark_all_as_read') {
        isAllRead = true;
        return jsonResponse(200, { message: 'Все уведомления отмечены как прочитанные', count: 1 });
      }
      if (method === 'PATCH') return jsonResponse(200, { ...UNREAD, isRead: true });
      const unread = isAllRead ? { ...UNREAD, isRead: true } : UNREAD;
      return jsonResponse(200, pageOfNotifications([unread, READ], isAllRead ? 0 : 1));
    },
  });
};

describe('notifications page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks the unread ones and lists the event, date and text', async () => {
    renderPage();
    expect(await screen.findByText(UNREAD.title)).toBeInTheDocument();
    expect(screen.getAllByText('Новое')).toHaveLength(1);
    expect(screen.getByText(formatDateTime(UNREAD.createdAt))).toBeInTheDocument();
    expect(screen.getByText('Отказ в верификации')).toBeInTheDocument();
    expect(screen.getByLabelText(`Отметить прочитанным: ${UNREAD.title}`)).toBeInTheDocument();
    expect(screen.queryByLabelText(`Отметить прочитанным: ${READ.title}`)).not.toBeInTheDocument();
  });

  it('marks a notification read when it is opened and follows its link', async () => {
    const { calls } = renderPage();
    // Found by text: a role query over the whole table is slow in jsdom.
    await userEvent.click(await screen.findByText(UNREAD.title));
    expect(await screen.findByText('страница верификации')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.url).toBe(`/api/notifications/${UNREAD.id}/read`);
  });

  it('opens a read notification without marking it again', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByText(READ.title));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('marks all as read with its toast, then disables the button', async () => {
    const { calls } = renderPage();
    const button = (await screen.findByText('Отметить все как прочитанные')).closest('button')!;
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Все уведомления отмечены как прочитанные')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/notifications/mark_all_as_read')).toBe(true);
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.queryAllByText('Новое')).toHaveLength(0);
  });

  it('asks only for the unread ones when the filter is on', async () => {
    const { calls } = renderPage();
    await screen.findByText(UNREAD.title);
    await userEvent.click(screen.getByLabelText('Только непрочитанные'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/notifications?page=1&limit=20&unread=true'));
  });
});
