import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { PLAN, planPage } from '../test/auction-plan-fixtures';
import { Component as AuctionPlanPage } from './auction-plan-page';

const LIST = '/api/customers/3/auction-plan';

const renderPlans = (initialEntry = '/auction-plan', session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [{ path: '/auction-plan', Component: AuctionPlanPage }],
    initialEntry,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'PUT') return jsonResponse(200, { ...PLAN, ...(body as object) });
      if (url.startsWith(`${LIST}?`)) return jsonResponse(200, planPage([PLAN]));
      if (url === '/api/customers/3/route_ways/2') return jsonResponse(200, PLAN.routeWay);
      return jsonResponse(200, { items: [] });
    },
  });

const searchOf = (url: string) => Object.fromEntries(new URL(url, 'http://portal').searchParams);

describe('auction plan list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the month as ММ.ГГГГ, as its filter does', async () => {
    renderPlans();
    const row = (await screen.findByText('MSK-TVR Москва — Тверь')).closest('tr')!;
    expect(within(row).getByText('11.2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-11')).not.toBeInTheDocument();
  });

  it('exports every plan the filters select to Excel, for any role', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:xlsx'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = renderPlans('/auction-plan?month_from=2026-10', TEST_SESSIONS.customerUser);
    await screen.findByText('MSK-TVR Москва — Тверь');
    await userEvent.click(screen.getByRole('button', { name: /Экспорт в Excel/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^План аукционов \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    const exportCall = calls.find(
      (call) => call.url.startsWith(`${LIST}?`) && searchOf(call.url).limit === '100',
    );
    expect(searchOf(exportCall!.url)).toEqual({ month_from: '2026-10', page: '1', limit: '100' });
  });

  it('edits a plan with its month shown as ММ.ГГГГ and sends the API’s ГГГГ-ММ', async () => {
    const { calls } = renderPlans();
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить план' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Месяц')).toHaveValue('11.2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `${LIST}/${PLAN.id}`,
      body: expect.objectContaining({ month: '2026-11', routeWay: 2 }),
    });
  });
});
