import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import {
  CUSTOMER_ID,
  MANAGER_SESSION,
  testCard,
  testCardContractor,
  testCardDetails,
  testRecord,
} from '../test/contractor-fixtures';
import { Component as CustomerContractorViewPage } from './customer-contractor-view-page';

const EXPRESS_URL = `/api/customers/${CUSTOMER_ID}/express-drivers-check`;

const renderCard = (card = testCard(), session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [{ path: '/customer/contractors/:contractorId', Component: CustomerContractorViewPage }],
    initialEntry: `/customer/contractors/${card.contractor.id}`,
    session,
    handler: ({ url, method, body }) => {
      if (url === `/api/customers/${CUSTOMER_ID}/contractors/${card.contractor.id}/card`)
        return jsonResponse(200, card);
      if (method === 'PATCH' && url === EXPRESS_URL) {
        const { enabled } = body as { enabled: boolean };
        return jsonResponse(200, {
          contractor: { id: card.contractor.id, name: card.contractor.name },
          enabled,
        });
      }
      return jsonResponse(404, { message: 'Перевозчик не найден' });
    },
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

  it('lets a manager switch the express driver check on, sends the PATCH and shows the answer', async () => {
    const { calls } = renderCard(testCard(), MANAGER_SESSION);
    const express = await screen.findByRole('switch', { name: 'Экспресс-проверка водителей' });
    expect(express).not.toBeChecked();
    expect(express).toBeEnabled();
    await userEvent.click(express);
    expect(
      await screen.findByText('Экспресс-проверка водителей перевозчика ООО «ТрансЛогистик» включена'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: EXPRESS_URL, body: { contractor: 21, enabled: true } }),
    ]);
    expect(screen.getByRole('switch', { name: 'Экспресс-проверка водителей' })).toBeChecked();
  });

  it('shows a plain user the express driver check read-only', async () => {
    const card = testCard({ details: { ...testCardDetails(), expressDriversCheck: true } });
    const { calls } = renderCard(card, TEST_SESSIONS.customerUser);
    const express = await screen.findByRole('switch', { name: 'Экспресс-проверка водителей' });
    expect(express).toBeChecked();
    expect(express).toBeDisabled();
    await userEvent.click(express);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
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
    expect(screen.queryByRole('switch', { name: 'Экспресс-проверка водителей' })).not.toBeInTheDocument();
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
