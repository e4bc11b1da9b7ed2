import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { proforma, proformaList } from '../test/proforma-fixtures';
import { Component as CustomerProformasPage } from './customer-proformas-page';

const render = (initialEntry: string) =>
  renderRoute({
    routes: [{ path: '/proforma/customer', Component: CustomerProformasPage }],
    initialEntry,
    session: TEST_SESSIONS.customerManager,
    handler: ({ url }) =>
      url.includes('/lookup/contractors')
        ? jsonResponse(200, { items: [{ id: 7, name: 'ООО «Перевозчик»', inn: '7712345678' }] })
        : jsonResponse(200, proformaList([proforma(1)])),
  });

const listCalls = (calls: { url: string; method: string }[]) =>
  calls.filter((call) => call.method === 'GET' && /\/api\/customers\/3\/proforms\?/.test(call.url));

describe('the customer proformas list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads its filters from the URL and asks the API with them (dates as YYYY-MM-DD)', async () => {
    const { calls } = render(
      '/proforma/customer?contractor=7&status=1&number=%D0%9F-2026&dateFrom=01.10.2026&dateTo=31.10.2026&overdue=true',
    );
    expect(await screen.findByRole('link', { name: 'П-2026-0007' })).toBeInTheDocument();
    const url = new URL(listCalls(calls).at(-1)!.url, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      contractor: '7',
      status: '1',
      number: 'П-2026',
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      overdue: 'true',
    });
    expect(screen.getByLabelText('Период с')).toHaveValue('01.10.2026');
    expect(screen.getByRole('checkbox', { name: /Просрочка/ })).toBeChecked();
  });

  it('puts a changed filter in the URL and asks again; «Сбросить» clears them all', async () => {
    const { calls, router } = render('/proforma/customer?status=1');
    await screen.findByRole('link', { name: 'П-2026-0007' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Просрочка/ }));
    await waitFor(() => expect(router.state.location.search).toContain('overdue=true'));
    expect(router.state.location.search).toContain('status=1');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('overdue=true'));
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).not.toContain('status='));
  });

  it('drops a malformed filter instead of sending it, and an end before the start', async () => {
    const { calls } = render(
      '/proforma/customer?status=9&dateFrom=10.10.2026&dateTo=01.10.2026&contractor=abc',
    );
    await screen.findByRole('link', { name: 'П-2026-0007' });
    const url = new URL(listCalls(calls).at(-1)!.url, 'http://localhost');
    expect(url.searchParams.get('status')).toBeNull();
    expect(url.searchParams.get('contractor')).toBeNull();
    expect(url.searchParams.get('dateFrom')).toBe('2026-10-10');
    expect(url.searchParams.get('dateTo')).toBeNull();
  });

  it('shows the totals of the filtered set under the page', async () => {
    render('/proforma/customer');
    expect(await screen.findByText('Итого: 1')).toBeInTheDocument();
    // The page's row and the totals row.
    expect(screen.getAllByText('183 000,00 ₽')).toHaveLength(2);
    expect(screen.getByText('В ближайшие 7 дней: 61 000,00 ₽')).toBeInTheDocument();
  });
});
