import {
  CONTACT_REQUISITES_CONFIRMATIONS,
  CONTACT_REQUISITES_MESSAGES,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { pageOfCards, testCard } from '../test/contact-requisite-fixtures';
import { Component as ContactRequisitesPage } from './contact-requisites-page';

const DEFAULT_CARD = testCard();
const CARRIER_CARD = testCard({
  id: 22,
  contactPerson: 'Петров Пётр Петрович',
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
});

const renderList = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/contact-requisites', Component: ContactRequisitesPage },
      {
        path: '/contact-requisites/contractor/:contractorId',
        Component: () => <p>реквизиты для перевозчика</p>,
      },
    ],
    initialEntry: '/contact-requisites',
    session,
    handler: ({ method }) => {
      if (method === 'DELETE') return jsonResponse(200, { message: CONTACT_REQUISITES_MESSAGES.deleted });
      return jsonResponse(200, pageOfCards([DEFAULT_CARD, CARRIER_CARD]));
    },
  });

describe('contact requisites list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the columns with «Для всех» for the default card and the admin actions', async () => {
    const { calls } = renderList();
    expect(await screen.findByText(DEFAULT_CARD.contactPerson)).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/customers/3/contact-requisites?page=1&limit=20');
    expect(screen.getByText('Для всех')).toBeInTheDocument();
    expect(screen.getByText('ООО «Перевозчик»')).toBeInTheDocument();
    expect(screen.getByText('Добавить')).toBeInTheDocument();
    expect(screen.getByLabelText(`Удалить ${CARRIER_CARD.contactPerson}`)).toBeInTheDocument();
  });

  it('leaves a customer user only the view action', async () => {
    renderList(TEST_SESSIONS.customerUser);
    await screen.findByText(DEFAULT_CARD.contactPerson);
    expect(screen.queryByText('Добавить')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Редактировать|Удалить/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Просмотр ${DEFAULT_CARD.contactPerson}`)).toBeInTheDocument();
  });

  it("edits a carrier's card on the carrier edit screen", async () => {
    renderList();
    await userEvent.click(await screen.findByLabelText(`Редактировать ${CARRIER_CARD.contactPerson}`));
    expect(await screen.findByText('реквизиты для перевозчика')).toBeInTheDocument();
  });

  it('deletes after Да with its toast', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByLabelText(`Удалить ${CARRIER_CARD.contactPerson}`));
    expect(await screen.findAllByText(CONTACT_REQUISITES_CONFIRMATIONS.delete)).not.toHaveLength(0);
    const dialog = within(document.querySelector<HTMLElement>('.ant-modal')!);
    await userEvent.click(dialog.getByText('Да'));
    expect(await screen.findByText(CONTACT_REQUISITES_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      '/api/customers/3/contact-requisites/22',
    );
  });

  it('searches once typing stops', async () => {
    const { calls } = renderList();
    await screen.findByText(DEFAULT_CARD.contactPerson);
    await userEvent.click(screen.getByLabelText('Поиск'));
    await userEvent.paste('петров');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        `/api/customers/3/contact-requisites?page=1&limit=20&query=${encodeURIComponent('петров')}`,
      ),
    );
  });
});
