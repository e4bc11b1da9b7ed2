import type { Session } from '@portal/contract/auth/auth.schemas';
import type { VerificationState } from '@portal/contract/verification/verification.schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/api/token-storage';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { fakeJwt, jsonResponse, mockFetch } from '../../../shared/test/fetch-mock';
import { createTestQueryClient, TestProviders } from '../../../shared/test/test-providers';
import { Component as VerificationPage } from './verification-page';

const SESSION: Session = {
  isAuth: true,
  id: 9,
  username: 'new@carrier2.demo',
  fullname: 'Петров Пётр',
  roles: ['ROLE_ADMIN'],
  ownerType: 'contractor',
  ownerId: 7,
  company: { id: 7, name: 'ООО «ТрансВектор»' },
  INN: '500100732259',
  verified: false,
  verificationStatus: 0,
};

const file = {
  guid: '7b1e',
  originalName: 'ustav.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  createdAt: '',
};

const state = (overrides: Partial<VerificationState>): VerificationState => ({
  status: 0,
  statusLabel: 'Новый',
  rejectionReason: null,
  documentTypes: [
    { id: 1, name: 'Устав организации', description: 'Все страницы', required: true },
    { id: 2, name: 'Карточка предприятия', description: '', required: false },
  ],
  documents: [],
  ...overrides,
});

const renderPage = (verification: VerificationState, session: Session = SESSION) => {
  setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const calls = mockFetch(({ url, method }) => {
    if (url === '/api/contractors/7/verification') return jsonResponse(200, verification);
    if (method === 'PATCH') return jsonResponse(200, { status: 2 });
    return jsonResponse(404, { status: 404, message: 'Не найдено' });
  });
  const router = createMemoryRouter([{ path: '/verification', Component: VerificationPage }], {
    initialEntries: ['/verification'],
  });
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return calls;
};

describe('verification page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps "Отправить на проверку" disabled while a required document is missing', async () => {
    renderPage(state({}));
    expect(await screen.findByText('Устав организации')).toBeInTheDocument();
    expect(screen.getByText('Осталось загрузить: Устав организации')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Отправить на проверку/ })).toBeDisabled();
  });

  it('sends the documents for verification with PATCH status/2 once every required type has one', async () => {
    const calls = renderPage(
      state({
        documents: [{ id: 11, validationDocumentId: 1, file, createdAt: '2025-11-10T10:00:00+03:00' }],
      }),
    );
    const button = await screen.findByRole('button', { name: /Отправить на проверку/ });
    expect(screen.getByText('ustav.pdf')).toBeInTheDocument();
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.method === 'PATCH' && call.url === '/api/contractors/7/status/2'),
      ).toBe(true),
    );
    expect(await screen.findByText('Документы отправлены на проверку')).toBeInTheDocument();
  });

  it('shows the rejection reason and allows sending again after a rejection', async () => {
    renderPage(
      state({
        status: 3,
        statusLabel: 'Отклонён',
        rejectionReason: 'Скан нечитаем',
        documents: [{ id: 11, validationDocumentId: 1, file, createdAt: '' }],
      }),
    );
    expect(await screen.findByText('Скан нечитаем')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Отправить на проверку/ })).toBeEnabled();
  });

  it('locks the documents while they are under review', async () => {
    renderPage(state({ status: 2, statusLabel: 'На проверке' }));
    expect(await screen.findByText('На проверке')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отправить на проверку/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Загрузить/ })).not.toBeInTheDocument();
  });

  it('shows a verified contractor the way to the dashboard', async () => {
    renderPage(state({ status: 1 }), { ...SESSION, verified: true, verificationStatus: 1 });
    expect(await screen.findByText('Компания верифицирована')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Перейти на главную/ })).toHaveAttribute('href', '/dashboard');
  });
});
