import type {
  ContractorAuction,
  CustomerAuction,
  CustomerAuctionListItem,
} from '@portal/contract/auctions/auctions.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as ContractorAuctionViewPage } from './contractor-auction-view-page';
import { Component as CustomerAuctionViewPage } from './customer-auction-view-page';
import { Component as CustomerAuctionsPage } from './customer-auctions-page';

const route = {
  id: 11,
  routeCode: '0112МСК-ВГГ',
  routeWay: { id: 4, code: 'МСК-ВГГ', name: 'Москва — Волгоград', transportationType: 2 },
  planDateArrival: '2027-03-01T07:00:00.000Z',
  firstDepartment: { id: 1, name: 'Отделение Москва', timezone: 'Europe/Moscow' },
  lastDepartment: { id: 2, name: 'Отделение Волгоград', timezone: 'Europe/Volgograd' },
  initialSum: 100_000,
  freightSum: null,
};

const common = {
  routes: [route],
  dateStart: '2027-01-10T10:00:00.000Z',
  dateEnd: '2027-01-10T12:00:00.000Z',
  startSum: 100_000,
  step: 1000,
  extensionMinutes: 5,
  maxExtensions: null,
  extensionsCount: 0,
  bestSumm: null,
  bidsCount: 0,
  serverTime: '2027-01-10T11:00:00.000Z',
};

const listItem = (id: number, status: CustomerAuctionListItem['status']): CustomerAuctionListItem => ({
  ...common,
  id,
  number: String(id),
  status,
  comment: null,
  contractorList: null,
  contractors: [{ id: 7, name: 'ООО «Перевозчик»' }],
  winner: null,
  winnerDeadline: null,
});

// Whole antd screens in jsdom: on a loaded shared machine a screen takes longer than the default 30 s.
const SCREEN_TEST = { timeout: 90_000 };

describe('auction screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the server’s counts as tabs and asks the server for the chosen status', SCREEN_TEST, async () => {
    const all = [listItem(1, 0), listItem(2, 2), listItem(3, 2), listItem(4, 5)];
    const counts = { 0: 1, 1: 0, 2: 2, 3: 0, 4: 0, 5: 1, 6: 0 };
    const { calls } = renderRoute({
      routes: [{ path: '/auctions/customer', Component: CustomerAuctionsPage }],
      initialEntry: '/auctions/customer?manager=5',
      session: TEST_SESSIONS.customerAdmin,
      handler: ({ url }) => {
        if (!url.startsWith('/api/customers/3/auctions?')) return jsonResponse(200, { items: [] });
        const status = new URL(url, 'http://x').searchParams.get('status');
        const items = status === null ? all : all.filter((item) => String(item.status) === status);
        return jsonResponse(200, {
          items,
          totalCount: items.length,
          currentPageNumber: 1,
          numItemsPerPage: 20,
          counts,
        });
      },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Все (4)' })).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('radio', { name: 'Идёт (2)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Отменён (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Идёт (2)'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '1' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '2' })).toBeInTheDocument();
    const listCalls = calls.filter((call) => call.url.startsWith('/api/customers/3/auctions?'));
    expect(listCalls.at(-1)?.url).toMatch(/status=2/);
    expect(listCalls.every((call) => /manager=5/.test(call.url))).toBe(true);
  });

  it(
    'offers «Выбрать победителем» only on bids of carriers that may win, and counts the saving from the winner’s price',
    SCREEN_TEST,
    async () => {
      const carrier = (id: number, name: string) => ({ id, name });
      const bid = (
        id: number,
        summ: number,
        name: string,
        cannotWin: CustomerAuction['bids'][number]['cannotWin'],
      ) => ({
        id,
        summ,
        createdOn: common.serverTime,
        contractor: carrier(id, name),
        cannotWin,
        extendedTo: null,
        extendedBySeconds: null,
      });
      const winner = carrier(2, 'ООО «ВолгаТранс»');
      const auction: CustomerAuction = {
        ...common,
        id: 9,
        number: '9',
        status: 4,
        startSum: 50_000,
        bestSumm: 40_000,
        bidsCount: 4,
        comment: null,
        contractorList: null,
        contractors: [],
        bids: [
          bid(1, 49_000, 'ООО «ТрансЛогистик»', null),
          bid(2, 48_000, winner.name, null),
          bid(3, 45_000, 'ООО «Отказник»', 'declined'),
          bid(4, 40_000, 'ООО «СибирьЛогистик»', 'blocked'),
        ],
        offers: [],
        winner: { contractor: winner, summ: 48_000, bid: 2, offer: null },
        winnerDeadline: '2027-01-10T12:30:00.000Z',
        declines: [],
      };
      renderRoute({
        routes: [{ path: '/customers/:customerId/auction/:auctionsId', Component: CustomerAuctionViewPage }],
        initialEntry: '/customers/3/auction/9',
        session: TEST_SESSIONS.customerAdmin,
        handler: ({ url }) => {
          if (url.startsWith('/api/customers/3/auctions/9/bid-log'))
            return jsonResponse(200, { items: [], isValid: true, brokenSeq: null });
          if (url.startsWith('/api/customers/3/auctions/9')) return jsonResponse(200, auction);
          return jsonResponse(200, []);
        },
      });
      expect(await screen.findByText('Экономия', {}, { timeout: 10_000 })).toBeInTheDocument();
      // 50 000 − the winner's 48 000, not − the best bid's 40 000.
      expect(screen.getByText(/^2\s000,00\s₽ \(4 %\)$/)).toBeInTheDocument();
      const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
      expect(
        within(rowOf('ТрансЛогистик')).getByRole('button', { name: 'Выбрать победителем' }),
      ).toBeInTheDocument();
      expect(
        within(rowOf('СибирьЛогистик')).getByText('Перевозчик заблокирован заказчиком'),
      ).toBeInTheDocument();
      expect(within(rowOf('Отказник')).getByText('Перевозчик отказался от победы')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Выбрать победителем' })).toHaveLength(1);
    },
  );

  it('offers the carrier best minus step and sends it after Да', SCREEN_TEST, async () => {
    const auction: ContractorAuction = {
      ...common,
      id: 9,
      number: '9',
      status: 2,
      customer: { id: 3, name: 'ООО «Заказчик»' },
      bestSumm: 90_000,
      bidsCount: 3,
      myBestSumm: 95_000,
      myRank: 2,
      isWinner: false,
      winnerDeadline: null,
      myOffer: null,
    };
    const { calls } = renderRoute({
      routes: [
        { path: '/contractors/:contractorId/auction/:auctionsId', Component: ContractorAuctionViewPage },
      ],
      initialEntry: '/contractors/7/auction/9',
      session: TEST_SESSIONS.contractorAdmin,
      handler: ({ method, url }) => {
        if (method === 'POST' && url === '/api/auctions/9/bids')
          return jsonResponse(201, {
            id: 1,
            summ: 89_000,
            createdOn: common.serverTime,
            rank: 1,
            bestSumm: 89_000,
            dateEnd: common.dateEnd,
          });
        if (url.startsWith('/api/contractors/7/auctions/9/bid-log'))
          return jsonResponse(200, { items: [], isValid: true, brokenSeq: null });
        if (url.startsWith('/api/contractors/7/auctions/9')) return jsonResponse(200, auction);
        return jsonResponse(404, { message: 'Не найдено' });
      },
    });
    expect(await screen.findByText('Ваше место', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Не больше 89\s000,00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Ставка 89\s000,00/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ summ: 89_000 }));
  });
});
