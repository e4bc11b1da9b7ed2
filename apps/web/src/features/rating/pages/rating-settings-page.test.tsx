import type { RatingIndex } from '@portal/contract/rating/rating.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as RatingSettingsPage } from './rating-settings-page';

const index: RatingIndex = {
  id: 7,
  code: 'incidents',
  name: 'Происшествия',
  formula: 'Число ДТП',
  koeff: -2,
  indexOptions: [{ id: 1, min: 1, max: 1, value: 50 }],
};

const render = (session: (typeof TEST_SESSIONS)[keyof typeof TEST_SESSIONS]) =>
  renderRoute({
    routes: [{ path: '/', Component: RatingSettingsPage }],
    initialEntry: '/',
    session,
    handler: (call) => {
      if (call.url.includes('rating-settings')) return jsonResponse(200, { graceMinutes: 10 });
      if (call.url.includes('rating-preview'))
        return jsonResponse(200, {
          items: [
            {
              contractor: { id: 3, name: 'ООО «Волга»' },
              ratingId: 11,
              dateFrom: '2026-05-01',
              dateTo: '2026-05-31',
              rating: 40,
              preview: (call.body as { indexes: unknown[] }).indexes.length ? 30.5 : 40,
            },
          ],
        });
      return call.method === 'GET' ? jsonResponse(200, { items: [index] }) : jsonResponse(200, index);
    },
  });

// Typing into antd inputs in jsdom is slow on a shared machine: the typing cases get more than the default 30 s.
const TYPING_TIMEOUT_MS = 90_000;

describe('the rating settings screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'previews the edited weight before saving, then sends only the index, a negative weight included',
    async () => {
      const { calls } = render(TEST_SESSIONS.customerAdmin);
      const weight = await screen.findByLabelText('Весовой коэффициент');
      await userEvent.clear(weight);
      await userEvent.type(weight, '-3');
      expect(await screen.findByText(/▼ .9,5/)).toBeInTheDocument();
      expect(calls.filter((call) => call.url.includes('rating-preview')).at(-1)).toMatchObject({
        body: { indexes: [{ id: 7, koeff: -3, options: [{ min: 1, max: 1, value: 50 }] }] },
      });
      await userEvent.click(screen.getAllByRole('button', { name: 'Сохранить' })[1]!);
      expect(await screen.findByText('Настройки показателя сохранены')).toBeInTheDocument();
      const puts = calls.filter((call) => call.method === 'PUT');
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatchObject({
        url: expect.stringMatching(/\/ratingindexes\/7$/),
        body: { name: 'Происшествия', formula: 'Число ДТП', koeff: -3 },
      });
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'replaces the scale when a row is added',
    async () => {
      const { calls } = render(TEST_SESSIONS.customerAdmin);
      await userEvent.click(await screen.findByRole('button', { name: /Добавить строку/ }));
      await userEvent.type(screen.getByLabelText('От, строка 2'), '2');
      await userEvent.type(screen.getByLabelText('До, строка 2'), '10');
      await userEvent.type(screen.getByLabelText('Баллы, строка 2'), '100');
      await userEvent.click(screen.getAllByRole('button', { name: 'Сохранить' })[1]!);
      await waitFor(() =>
        expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
          url: expect.stringMatching(/\/ratingindexes\/7\/options$/),
          body: {
            options: [
              { min: 1, max: 1, value: 50 },
              { min: 2, max: 10, value: 100 },
            ],
          },
        }),
      );
    },
    TYPING_TIMEOUT_MS,
  );

  it('saves the lateness grace', async () => {
    const { calls } = render(TEST_SESSIONS.customerAdmin);
    const grace = await screen.findByLabelText('Опоздание не учитывается до, мин');
    await userEvent.clear(grace);
    await userEvent.type(grace, '30');
    await userEvent.click(screen.getAllByRole('button', { name: 'Сохранить' })[0]!);
    expect(await screen.findByText('Допуск опоздания сохранён')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(/\/rating-settings$/),
      body: { graceMinutes: 30 },
    });
  });

  it('shows the settings read-only to a user who is not an admin', async () => {
    render(TEST_SESSIONS.customerUser);
    expect(await screen.findByText('Изменять настройки рейтинга может администратор')).toBeInTheDocument();
    expect(screen.getByLabelText('Весовой коэффициент')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });
});
