import {
  CONTRACTOR_LIST_CONFIRMATIONS,
  CONTRACTOR_LIST_MESSAGES,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import {
  LISTS_URL,
  MANAGER_SESSION,
  pageOf,
  summaryOf,
  testList,
  testOption,
} from '../test/contractor-list-fixtures';
import { Component as ContractorListsPage } from './contractor-lists-page';

const LIST = summaryOf(testList());

const CARRIER = testOption();

const renderList = (session = TEST_SESSIONS.customerAdmin, initialEntry = '/contractor-lists-list') =>
  renderRoute({
    routes: [{ path: '/contractor-lists-list', Component: ContractorListsPage }],
    initialEntry,
    session,
    handler: ({ method, url }) => {
      if (method === 'DELETE') return jsonResponse(200, { message: CONTRACTOR_LIST_MESSAGES.deleted });
      if (url.startsWith(`${LISTS_URL}?`)) return jsonResponse(200, pageOf([LIST]));
      if (url.includes('/lookup/contractors')) return jsonResponse(200, { items: [CARRIER] });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith(`${LISTS_URL}?`));

describe('contractor lists', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the name as a link, the member count, the creation time and the author', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: LIST.name })).toHaveAttribute(
      'href',
      `/customer/contractor-lists/${LIST.id}`,
    );
    expect(screen.getByText(formatDateTime(LIST.createdAt))).toBeInTheDocument();
    expect(screen.getByText(LIST.createdBy!.fullname)).toBeInTheDocument();
    expect(screen.getByText('Экспорт в Excel')).toBeInTheDocument();
  });

  it('gives an admin Add, view, edit, copy and delete', async () => {
    renderList();
    await screen.findByText(LIST.name);
    expect(screen.getByText('Добавить')).toBeInTheDocument();
    for (const action of ['Просмотр', 'Редактировать', 'Копировать', 'Удалить']) {
      expect(screen.getByLabelText(`${action} ${LIST.name}`)).toBeInTheDocument();
    }
  });

  it('gives a manager everything but copy', async () => {
    renderList(MANAGER_SESSION);
    await screen.findByText(LIST.name);
    expect(screen.getByText('Добавить')).toBeInTheDocument();
    expect(screen.getByLabelText(`Редактировать ${LIST.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Удалить ${LIST.name}`)).toBeInTheDocument();
    expect(screen.queryByLabelText(`Копировать ${LIST.name}`)).not.toBeInTheDocument();
  });

  it('leaves a plain user only the view', async () => {
    renderList(TEST_SESSIONS.customerUser);
    await screen.findByText(LIST.name);
    expect(screen.queryByText('Добавить')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^(Редактировать|Копировать|Удалить) /)).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Просмотр ${LIST.name}`)).toBeInTheDocument();
  });

  it('deletes after Да with the toast, and sends nothing after Назад', async () => {
    const { calls } = renderList();
    await screen.findByText(LIST.name);
    await userEvent.click(screen.getByLabelText(`Удалить ${LIST.name}`));
    expect(await screen.findAllByText(CONTRACTOR_LIST_CONFIRMATIONS.delete)).not.toHaveLength(0);
    await userEvent.click(screen.getByText('Назад'));
    await waitFor(() => expect(screen.queryAllByText(CONTRACTOR_LIST_CONFIRMATIONS.delete)).toHaveLength(0));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByLabelText(`Удалить ${LIST.name}`));
    await screen.findAllByText(CONTRACTOR_LIST_CONFIRMATIONS.delete);
    const dialog = within(document.querySelector<HTMLElement>('.ant-modal')!);
    await userEvent.click(dialog.getByText('Да'));
    expect(await screen.findByText(CONTRACTOR_LIST_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${LISTS_URL}/${LIST.id}`);
  });

  it('queries the name filter once typing stops, and reloads on Обновить', async () => {
    const { calls } = renderList();
    await screen.findByText(LIST.name);
    expect(listCalls(calls)[0]?.url).toBe(`${LISTS_URL}?page=1&limit=20`);
    await userEvent.click(screen.getByLabelText('Название'));
    await userEvent.paste('рефр');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        `${LISTS_URL}?page=1&limit=20&name=${encodeURIComponent('рефр')}`,
      ),
    );
    const before = listCalls(calls).length;
    await userEvent.click(screen.getByText('Обновить'));
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
  });

  it('filters by a member carrier kept in the URL, showing the carrier by name', async () => {
    const { calls } = renderList(
      TEST_SESSIONS.customerUser,
      `/contractor-lists-list?contractorId=${CARRIER.id}`,
    );
    await screen.findByText(LIST.name);
    expect(listCalls(calls)[0]?.url).toBe(`${LISTS_URL}?page=1&limit=20&contractorId=${CARRIER.id}`);
    expect(await screen.findByText(`${CARRIER.name} (ИНН ${CARRIER.inn})`)).toBeInTheDocument();
    const lookup = calls.find((call) => call.url.includes('/lookup/contractors'));
    expect(lookup?.url).toContain(`id%5B%5D=${CARRIER.id}`);
  });
});
