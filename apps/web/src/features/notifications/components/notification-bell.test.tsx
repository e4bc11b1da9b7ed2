import type { Envelope } from '@portal/contract/realtime/realtime.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient, RealtimeClientOptions } from '../../../shared/realtime/realtime-client';
import { RealtimeProvider } from '../../../shared/realtime/realtime-context';
import { RealtimeHub } from '../../../shared/realtime/realtime-hub';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { pageOfNotifications, testNotification } from '../test/notification-fixtures';
import { NotificationBell } from './notification-bell';

type Callbacks = Pick<RealtimeClientOptions, 'onMessage' | 'onStatus'>;

/** A hub whose socket is a stub: the test hands it messages as the server would. */
const createTestHub = () => {
  let callbacks: Callbacks | null = null;
  const client = { start: () => {}, stop: () => {}, reauthenticate: () => {} } as unknown as RealtimeClient;
  const hub = new RealtimeHub(async (given) => {
    callbacks = given;
    return client;
  });
  const deliver = (envelope: Partial<Envelope>) =>
    callbacks?.onMessage(
      { channel: 'notifications', type: 'x', id: 'user-1', seq: 1, payload: null, at: '', ...envelope },
      { hasGap: false },
    );
  return { hub, deliver };
};

describe('notification bell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the unread count and follows a new notification on the live channel', async () => {
    const { hub, deliver } = createTestHub();
    let unread = 3;
    const { calls } = renderRoute({
      routes: [
        {
          path: '/dashboard',
          Component: () => (
            <RealtimeProvider hub={hub}>
              <NotificationBell />
            </RealtimeProvider>
          ),
        },
        { path: '/notifications', Component: () => <p>список уведомлений</p> },
      ],
      initialEntry: '/dashboard',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(200, pageOfNotifications([testNotification()], unread)),
    });
    expect(await screen.findByRole('button', { name: 'Уведомления: 3 непрочитанных' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/notifications?page=1&limit=1&unread=true');

    unread = 4;
    deliver({ type: 'contractor-rejected', seq: 2 });
    const bell = await screen.findByRole('button', { name: 'Уведомления: 4 непрочитанных' });
    bell.click();
    expect(await screen.findByText('список уведомлений')).toBeInTheDocument();
  });

  it('shows no number when everything is read', async () => {
    renderRoute({
      routes: [{ path: '/dashboard', Component: NotificationBell }],
      initialEntry: '/dashboard',
      session: TEST_SESSIONS.customerUser,
      handler: () => jsonResponse(200, pageOfNotifications([], 0)),
    });
    expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).toBeNull();
  });
});
