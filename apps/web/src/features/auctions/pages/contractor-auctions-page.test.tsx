import type { ContractorAuction } from '@portal/contract/auctions/auctions.schemas';
import { FILTER_INPUT_DELAY_MS } from '@portal/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { mockXhr } from '../../../shared/test/xhr-mock';
import { Component as ContractorAuctionsPage } from './contractor-auctions-page';

const auction: ContractorAuction = {
  id: 12,
  number: '12',
  status: 2,
  customer: { id: 3, name: 'ООО «Заказчик»' },
  routes: [],
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
  myBestSumm: null,
  myRank: null,
  isWinner: false,
  winnerDeadline: null,
  myOffer: null,
};

const LIST = '/api/contractors/7/auctions?';
const SCREEN_TEST = { timeout: 90_000 };

const render = (initialEntry: string) =>
  renderRoute({
    routes: [{ path: '/auctions/contractor', Component: ContractorAuctionsPage }],
    initialEntry,
    session: TEST_SESSIONS.contractorAdmin,
    handler: ({ url }) => {
      if (url.startsWith('/api/contractors/7/related_owners'))
        return jsonResponse(200, { items: [{ id: 3, name: 'ООО «Заказчик»', inn: '7701234567' }] });
      if (!url.startsWith(LIST)) return jsonResponse(200, { items: [] });
      return jsonResponse(200, {
        items: [auction],
        totalCount: 1,
        currentPageNumber: 1,
        numItemsPerPage: 20,
      });
    },
  });

const searchOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('the carrier’s auctions list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it(
    'keeps the tab and the URL’s filters, and asks again 800 ms after the number is typed',
    SCREEN_TEST,
    async () => {
      const { calls } = render('/auctions/contractor?tab=won&customer=3');
      expect(await screen.findByRole('link', { name: '12' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('Фильтры')).toBeInTheDocument();
      const first = searchOf(calls.filter((call) => call.url.startsWith(LIST)).at(-1)!.url);
      expect([first.get('tab'), first.get('customer')]).toEqual(['won', '3']);

      await userEvent.type(screen.getByLabelText('Номер'), '12');
      const typedAt = Date.now();
      expect(calls.some((call) => call.url.startsWith(LIST) && searchOf(call.url).has('number'))).toBe(false);
      await waitFor(
        () =>
          expect(calls.some((call) => call.url.startsWith(LIST) && searchOf(call.url).has('number'))).toBe(
            true,
          ),
        { timeout: 5_000 },
      );
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(FILTER_INPUT_DELAY_MS - 50);
      const filtered = searchOf(calls.filter((call) => call.url.startsWith(LIST)).at(-1)!.url);
      expect(Object.fromEntries(filtered)).toMatchObject({ tab: 'won', customer: '3', number: '12' });
    },
  );

  it('downloads the server’s workbook of every auction the tab and filters select', SCREEN_TEST, async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:xlsx'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const xhrCalls = mockXhr(() => ({
      status: 200,
      body: new Blob(['PK'], { type: 'application/octet-stream' }),
    }));
    render('/auctions/contractor?tab=archive&route=%D0%9C%D0%A1%D0%9A&page=2');
    await userEvent.click(
      await screen.findByRole('button', { name: /Экспорт в Excel/ }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^Аукционы \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    const [call] = xhrCalls;
    expect(call!.url.startsWith(LIST)).toBe(true);
    const search = searchOf(call!.url);
    expect(Object.fromEntries(search)).toEqual({ tab: 'archive', route: 'МСК', format: 'xlsx' });
  });
});
