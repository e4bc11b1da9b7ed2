import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { detail, LIST } from '../test/rating-fixtures';
import { Component as ContractorRatingPage } from './contractor-rating-page';

vi.mock('../components/rating-chart', () => ({ RatingChart: () => null }));

describe('the customer’s rating card of a carrier', () => {
  it('heads with the carrier card’s current rating, not the last point of the chart’s range', async () => {
    const { calls } = renderRoute({
      routes: [{ path: '/contractors/:contractorId/rating', Component: ContractorRatingPage }],
      initialEntry: '/contractors/7/rating',
      session: TEST_SESSIONS.customerAdmin,
      handler: ({ url }) => {
        if (url.startsWith('/api/ratingperiods')) return jsonResponse(200, [{ id: 1, name: 'Месяц' }]);
        if (url.includes('/rating_list/')) return jsonResponse(200, LIST);
        if (url.includes('/ratings/')) return jsonResponse(200, detail(12, 25.71));
        if (url.endsWith('/contractors/7/card'))
          return jsonResponse(200, {
            contractor: { id: 7, name: 'ТрансЛогистик', rating: { rating: 37.14 } },
          });
        if (url.includes('/lookup/contractors'))
          return jsonResponse(200, { items: [{ id: 7, name: 'ТрансЛогистик' }] });
        if (url.includes('/appeals')) return jsonResponse(200, { items: [], totalCount: 0 });
        if (url.includes('/rating_history')) return jsonResponse(200, { items: [], totalCount: 0 });
        return jsonResponse(404, {});
      },
    });
    const heading = await screen.findByRole('heading', { name: /Текущий рейтинг/ });
    await waitFor(() => expect(within(heading).getByText('37,14')).toBeInTheDocument());
    expect(calls.some((call) => call.url.includes('/contractors/7/card'))).toBe(true);
  });
});
