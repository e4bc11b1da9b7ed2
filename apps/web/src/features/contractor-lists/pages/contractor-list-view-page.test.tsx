import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { LISTS_URL, MANAGER_SESSION, testList } from '../test/contractor-list-fixtures';
import { Component as ContractorListViewPage } from './contractor-list-view-page';

const LIST = testList();

const renderView = (session = TEST_SESSIONS.customerAdmin, answer = jsonResponse(200, LIST)) =>
  renderRoute({
    routes: [{ path: '/customer/contractor-lists/:contractorListId', Component: ContractorListViewPage }],
    initialEntry: `/customer/contractor-lists/${LIST.id}`,
    session,
    handler: ({ url }) =>
      url === `${LISTS_URL}/${LIST.id}` ? answer : jsonResponse(404, { message: 'Не найдено' }),
  });

describe('contractor list view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the name, the members linked to their cards, Назад, Редактировать and Копировать for an admin', async () => {
    renderView();
    expect(await screen.findByText(LIST.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST.members[0]!.name })).toHaveAttribute(
      'href',
      `/customer/contractors/${LIST.members[0]!.id}`,
    );
    expect(screen.getByText('Заблокирован')).toBeInTheDocument();
    expect(screen.getByText('Назад')).toBeInTheDocument();
    expect(screen.getByText('Редактировать')).toBeInTheDocument();
    expect(screen.getByText('Копировать')).toBeInTheDocument();
  });

  it('gives a manager Редактировать but not Копировать', async () => {
    renderView(MANAGER_SESSION);
    await screen.findByText(LIST.name);
    expect(screen.getByText('Редактировать')).toBeInTheDocument();
    expect(screen.queryByText('Копировать')).not.toBeInTheDocument();
  });

  it('gives a plain user neither', async () => {
    renderView(TEST_SESSIONS.customerUser);
    await screen.findByText(LIST.name);
    expect(screen.queryByText('Редактировать')).not.toBeInTheDocument();
    expect(screen.queryByText('Копировать')).not.toBeInTheDocument();
  });

  it('says the list is not found for another company’s id', async () => {
    renderView(TEST_SESSIONS.customerAdmin, jsonResponse(404, { message: 'Список перевозчиков не найден' }));
    expect(await screen.findAllByText('Список перевозчиков не найден')).not.toHaveLength(0);
    expect(screen.getByText('К спискам перевозчиков')).toBeInTheDocument();
  });
});
