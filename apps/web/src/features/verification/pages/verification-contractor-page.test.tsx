import type { ContractorVerification } from '@portal/contract/verification/verification.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as VerificationContractorPage } from './verification-contractor-page';

const URL = '/api/customers/3/verification/contractors/12';

const verification = (overrides: Partial<ContractorVerification> = {}): ContractorVerification => ({
  status: 2,
  statusLabel: 'На проверке',
  rejectionReason: null,
  documentTypes: [{ id: 1, name: 'Устав организации', description: 'Все страницы', required: true }],
  documents: [
    {
      id: 5,
      validationDocumentId: 1,
      file: {
        guid: '7b1e',
        originalName: 'ustav.pdf',
        mimeType: 'application/pdf',
        size: 2048,
        createdAt: '',
      },
      createdAt: '2025-11-10T10:00:00+03:00',
    },
  ],
  contractor: {
    id: 12,
    name: 'ООО «ТрансВектор»',
    inn: '5001007322',
    kpp: '500101001',
    ogrn: '1025000000001',
    contactPerson: 'Петров Пётр',
    email: 'new@carrier2.demo',
    phone: '+7 (495) 123-45-67',
    legalAddress: '125009, г. Москва, ул. Тверская, д. 7',
    postalAddress: null,
    bankName: 'ПАО Сбербанк',
    bik: '044525225',
    bankAccount: '40702810938000012345',
    correspondentAccount: '30101810400000000225',
    createdAt: '2025-11-01T10:00:00+03:00',
  },
  ...overrides,
});

const renderPage = (state = verification(), session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [{ path: '/verification/contractor/:contractorId', Component: VerificationContractorPage }],
    initialEntry: '/verification/contractor/12',
    session,
    handler: ({ method, url, body }) => {
      if (method === 'PATCH') {
        const decision = body as { status: 1 | 3; reason?: string };
        return jsonResponse(200, {
          ...state,
          status: decision.status,
          rejectionReason: decision.reason ?? null,
        });
      }
      if (url === URL) return jsonResponse(200, state);
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const patches = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PATCH');

describe('carrier verification decision', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the requisites, the documents and the status with both decisions while under review', async () => {
    renderPage();
    expect(await screen.findAllByText('ООО «ТрансВектор»')).not.toHaveLength(0);
    expect(screen.getByText('044525225')).toBeInTheDocument();
    expect(screen.getByText('125009, г. Москва, ул. Тверская, д. 7')).toBeInTheDocument();
    expect(screen.getByText('ustav.pdf')).toBeInTheDocument();
    expect(screen.getByText('На проверке')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Верифицировать/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Отклонить/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Загрузить/ })).not.toBeInTheDocument();
  });

  it('verifies after Да with its toast', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Верифицировать/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByText('Да'));
    expect(await screen.findByText('Перевозчик ООО «ТрансВектор» верифицирован')).toBeInTheDocument();
    expect(patches(calls)).toEqual([expect.objectContaining({ url: URL, body: { status: 1 } })]);
  });

  it('asks for the reason of a rejection, focusing it, and sends nothing without it', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Отклонить/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    expect(await dialog.findByText('Обязательное поле')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Причина')).toHaveFocus());
    expect(patches(calls)).toHaveLength(0);

    await userEvent.click(dialog.getByLabelText('Причина'));
    await userEvent.paste('  Нет страницы устава с печатью ');
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    expect(
      await screen.findByText('Перевозчику ООО «ТрансВектор» отказано в верификации'),
    ).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      expect.objectContaining({ url: URL, body: { status: 3, reason: 'Нет страницы устава с печатью' } }),
    ]);
  });

  it('offers only verification to a rejected carrier and no decision to a new one', async () => {
    renderPage(verification({ status: 3, statusLabel: 'Отклонён', rejectionReason: 'Нет устава' }));
    expect(await screen.findByText('Нет устава')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Верифицировать/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отклонить/ })).not.toBeInTheDocument();
  });

  it('tells a customer user without the admin role that they have no rights', async () => {
    const { calls } = renderPage(verification(), TEST_SESSIONS.customerUser);
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
