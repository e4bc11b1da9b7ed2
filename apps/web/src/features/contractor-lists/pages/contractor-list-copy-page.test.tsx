import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { LISTS_URL, MANAGER_SESSION, testList } from '../test/contractor-list-fixtures';
import { Component as ContractorListCopyPage } from './contractor-list-copy-page';

const SOURCE = testList();
const COPY_ID = 8;

const renderCopyPage = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/contractor-list/copy/:contractorListId', Component: ContractorListCopyPage },
      { path: '/customer/contractor-lists/:contractorListId', Component: () => <p>просмотр копии</p> },
    ],
    initialEntry: `/contractor-list/copy/${SOURCE.id}`,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'POST') return jsonResponse(201, { ...SOURCE, id: COPY_ID, ...(body as object) });
      if (url === `${LISTS_URL}/${SOURCE.id}`) return jsonResponse(200, SOURCE);
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

describe('contractor list copy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defaults the name to «<name> (копия)» and shows the source members read-only', async () => {
    renderCopyPage();
    expect(await screen.findByLabelText('Название нового списка')).toHaveValue(`${SOURCE.name} (копия)`);
    for (const member of SOURCE.members) expect(screen.getByText(member.name)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Убрать /)).not.toBeInTheDocument();
  });

  it('posts the copy with the name and opens the new list', async () => {
    const { calls, router } = renderCopyPage();
    await screen.findByLabelText('Название нового списка');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`${LISTS_URL}/${SOURCE.id}/copy`);
    expect(post?.body).toEqual({ name: `${SOURCE.name} (копия)` });
    expect(
      await screen.findByText(`Создан список перевозчиков «${SOURCE.name} (копия)»`),
    ).toBeInTheDocument();
    expect(await screen.findByText('просмотр копии')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/customer/contractor-lists/${COPY_ID}`);
  });

  it('refuses a blank name', async () => {
    const { calls } = renderCopyPage();
    await userEvent.clear(await screen.findByLabelText('Название нового списка'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is for admins only: a manager has no rights', async () => {
    renderCopyPage(MANAGER_SESSION);
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
  });
});
