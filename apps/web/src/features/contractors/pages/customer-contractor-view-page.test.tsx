import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { CUSTOMER_ID, testCard, testCardContractor, testRecord } from '../test/contractor-fixtures';
import { Component as CustomerContractorViewPage } from './customer-contractor-view-page';

const renderCard = (card = testCard(), session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [{ path: '/customer/contractors/:contractorId', Component: CustomerContractorViewPage }],
    initialEntry: `/customer/contractors/${card.contractor.id}`,
    session,
    handler: ({ url }) =>
      url === `/api/customers/${CUSTOMER_ID}/contractors/${card.contractor.id}/card`
        ? jsonResponse(200, card)
        : jsonResponse(404, { message: 'Перевозчик не найден' }),
  });

describe('carrier card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the partner state with its reason, documents, staff and history', async () => {
    renderCard();
    expect(await screen.findByText('Причина блокировки')).toBeInTheDocument();
    expect(screen.getAllByText('Срыв погрузки').length).toBeGreaterThan(0);
    expect(screen.getByText('устав.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('Петров Сергей Иванович').length).toBeGreaterThan(0);
    expect(screen.getByText('Иванова Мария Александровна')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Аккредитовать/ })).toBeInTheDocument();
    expect(screen.queryByText('Проверить документы')).not.toBeInTheDocument();
  });

  it('leads an admin to the verification screen while the carrier waits for a decision', async () => {
    const waiting = testCard({
      contractor: testCardContractor(
        testRecord({ id: 31, name: 'ООО «Самарские перевозки»', verificationStatus: 2, active: false }),
      ),
      partnerStatus: null,
      partnerReason: null,
      partnerSince: null,
      details: null,
    });
    renderCard(waiting);
    const link = await screen.findByRole('link', { name: 'Проверить документы' });
    expect(link).toHaveAttribute('href', '/verification/contractor/31');
    expect(screen.queryByRole('button', { name: /Добавить в партнёры/ })).not.toBeInTheDocument();
  });

  it('shows a customer that does not work with the carrier only its public part', async () => {
    renderCard(testCard({ partnerStatus: null, partnerReason: null, partnerSince: null, details: null }));
    expect(await screen.findByText('5012345672')).toBeInTheDocument();
    expect(screen.getByText('1027700132195')).toBeInTheDocument();
    expect(
      screen.getByText('Реквизиты, документы и пользователи перевозчика видны его партнёрам'),
    ).toBeInTheDocument();
    expect(screen.queryByText('044525225')).not.toBeInTheDocument();
    expect(screen.queryByText('устав.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('admin@carrier.demo')).not.toBeInTheDocument();
  });

  it('says the carrier is not found when the server answers 404', async () => {
    renderRoute({
      routes: [{ path: '/customer/contractors/:contractorId', Component: CustomerContractorViewPage }],
      initialEntry: '/customer/contractors/999',
      session: TEST_SESSIONS.customerUser,
      handler: () => jsonResponse(404, { message: 'Перевозчик не найден' }),
    });
    expect(await screen.findByRole('button', { name: 'К списку перевозчиков' })).toBeInTheDocument();
  });
});
