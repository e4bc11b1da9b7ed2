import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { testCard } from '../test/contact-requisite-fixtures';
import { Component as ContactRequisiteViewPage } from './contact-requisite-view-page';
import { Component as CustomerContactRequisiteViewPage } from './customer-contact-requisite-view-page';

const CARD = testCard();

const renderView = (session = TEST_SESSIONS.customerAdmin) => {
  let stored = CARD;
  return renderRoute({
    routes: [{ path: '/contact-requisites/:contactId', Component: ContactRequisiteViewPage }],
    initialEntry: `/contact-requisites/${CARD.id}`,
    session,
    handler: ({ method, body }) => {
      if (method === 'PUT') stored = { ...stored, ...(body as object) };
      return jsonResponse(200, stored);
    },
  });
};

describe('contact requisite view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the card for every carrier to a customer user without Редактировать', async () => {
    renderView(TEST_SESSIONS.customerUser);
    expect(await screen.findByText(CARD.contactPerson)).toBeInTheDocument();
    expect(screen.getByText('Для всех')).toBeInTheDocument();
    expect(screen.getByText('Назад')).toBeInTheDocument();
    expect(screen.queryByText('Редактировать')).not.toBeInTheDocument();
  });

  it('lets an admin edit the default card in place and shows it saved', async () => {
    const { calls } = renderView();
    await userEvent.click(await screen.findByText('Редактировать'));
    const person = await screen.findByLabelText('Контактное лицо');
    expect(person).toHaveValue(CARD.contactPerson);
    await userEvent.clear(person);
    await userEvent.paste('Новое Лицо');
    await userEvent.click(screen.getByText('Сохранить'));
    expect(await screen.findByText('Контактные реквизиты сохранены')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/customers/3/contact-requisites/${CARD.id}`);
    expect(put?.body).toMatchObject({ contactPerson: 'Новое Лицо', postalAddress: '' });
    expect(await screen.findByText('Новое Лицо')).toBeInTheDocument();
  });

  it("reads a customer's card for a carrier through the carrier's own API", async () => {
    const { calls } = renderRoute({
      routes: [
        {
          path: '/customers/:customerId/contact-requisites/:contactId',
          Component: CustomerContactRequisiteViewPage,
        },
      ],
      initialEntry: `/customers/3/contact-requisites/${CARD.id}`,
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(200, CARD),
    });
    expect(await screen.findByText(CARD.contactPerson)).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/contractors/7/customers/3/contact-requisites/${CARD.id}`);
    expect(screen.queryByText('Перевозчик')).not.toBeInTheDocument();
    expect(screen.queryByText('Редактировать')).not.toBeInTheDocument();
  });
});
