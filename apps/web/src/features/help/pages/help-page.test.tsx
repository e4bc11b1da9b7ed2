import type { Session } from '@portal/contract/auth/auth.schemas';
import type { PublishedExampleDocuments } from '@portal/contract/example-documents/example-documents.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/api/token-storage';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { type FetchCall, fakeJwt, jsonResponse, mockFetch } from '../../../shared/test/fetch-mock';
import { createTestQueryClient, TestProviders } from '../../../shared/test/test-providers';
import { Component as HelpPage } from './help-page';

const CONTRACTOR: Session = {
  isAuth: true,
  id: 4,
  username: 'user@carrier.demo',
  fullname: 'Сидоров Иван',
  roles: ['ROLE_USER'],
  ownerType: 'contractor',
  ownerId: 3,
  company: { id: 3, name: 'ООО «СеверТранс»' },
  INN: '7701234567',
  verified: true,
  verificationStatus: 1,
};

const CUSTOMER_ADMIN: Session = {
  ...CONTRACTOR,
  id: 1,
  username: 'admin@shipper.demo',
  roles: ['ROLE_ADMIN'],
  ownerType: 'customer',
  ownerId: 1,
  company: { id: 1, name: 'АО «Грузовой холдинг»' },
};

const PUBLISHED: PublishedExampleDocuments = [
  {
    customer: { id: 1, name: 'АО «Грузовой холдинг»' },
    documents: [
      {
        id: 11,
        name: 'Шаблон договора перевозки',
        file: { guid: 'a1b2', originalName: 'dogovor.docx', mimeType: 'application/msword' },
        updatedAt: '2026-02-10T09:30:00+03:00',
      },
      {
        id: 12,
        name: 'Образец доверенности на водителя',
        file: { guid: 'c3d4', originalName: 'doverennost.pdf', mimeType: 'application/pdf' },
        updatedAt: '2026-02-11T09:30:00+03:00',
      },
    ],
  },
  { customer: { id: 2, name: 'ООО «Пустой заказчик»' }, documents: [] },
];

type DocumentsAnswer = { status: number; body: unknown };

const renderHelp = (session: Session, documents: DocumentsAnswer = { status: 200, body: PUBLISHED }) => {
  setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const calls = mockFetch(({ url }: FetchCall) => {
    if (url === '/api/example_documents') return jsonResponse(documents.status, documents.body);
    if (url.startsWith('/api/files/')) return new Response(new Blob(['file']), { status: 200 });
    return jsonResponse(404, { status: 404, message: 'Не найдено' });
  });
  const router = createMemoryRouter([{ path: '/help', Component: HelpPage }], { initialEntries: ['/help'] });
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return calls;
};

const documentsSection = () => within(document.getElementById('example-documents') as HTMLElement);

describe('help page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('links a contractor to the contractor video lessons and both manuals', async () => {
    renderHelp(CONTRACTOR);
    const manuals = within(await screen.findByRole('region', { name: /Руководства и видеоуроки/ }));
    expect(manuals.getByRole('link', { name: /Видеоуроки/ })).toHaveAttribute(
      'href',
      '/contractors/video-lessons',
    );
    expect(manuals.getByRole('link', { name: /Руководство перевозчика/ })).toHaveAttribute(
      'href',
      '/contractor-manual',
    );
    expect(manuals.getByRole('link', { name: /Руководство заказчика/ })).toHaveAttribute(
      'href',
      '/customer-manual',
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/customers/video-lessons');
  });

  it('links a customer to the customer video lessons', async () => {
    renderHelp(CUSTOMER_ADMIN);
    const manuals = within(await screen.findByRole('region', { name: /Руководства и видеоуроки/ }));
    expect(manuals.getByRole('link', { name: /Видеоуроки/ })).toHaveAttribute(
      'href',
      '/customers/video-lessons',
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/contractors/video-lessons');
  });

  it('lists the published example documents and downloads one', async () => {
    const createObjectURL = vi.fn(() => 'blob:sample');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = renderHelp(CONTRACTOR);

    expect(await documentsSection().findByText('Шаблон договора перевозки')).toBeInTheDocument();
    expect(documentsSection().getByText('Образец доверенности на водителя')).toBeInTheDocument();
    expect(documentsSection().getByText('АО «Грузовой холдинг»')).toBeInTheDocument();
    expect(documentsSection().queryByText('ООО «Пустой заказчик»')).not.toBeInTheDocument();
    expect(documentsSection().getByText(/dogovor\.docx · обновлён 10\.02\.2026/)).toBeInTheDocument();

    await userEvent.click(
      documentsSection().getByRole('button', { name: 'Скачать «Шаблон договора перевозки»' }),
    );
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.url === '/api/files/a1b2/download')).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
    // A contractor does not configure samples.
    expect(screen.queryByRole('link', { name: /Настроить образцы документов/ })).not.toBeInTheDocument();
  });

  it('shows the empty state when no customer has published samples', async () => {
    renderHelp(CONTRACTOR, { status: 200, body: [] });
    expect(
      await documentsSection().findByText('Образцы документов пока не опубликованы'),
    ).toBeInTheDocument();
  });

  it('reports a failed load of the samples and offers to retry', async () => {
    renderHelp(CONTRACTOR, { status: 503, body: { status: 503, detail: 'Сервис недоступен' } });
    expect(
      await documentsSection().findByText('Не удалось загрузить образцы документов'),
    ).toBeInTheDocument();
    expect(documentsSection().getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    // The shared error handling shows the server's reason as a toast.
    expect(await screen.findByText('Сервис недоступен')).toBeInTheDocument();
  });

  it('offers a customer admin the configuration of the samples', async () => {
    renderHelp(CUSTOMER_ADMIN);
    expect(await screen.findByRole('link', { name: /Настроить образцы документов/ })).toHaveAttribute(
      'href',
      '/example-documents-configuration',
    );
  });

  it('finds a sample document by its name through the search', async () => {
    renderHelp(CONTRACTOR);
    await documentsSection().findByText('Шаблон договора перевозки');
    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск по разделу' }), 'договора перевозки');
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('Образцы документов');
  });
});
