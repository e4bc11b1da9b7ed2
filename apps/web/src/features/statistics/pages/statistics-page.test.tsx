import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as StatisticsPage } from './statistics-page';

// ECharts needs a canvas: here the chart's bars are buttons that open their period's list.
vi.mock('../components/series-chart', () => ({
  SeriesChart: ({
    series,
    onOpenPeriod,
  }: {
    series: { period: string }[];
    onOpenPeriod: (period: string) => void;
  }) =>
    series.map((point) => (
      <button key={point.period} type="button" onClick={() => onOpenPeriod(point.period)}>
        {point.period}
      </button>
    )),
}));

vi.mock('../components/bid-timing-chart', () => ({
  BidTimingChart: ({ timing, onOpen }: { timing: { bids: number }[]; onOpen: () => void }) => (
    <button type="button" onClick={onOpen}>
      Ставок по минутам: {timing.reduce((sum, point) => sum + point.bids, 0)}
    </button>
  ),
}));

const auctionTotals = {
  auctionsHeld: 3,
  withoutBids: 1,
  withoutBidsShare: 33.33,
  bidsPerAuction: 1,
  bidsPerAuctionMedian: 1,
  carriersPerAuction: 1,
  startSum: 350_000,
  winningSum: 240_000,
  savingStart: 110_000,
  savingStartPercent: 31.43,
  savingTariff: 60_000,
  savingSecond: 10_000,
  extensions: 1,
  declinedWins: 1,
  restarts: 1,
};
const awardTotals = {
  savingStart: 110_000,
  declinedWinsCost: 30_000,
  restartsCost: 0,
  penaltiesRecovered: null,
  netSaving: 80_000,
};

const answerOf = (totals: Record<string, number | null>) => ({
  totals,
  series: [{ period: '2027-01-01', ...totals }],
  rows: [{ key: { id: 5, name: 'МСК-ЕКБ Москва — Екатеринбург' }, ...totals }],
  timing: [
    { minutesBeforeEnd: 0, bids: 4, lowest: 2 },
    { minutesBeforeEnd: 7, bids: 1, lowest: 1 },
  ],
});

const render = (entry = '/statistic?date_from=01.01.2027&date_to=31.03.2027') =>
  renderRoute({
    routes: [
      { path: '/statistic', Component: StatisticsPage },
      { path: '/reports/auctions', Component: () => <p>Отчёт по аукционам</p> },
    ],
    initialEntry: entry,
    session: TEST_SESSIONS.customerAdmin,
    handler: (call) => {
      if (!call.url.includes('/api/statistics/')) return jsonResponse(200, { items: [] });
      return jsonResponse(200, answerOf(call.url.includes('award-cost') ? awardTotals : auctionTotals));
    },
  });

// The filters' lookups and antd's tabs render slowly in jsdom on a shared machine: more than the default 30 s.
describe('the statistics screen', { timeout: 90_000 }, () => {
  it('opens a chart bar as the list of its period', async () => {
    const { router } = render('/statistic?date_from=01.01.2027&date_to=31.03.2027&group_by=month');
    await userEvent.click(await screen.findByRole('button', { name: '2027-01-01' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/auctions'));
    expect(router.state.location.search).toBe('?date_from=01.01.2027&date_to=31.01.2027&status=4%2C5');
  });

  it('draws the auctions’ bid timing and opens the held auctions behind it', async () => {
    const { router } = render('/statistic?date_from=01.01.2027&date_to=31.03.2027&group_by=month');
    await userEvent.click(await screen.findByRole('button', { name: 'Ставок по минутам: 5' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/auctions'));
    expect(router.state.location.search).toBe('?date_from=01.01.2027&date_to=31.03.2027&status=3%2C4%2C5');
  });

  it('resets every filter, the kind of cargo too, and keeps the tab', async () => {
    const { router } = render('/statistic?tab=award-cost&date_from=01.01.2027&transportation=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=award-cost'));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('asks for the period of the URL and shows each total with its formula', async () => {
    const { calls } = render();
    const cards = await screen.findAllByText('110 000,00 ₽');
    expect(cards.length).toBeGreaterThan(0);
    expect(calls.find((call) => call.url.includes('/api/statistics/'))!.url).toMatch(
      /\/api\/statistics\/\d+\/auction-economy\?dateFrom=2027-01-01&dateTo=2027-03-31/,
    );
    expect(screen.getAllByText('экономия = начальная сумма − сумма победителей').length).toBeGreaterThan(0);
    expect(screen.getAllByText('33,33 %').length).toBeGreaterThan(0);
  });

  it('shows unknown penalties as «нет данных», never as zero, on the award cost tab', async () => {
    render('/statistic?tab=award-cost&date_from=01.01.2027&date_to=31.03.2027');
    expect((await screen.findAllByText('нет данных')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('80 000,00 ₽').length).toBeGreaterThan(0);
  });

  it('opens the auctions list behind a figure with the same period and route way', async () => {
    const { router } = render('/statistic?date_from=01.01.2027&date_to=31.03.2027&route_way=5');
    const [held] = await screen.findAllByRole('link', { name: '3' });
    await userEvent.click(held!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/auctions'));
    // The held auctions: statuses 3, 4 and 5.
    expect(router.state.location.search).toBe(
      '?date_from=01.01.2027&date_to=31.03.2027&route_way=5&status=3%2C4%2C5',
    );
  });
});
