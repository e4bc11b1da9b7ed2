import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { PLAN } from '../test/auction-plan-fixtures';
import { Component as AuctionPlanAddPage } from './auction-plan-add-page';

const renderAdd = () =>
  renderRoute({
    routes: [
      { path: '/auction-plan/add', Component: AuctionPlanAddPage },
      { path: '/auction-plan', Component: () => <p>список планов</p> },
    ],
    initialEntry: '/auction-plan/add',
    session: TEST_SESSIONS.customerAdmin,
    handler: ({ method, url, body }) => {
      if (method === 'POST') return jsonResponse(201, { ...PLAN, ...(body as object) });
      if (url.startsWith('/api/customers/3/route_ways_short'))
        return jsonResponse(200, { items: [PLAN.routeWay] });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('auction plan add form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('focuses the route way, the first invalid field, when saved empty', async () => {
    const { calls } = renderAdd();
    await screen.findByLabelText('Маршрут');
    await save();
    // The form marks every empty required field; antd shows the messages one render after another.
    await waitFor(() => expect(screen.getAllByText('Обязательное поле').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByLabelText('Маршрут')).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('takes the month as ММ.ГГГГ and sends the API’s ГГГГ-ММ', async () => {
    const { calls } = renderAdd();
    await userEvent.click(await screen.findByLabelText('Маршрут'));
    await userEvent.click(await screen.findByText('MSK-TVR Москва — Тверь'));
    const month = screen.getByLabelText('Месяц');
    expect(month).toHaveAttribute('placeholder', 'ММ.ГГГГ');
    await userEvent.type(month, '03.2027{Enter}');
    await userEvent.type(screen.getByLabelText('Аукционов по плану'), '5');
    await userEvent.type(screen.getByLabelText('Объём по плану, ₽'), '250000');
    await save();
    expect(await screen.findByText('список планов')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/customers/3/auction-plan',
      body: { routeWay: 2, month: '2027-03', auctionsCount: 5, summ: 250000, comment: null },
    });
  });
});
