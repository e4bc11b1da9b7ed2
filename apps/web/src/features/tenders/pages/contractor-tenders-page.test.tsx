import { FILTER_INPUT_DELAY_MS } from '@portal/contract/constants';
import type { ContractorTenderListItem } from '@portal/contract/tenders/tenders.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { mockXhr } from '../../../shared/test/xhr-mock';
import { Component as ContractorTendersPage } from './contractor-tenders-page';

const tender: ContractorTenderListItem = {
  id: 31,
  number: '31',
  name: 'Перевозки на март',
  status: 2,
  customer: { id: 3, name: 'ООО «Заказчик»' },
  dateStart: '2027-01-10T10:00:00.000Z',
  dateEnd: '2027-01-12T10:00:00.000Z',
  comment: null,
  serverTime: '2027-01-10T11:00:00.000Z',
  lotsCount: 2,
  myBidsCount: 1,
  wonLotsCount: 0,
};

const LIST = '/api/contractors/7/tenders?';
const SCREEN_TEST = { timeout: 90_000 };

const render = (initialEntry: string) =>
  renderRoute({
    routes: [{ path: '/tenders/contractor', Component: ContractorTendersPage }],
    initialEntry,
    session: TEST_SESSIONS.contractorAdmin,
    handler: ({ url }) => {
      if (url.startsWith('/api/contractors/7/related_owners'))
        return jsonResponse(200, { items: [{ id: 3, name: 'ООО «Заказчик»', inn: '7701234567' }] });
      if (!url.startsWith(LIST)) return jsonResponse(200, { items: [] });
      return jsonResponse(200, { items: [tender], totalCount: 1, currentPageNumber: 1, numItemsPerPage: 20 });
    },
  });

const searchOf = (url: string) => new URL(url, 'http://x').searchParams;
const lastListSearch = (calls: { url: string }[]) =>
  Object.fromEntries(searchOf(calls.filter((call) => call.url.startsWith(LIST)).at(-1)!.url));

describe('the carrier’s tenders list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it(
    'keeps the tab and the URL’s filters, and asks again 800 ms after a route is typed',
    SCREEN_TEST,
    async () => {
      const { calls } = render('/tenders/contractor?tab=planned&customer=3');
      expect(await screen.findByRole('link', { name: '31' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('ООО «Заказчик»', { selector: 'td' })).toBeInTheDocument();
      expect(lastListSearch(calls)).toMatchObject({ tab: 'planned', customer: '3' });

      await userEvent.type(screen.getByLabelText('Рейс или маршрут'), 'МСК');
      const typedAt = Date.now();
      const hasRoute = () =>
        calls.some((call) => call.url.startsWith(LIST) && searchOf(call.url).has('route'));
      expect(hasRoute()).toBe(false);
      await waitFor(() => expect(hasRoute()).toBe(true), { timeout: 5_000 });
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(FILTER_INPUT_DELAY_MS - 50);
      expect(lastListSearch(calls)).toMatchObject({ tab: 'planned', customer: '3', route: 'МСК' });
    },
  );

  it('downloads the server’s workbook of every tender the tab and filters select', SCREEN_TEST, async () => {
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
    render('/tenders/contractor?tab=won&number=31&page=3');
    await userEvent.click(
      await screen.findByRole('button', { name: /Экспорт в Excel/ }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^Тендеры \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    expect(xhrCalls[0]!.url.startsWith(LIST)).toBe(true);
    expect(Object.fromEntries(searchOf(xhrCalls[0]!.url))).toEqual({
      tab: 'won',
      number: '31',
      format: 'xlsx',
    });
  });
});
