import { PARTNER_CONFIRMATIONS } from '@portal/contract/contractors/partners.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { CUSTOMER_ID, MANAGER_SESSION, pageOf, testPartner } from '../test/contractor-fixtures';
import { Component as ContractorListPage } from './contractor-list-page';

const ACCREDITED = testPartner();
const BLOCKED = testPartner({
  id: 22,
  name: 'ООО «СеверАвто»',
  inn: '7801234567',
  partnerStatus: 3,
  partnerReason: 'Срыв',
});
const STRANGER = testPartner({
  id: 23,
  name: 'ООО «ЮгКарго»',
  inn: '2310123454',
  partnerStatus: null,
  addedAt: null,
});

const renderList = (session = TEST_SESSIONS.customerAdmin, entry = '/contractor-list') =>
  renderRoute({
    routes: [{ path: '/contractor-list', Component: ContractorListPage }],
    initialEntry: entry,
    session,
    handler: ({ method, url }) => {
      if (method === 'DELETE') return jsonResponse(200, { message: 'ok' });
      if (method === 'POST') return jsonResponse(201, { ...STRANGER, partnerStatus: 1 });
      if (method === 'PATCH') return jsonResponse(200, { ...BLOCKED, partnerStatus: 1 });
      if (url.startsWith(`/api/customers/${CUSTOMER_ID}/contractors?`))
        return jsonResponse(200, pageOf([ACCREDITED, BLOCKED]));
      if (url.startsWith(`/api/customers/${CUSTOMER_ID}/all-contractors?`)) {
        return jsonResponse(200, pageOf([ACCREDITED, STRANGER]));
      }
      if (url.startsWith(`/api/customers/${CUSTOMER_ID}/verification/contractors?`)) {
        return jsonResponse(200, pageOf([]));
      }
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

// Role queries walk the whole accessibility tree of the table; the labels are read straight from the DOM.
const actionLabels = () =>
  [...document.querySelectorAll('button[aria-label]')].map((button) => button.getAttribute('aria-label'));

describe('contractor list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an admin every partner action and the verification tab', async () => {
    renderList();
    expect(await screen.findByText(BLOCKED.name)).toBeInTheDocument();
    expect(actionLabels()).toEqual(
      expect.arrayContaining([
        `Заблокировать: ${ACCREDITED.name}`,
        `Удалить из партнёров: ${ACCREDITED.name}`,
        `Аккредитовать: ${BLOCKED.name}`,
        `Удалить из партнёров: ${BLOCKED.name}`,
      ]),
    );
    expect(actionLabels()).not.toContain(`Аккредитовать: ${ACCREDITED.name}`);
    expect(screen.getByRole('tab', { name: 'Верификация' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BLOCKED.name })).toHaveAttribute(
      'href',
      `/customer/contractors/${BLOCKED.id}`,
    );
  });

  it('lets a manager add and remove partners but not accredit or block, and hides the verification tab', async () => {
    renderList(MANAGER_SESSION, '/contractor-list?tab=all');
    expect(await screen.findByText(STRANGER.name)).toBeInTheDocument();
    expect(actionLabels()).toEqual(
      expect.arrayContaining([
        `Добавить в партнёры: ${STRANGER.name}`,
        `Удалить из партнёров: ${ACCREDITED.name}`,
      ]),
    );
    expect(actionLabels().some((label) => /Заблокировать|Аккредитовать/.test(label ?? ''))).toBe(false);
    expect(screen.queryByRole('tab', { name: 'Верификация' })).not.toBeInTheDocument();
  });

  it('shows a plain user the carriers without any action', async () => {
    renderList(TEST_SESSIONS.customerUser);
    expect(await screen.findByText(ACCREDITED.name)).toBeInTheDocument();
    expect(actionLabels().some((label) => /партнёр|Заблокировать|Аккредитовать/.test(label ?? ''))).toBe(
      false,
    );
  });

  it('adds a carrier from «Все перевозчики» and reports it', async () => {
    const { calls } = renderList(MANAGER_SESSION, '/contractor-list?tab=all');
    await userEvent.click(await screen.findByLabelText(`Добавить в партнёры: ${STRANGER.name}`));
    expect(await screen.findByText(`Перевозчик ${STRANGER.name} добавлен в партнёры`)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/customers/${CUSTOMER_ID}/contractor_partners`);
    expect(post?.body).toEqual({ contractorId: STRANGER.id });
  });

  it('removes a partner only after Да', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByLabelText(`Удалить из партнёров: ${BLOCKED.name}`));
    expect(await screen.findAllByText(PARTNER_CONFIRMATIONS.remove)).not.toHaveLength(0);
    const dialog = within(document.querySelector<HTMLElement>('.ant-modal')!);
    expect(dialog.getByText('Назад')).toBeInTheDocument();
    await userEvent.click(dialog.getByText('Да'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
        `/api/customers/${CUSTOMER_ID}/contractor_partners/${BLOCKED.id}`,
      ),
    );
  });

  it('keeps the tab in the URL and starts it with its own filters', async () => {
    const { router, calls } = renderList();
    await screen.findByText(BLOCKED.name);
    await userEvent.click(screen.getByRole('tab', { name: 'Все перевозчики' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=all'));
    expect(await screen.findByText(STRANGER.name)).toBeInTheDocument();
    expect(
      calls.some((call) =>
        call.url.startsWith(`/api/customers/${CUSTOMER_ID}/all-contractors?page=1&limit=20`),
      ),
    ).toBe(true);
    expect(screen.queryByLabelText('Верификация')).not.toBeInTheDocument();
  });

  it('sorts the partners by their current rating on the server when «Рейтинг» is clicked', async () => {
    const { calls } = renderList();
    await screen.findByText(ACCREDITED.name);
    await userEvent.click(screen.getByRole('columnheader', { name: /Рейтинг/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(`/api/customers/${CUSTOMER_ID}/contractors?page=1&limit=20&sort=rating`),
    );
  });
});
