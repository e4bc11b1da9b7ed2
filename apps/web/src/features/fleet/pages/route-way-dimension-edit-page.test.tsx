import {
  ROUTE_WAY_DIMENSION_MESSAGES,
  type RouteWayDimension,
} from '@portal/contract/fleet/dimensions.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { fieldProblemBody } from '../../../shared/test/field-problem';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as RouteWayDimensionEditPage } from './route-way-dimension-edit-page';

const dimension = (id: number, name: string) => ({
  id,
  name,
  volumeFrom: 86.01,
  volumeTo: 120,
  percentage: 115,
});
const BIG = dimension(2, 'Увеличенный объём (86–120 м³)');

const RECORD: RouteWayDimension = {
  id: 1,
  routeWay: { id: 5, code: 'ЕКБ-ЧЛБ', name: 'Екатеринбург — Челябинск' },
  dimension: dimension(1, 'Еврофура (до 86 м³)'),
  options: [
    { dimension: BIG, firstDepartment: null, lastDepartment: null },
    { dimension: BIG, firstDepartment: null, lastDepartment: null },
  ],
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
};

const REPEATED = fieldProblemBody(
  ['options', 1, 'dimension'],
  ROUTE_WAY_DIMENSION_MESSAGES.repeatedOption,
  `Габарит: ${ROUTE_WAY_DIMENSION_MESSAGES.repeatedOption}`,
);

const renderEdit = () =>
  renderRoute({
    routes: [
      { path: '/route-way-dimensions/customer/edit/:dimensionId', Component: RouteWayDimensionEditPage },
    ],
    initialEntry: '/route-way-dimensions/customer/edit/1',
    session: TEST_SESSIONS.customerAdmin,
    handler: ({ method, url }) => {
      if (method === 'PUT') return jsonResponse(422, REPEATED);
      if (url.includes('/route-way-dimensions/1')) return jsonResponse(200, RECORD);
      if (url.includes('/route_ways_short')) return jsonResponse(200, { items: [RECORD.routeWay] });
      if (url.includes('/dimensions'))
        return jsonResponse(200, {
          items: [RECORD.dimension, BIG],
          totalCount: 2,
          currentPageNumber: 1,
          numItemsPerPage: 100,
        });
      return jsonResponse(200, { items: [] });
    },
  });

const itemOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

describe('route-way dimension form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets an option’s fields shrink to a phone’s width, so a long label ends in an ellipsis instead of widening the page', async () => {
    renderEdit();
    await screen.findByLabelText('Дополнительный габарит 2');
    // jsdom lays nothing out: what keeps a flex item from growing to its content is its min-width.
    for (const label of ['Дополнительный габарит 1', 'Дополнительный габарит 2'])
      expect(itemOf(label)).toHaveStyle({ minWidth: '0' });
    for (const department of screen.getAllByLabelText(/отделение$/))
      expect(department.closest<HTMLElement>('.ant-form-item')).toHaveStyle({ minWidth: '0' });
  });

  it('shows a repeated option’s refusal under that option', async () => {
    const { calls } = renderEdit();
    await screen.findByLabelText('Дополнительный габарит 2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    await waitFor(() =>
      expect(itemOf('Дополнительный габарит 2')).toHaveTextContent(
        'Такой дополнительный габарит с этой парой отделений уже указан выше',
      ),
    );
    expect(itemOf('Дополнительный габарит 1')).not.toHaveTextContent('уже указан');
  });
});
