import type { FileInfo } from '@portal/contract/files/files.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as FileViewerPage } from './file-viewer-page';

const GUID = '0b6f3c1e-7d2a-4f53-9a7e-1c2d3e4f5a63';
const SIGNED_URL = `/api/files/${GUID}/stream?expires=1&signature=abc`;

const info = (overrides: Partial<FileInfo> = {}): FileInfo => ({
  guid: GUID,
  originalName: 'паспорт.png',
  mimeType: 'image/png',
  size: 2560,
  // Local time, so the expected text does not depend on the zone the test runs in.
  createdAt: '2026-03-02T09:15:00',
  uploader: { fullname: 'Петров Сергей Иванович', companyName: 'ООО «ТрансЛогистик»' },
  ...overrides,
});

const renderViewer = (answer: () => Response) =>
  renderRoute({
    routes: [{ path: '/files/:fileGuid', Component: FileViewerPage }],
    initialEntry: `/files/${GUID}`,
    session: TEST_SESSIONS.customerAdmin,
    handler: ({ url }) => {
      if (url === `/api/files/${GUID}/info`) return answer();
      if (url === `/api/files/${GUID}/link`)
        return jsonResponse(200, { url: SIGNED_URL, expiresAt: '2999-01-01T00:00:00Z' });
      return jsonResponse(404, { message: 'Файл не найден' });
    },
  });

describe('the file viewer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the name, type, size, uploader and date, an image preview through the signed link, and «Скачать»', async () => {
    renderViewer(() => jsonResponse(200, info()));
    expect(await screen.findByRole('heading', { name: 'паспорт.png' })).toBeInTheDocument();
    expect(screen.getByText('Изображение PNG')).toBeInTheDocument();
    expect(screen.getByText('3 КБ')).toBeInTheDocument();
    expect(screen.getByText('Петров Сергей Иванович (ООО «ТрансЛогистик»)')).toBeInTheDocument();
    expect(screen.getByText('02.03.2026 09:15')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Скачать/ })).toBeEnabled();
    expect(await screen.findByRole('img', { name: 'паспорт.png' })).toHaveAttribute('src', SIGNED_URL);
  });

  it('shows a PDF in a frame and says when a type has no preview', async () => {
    const pdf = renderViewer(() =>
      jsonResponse(200, info({ originalName: 'стс.pdf', mimeType: 'application/pdf' })),
    );
    expect(await screen.findByTitle('стс.pdf')).toHaveAttribute('src', SIGNED_URL);
    pdf.unmount();
    vi.unstubAllGlobals();
    renderViewer(() =>
      jsonResponse(200, info({ originalName: 'договор.docx', mimeType: 'application/msword' })),
    );
    expect(await screen.findByText(/Предпросмотр этого типа файла недоступен/)).toBeInTheDocument();
  });

  it('shows the portal’s not-found page for a file the user may not read', async () => {
    renderViewer(() => jsonResponse(404, { status: 404, message: 'Файл не найден' }));
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'На главную' })).toBeInTheDocument();
  });
});
