import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as StatisticsPage } from '../pages/statistics-page';

vi.mock('./series-chart', () => ({ SeriesChart: () => null }));
vi.mock('./bid-timing-chart', () => ({ BidTimingChart: () => null }));

const USAGE = {
  weeks: ['2027-02-22', '2027-03-01'],
  rows: [
    { route: { id: 'dashboard', title: 'Главная' }, counts: [4, 3], total: 7 },
    { route: { id: 'auctions-customer', title: 'Аукционы' }, counts: [0, 2], total: 2 },
  ],
  actions: [{ action: { id: 'auction_created', title: 'Создан аукцион' }, counts: [1, 0], total: 1 }],
};
const EMPTY = { weeks: ['2027-02-22', '2027-03-01'], rows: [], actions: [] };

const render = (session = TEST_SESSIONS.customerAdmin, usage: unknown = USAGE) =>
  renderRoute({
    routes: [{ path: '/statistic', Component: StatisticsPage }],
    initialEntry: '/statistic?date_from=24.02.2027&date_to=05.03.2027&tab=usage',
    session,
    handler: (call: FetchCall) =>
      call.url.includes('/analytics') ? jsonResponse(200, usage) : jsonResponse(200, { items: [] }),
  });

afterEach(() => vi.unstubAllGlobals());

describe('«Использование портала»', { timeout: 90_000 }, () => {
  it('shows the admin the screens × weeks of the period with totals, and the main actions', async () => {
    const { calls } = render();
    const table = await screen.findByRole('region', { name: 'Просмотры экранов по неделям' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Экраннеделя с 22.02.2027неделя с 01.03.2027Всего',
      'Главная437',
      'Аукционы022',
      'Итого459',
    ]);
    expect(screen.getByRole('tab', { name: 'Использование портала', selected: true })).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Основные действия по неделям' });
    expect(within(actions).getByText('Создан аукцион')).toBeTruthy();
    const asked = calls.filter((call) => call.url.includes('/analytics')).map((call) => call.url);
    expect(asked).toEqual(['/api/customers/3/analytics?dateFrom=2027-02-24&dateTo=2027-03-05']);
    // No economy is asked for while the usage tab is open.
    expect(calls.some((call) => call.url.includes('/api/statistics/'))).toBe(false);
  });

  it('says «Нет данных за период» when nothing was counted', async () => {
    render(TEST_SESSIONS.customerAdmin, EMPTY);
    expect(await screen.findByText('Нет данных за период')).toBeTruthy();
  });

  it('is not there for a manager, who stays on the auctions tab', async () => {
    const { calls } = render(TEST_SESSIONS.customerManager);
    expect(await screen.findByRole('tab', { name: 'Аукционы', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Использование портала' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/analytics'))).toBe(false);
  });
});
