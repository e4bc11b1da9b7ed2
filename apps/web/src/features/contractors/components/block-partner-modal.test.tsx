import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { CUSTOMER_ID, testPartner } from '../test/contractor-fixtures';
import { BlockPartnerModal } from './block-partner-modal';

const CARRIER = testPartner();
const onClose = vi.fn();

const renderModal = () =>
  renderRoute({
    routes: [
      {
        path: '/contractor-list',
        Component: () => (
          <BlockPartnerModal customerId={CUSTOMER_ID} contractor={CARRIER} isOpen onClose={onClose} />
        ),
      },
    ],
    initialEntry: '/contractor-list',
    session: TEST_SESSIONS.customerAdmin,
    handler: ({ method }) =>
      method === 'PATCH'
        ? jsonResponse(200, { ...CARRIER, partnerStatus: 3, partnerReason: 'Срыв погрузки' })
        : jsonResponse(404, { message: 'Не найдено' }),
  });

const block = () => userEvent.click(screen.getByRole('button', { name: 'Заблокировать' }));

describe('block partner modal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onClose.mockReset();
  });

  it('asks for the reason, focusing it, and sends nothing without it', async () => {
    const { calls } = renderModal();
    await screen.findByText(`Заблокировать перевозчика ${CARRIER.name}`);
    expect(screen.getByText('Назад')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Причина'), '   ');
    await block();
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Причина')).toHaveFocus());
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason form-encoded to status/3, reports it and closes', async () => {
    const { calls } = renderModal();
    await userEvent.click(await screen.findByLabelText('Причина'));
    await userEvent.paste('  Срыв погрузки ');
    await block();
    expect(await screen.findByText(`Перевозчик ${CARRIER.name} заблокирован`)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/customers/${CUSTOMER_ID}/contractors/${CARRIER.id}/status/3`);
    expect(patch?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(patch?.body).toEqual({ reason: 'Срыв погрузки' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
