import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as DashboardPage } from './dashboard-page';

const customerAnswer = {
  cards: [
    {
      key: 'auctionsRunning',
      title: 'Идут аукционы',
      value: 2,
      link: '/auctions/customer?status=2',
      items: [
        { id: 17, label: '№ 17 · ставок: 3', value: 1234567.5, link: '/customers/3/auction/17' },
        { id: 18, label: '№ 18 · ставок: 0', value: null, link: '/customers/3/auction/18' },
      ],
    },
    {
      key: 'savingMonth',
      title: 'Экономия за месяц',
      value: 30000,
      previous: 45000.5,
      link: '/statistic?tab=auction-economy',
    },
    {
      key: 'paymentsOverdue',
      title: 'Просроченные оплаты',
      value: null,
      link: '/proforma/customer?overdue=true',
    },
  ],
};

const contractorAnswer = {
  cards: [
    {
      key: 'auctionsOpen',
      title: 'Открытые аукционы',
      value: 1,
      link: '/auctions/contractor',
      items: [{ id: 21, label: '№ 21', value: 2, link: '/contractors/7/auction/21' }],
    },
    { key: 'rating', title: 'Мой рейтинг', value: 42.5, previous: null, link: '/my-rating' },
  ],
};

const render = (session = TEST_SESSIONS.customerAdmin, answer: unknown = customerAnswer) =>
  renderRoute({
    routes: [
      { path: '/dashboard', Component: DashboardPage },
      { path: '/auctions/customer', Component: () => <p>Список аукционов</p> },
      { path: '/customers/3/auction/17', Component: () => <p>Аукцион 17</p> },
    ],
    initialEntry: '/dashboard',
    session,
    handler: (call) =>
      call.url.includes('/dashboard') ? jsonResponse(200, answer) : jsonResponse(200, { items: [] }),
  });

describe('the dashboard', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the side’s cards with ru-RU figures, the trend, items and «нет данных» for null', async () => {
    const { calls } = render();
    await screen.findByRole('link', { name: 'Идут аукционы: 2' });
    const auctions = document.querySelector('[data-card="auctionsRunning"]') as HTMLElement;
    expect(calls.some((call) => call.url.endsWith('/api/customers/3/dashboard'))).toBe(true);
    expect(within(auctions).getByRole('link', { name: 'Идут аукционы: 2' })).toHaveAttribute(
      'href',
      '/auctions/customer?status=2',
    );
    expect(
      within(auctions).getByRole('link', { name: /№ 17 · ставок: 3\s*1\s234\s567,50\s₽/ }),
    ).toHaveAttribute('href', '/customers/3/auction/17');
    expect(within(auctions).getByText('ставок нет')).toBeInTheDocument();
    const saving = document.querySelector('[data-card="savingMonth"]') as HTMLElement;
    expect(within(saving).getByText(/^30\s000,00\s₽$/)).toBeInTheDocument();
    expect(within(saving).getByText(/В прошлом месяце: 45\s000,50\s₽/)).toBeInTheDocument();
    const overdue = document.querySelector('[data-card="paymentsOverdue"]') as HTMLElement;
    expect(
      within(overdue).getByRole('link', { name: 'Просроченные оплаты: нет данных' }),
    ).toBeInTheDocument();
  });

  it('opens a card’s list and an item’s record', async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('link', { name: /№ 17/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/3/auction/17'));
    await router.navigate('/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Идут аукционы: 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auctions/customer'));
    expect(router.state.location.search).toBe('?status=2');
  });

  it('asks the carrier’s path and shows its place in an auction and a rating without a previous month', async () => {
    const { calls } = render(TEST_SESSIONS.contractorAdmin, contractorAnswer);
    expect(await screen.findByText('2-е место')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/api/contractors/7/dashboard'))).toBe(true);
    const rating = document.querySelector('[data-card="rating"]') as HTMLElement;
    expect(within(rating).getByText('42,5')).toBeInTheDocument();
    expect(within(rating).getByText('В прошлом месяце: нет данных')).toBeInTheDocument();
  });

  it('shows the cards loading, then a retry when the call fails', async () => {
    renderRoute({
      routes: [{ path: '/dashboard', Component: DashboardPage }],
      initialEntry: '/dashboard',
      session: TEST_SESSIONS.customerUser,
      handler: (call) =>
        call.url.includes('/dashboard')
          ? jsonResponse(500, { title: 'Ошибка', status: 500, detail: 'Ошибка' })
          : jsonResponse(200, { items: [] }),
    });
    expect(screen.getByText('Рейсы сегодня')).toBeInTheDocument();
    expect(
      await screen.findByText('Не удалось загрузить цифры главной', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
