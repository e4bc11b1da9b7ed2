import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { detail, LIST } from '../test/rating-fixtures';
import { Component as MyRatingPage } from './my-rating-page';

// ECharts needs a canvas; the chart's own logic is chart-window.ts. Here its points are buttons.
vi.mock('../components/rating-chart', () => ({
  RatingChart: ({
    items,
    onSelect,
  }: {
    items: { id: number; rating: number }[];
    onSelect: (id: number) => void;
  }) => (
    <div>
      {items.map((item) => (
        <button type="button" key={item.id} onClick={() => onSelect(item.id)}>
          точка {item.rating}
        </button>
      ))}
    </div>
  ),
}));

const render = (appeals: unknown[] = [], current = detail(12, 25.71)) =>
  renderRoute({
    routes: [{ path: '/my-rating', Component: MyRatingPage }],
    initialEntry: '/my-rating',
    session: TEST_SESSIONS.contractorAdmin,
    handler: ({ url, method }) => {
      if (url.startsWith('/api/ratingperiods'))
        return jsonResponse(200, [
          { id: 1, name: 'Месяц' },
          { id: 2, name: 'Квартал' },
        ]);
      if (url.includes('/rating_list/')) return jsonResponse(200, LIST);
      if (url.includes('/rating_details')) return jsonResponse(200, current);
      if (url.includes('/ratings/11')) return jsonResponse(200, detail(11, 55));
      if (url.includes('/ratings/12')) return jsonResponse(200, detail(12, 25.71));
      if (url.includes('/events_for_appeals') && method === 'GET')
        return jsonResponse(200, {
          items: [
            {
              id: 501,
              eventDate: '2026-05-12T10:00:00.000Z',
              comment: 'Казань: опоздание 0 ч 45 мин',
              excused: false,
              canAppeal: true,
              appeal: null,
            },
          ],
        });
      if (method === 'POST') return jsonResponse(201, {});
      if (url.includes('/appeals')) return jsonResponse(200, { items: appeals, totalCount: appeals.length });
      return jsonResponse(404, {});
    },
  });

describe('my-rating', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('heads with the latest rating in its colour band and shows that rating’s detail by default', async () => {
    const { calls } = render();
    const heading = await screen.findByRole('heading', { name: /Текущий рейтинг/ });
    await waitFor(() => expect(within(heading).getByText('25,71')).toHaveAttribute('data-band', 'low'));
    for (const title of ['Наименование', 'Период расчёта', 'Баллы', 'Весовой коэффициент', 'Итоговые баллы'])
      expect(await screen.findByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Значение: 50 %')).toBeInTheDocument();
    expect(screen.getByText('Значение: 2')).toBeInTheDocument();
    expect(screen.getByText('Бонус: +5')).toBeInTheDocument();
    expect(screen.getByText('Срочные рейсы')).toBeInTheDocument();
    expect(screen.getByText('17,14')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/contractors/7/rating_list/1?'))).toBe(true);
  });

  it('heads with the current rating as rating_details answers it, not the last point of the range', async () => {
    const { calls } = render([], detail(13, 37.14));
    const heading = await screen.findByRole('heading', { name: /Текущий рейтинг/ });
    await waitFor(() => expect(within(heading).getByText('37,14')).toHaveAttribute('data-band', 'mid'));
    expect(calls.some((call) => call.url === '/api/contractors/7/rating_details')).toBe(true);
  });

  it('writes the current rating with two decimals, as the detail table writes its total', async () => {
    render([], detail(12, 51.5));
    const heading = await screen.findByRole('heading', { name: /Текущий рейтинг/ });
    await waitFor(() => expect(within(heading).getByText('51,50')).toHaveAttribute('data-band', 'high'));
  });

  it('loads the clicked point’s detail', async () => {
    const { calls } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'точка 55' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/contractors/7/ratings/11')).toBe(true),
    );
  });

  it('expands a row to its events and sends only the comment of an appeal', async () => {
    const { calls, container } = render();
    await screen.findByText('Значение: 50 %');
    await userEvent.click(container.querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('Казань: опоздание 0 ч 45 мин')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Комментарий к апелляции' }), {
      target: { value: 'Пробка' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Подать апелляцию' }));
    await waitFor(() => {
      const post = calls.find((call) => call.method === 'POST');
      expect(post).toMatchObject({
        url: '/api/contractors/7/events_for_appeals/501/appeals',
        body: { comment: 'Пробка' },
      });
    });
  }, 60_000);

  it('says so when no appeal was submitted', async () => {
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Поданные апелляции' }));
    expect(await screen.findByText('Поданные апелляции не найдены')).toBeInTheDocument();
  });
});
