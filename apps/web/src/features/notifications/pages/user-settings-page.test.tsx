import type { Session } from '@portal/contract/auth/auth.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as UserSettingsPage } from './user-settings-page';

const SETTINGS = [
  { type: 'contractor-verified', label: 'Компания верифицирована', email: true, portal: true },
  { type: 'contractor-rejected', label: 'Отказ в верификации', email: false, portal: true },
];

const renderPage = (session: Session = TEST_SESSIONS.contractorAdmin) =>
  renderRoute({
    routes: [{ path: '/user-settings', Component: UserSettingsPage }],
    initialEntry: '/user-settings',
    session,
    handler: ({ method, body }) =>
      jsonResponse(
        200,
        method === 'PUT'
          ? {
              settings: SETTINGS.map((setting, index) => ({
                ...setting,
                ...(body as { settings: object[] }).settings[index],
              })),
            }
          : { settings: SETTINGS },
      ),
  });

describe('user settings page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows the side's events with their e-mail and portal switches", async () => {
    const { calls } = renderPage();
    expect(await screen.findByText('Отказ в верификации')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/contractor-user/notification-settings');
    expect(screen.getByRole('switch', { name: 'Компания верифицирована: по e-mail' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Отказ в верификации: по e-mail' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Отказ в верификации: в портале' })).toBeChecked();
  });

  it('saves every event with its switches and confirms with a toast', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Компания верифицирована: в портале' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      settings: [
        { type: 'contractor-verified', email: true, portal: false },
        { type: 'contractor-rejected', email: false, portal: true },
      ],
    });
  });

  it('hints at scrolling sideways when the switches do not fit the screen (a 420 px phone)', async () => {
    // The table as a phone lays it out: 604 px of columns in a 346 px box, reported once laid out.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(604);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(346);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe() {
          this.callback([], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    renderPage();
    await screen.findByText('Отказ в верификации');
    const hint = screen.getByText('Таблица шире экрана: прокрутите её вбок →');
    await waitFor(() => expect(hint).not.toHaveAttribute('aria-hidden', 'true'));
    expect(hint).toBeVisible();
    expect(screen.getByRole('region', { name: 'Настройки уведомлений' })).toBeInTheDocument();
  });

  it("asks a customer user for the customer side's settings", async () => {
    const { calls } = renderPage(TEST_SESSIONS.customerUser);
    await waitFor(() => expect(calls[0]?.url).toBe('/api/customer-user/notification-settings'));
  });
});
