import type { ExampleDocumentSet } from '@portal/contract/example-documents/example-documents.schemas';
import type { FileRecord } from '@portal/contract/files/files.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as ExampleDocumentsConfigurationPage } from './example-documents-configuration-page';

vi.mock('../../../shared/api/upload-file', () => ({
  uploadFile: async (file: File): Promise<FileRecord> => ({
    guid: 'guid-new',
    originalName: file.name,
    mimeType: file.type,
    size: file.size,
    createdAt: '',
  }),
}));

const SET: ExampleDocumentSet = {
  documents: [
    {
      id: 1,
      name: 'Шаблон договора перевозки',
      file: { guid: 'guid-contract', originalName: 'dogovor.docx', mimeType: 'application/msword' },
      updatedAt: '',
    },
  ],
};

const renderPage = () =>
  renderRoute({
    routes: [{ path: '/example-documents-configuration', Component: ExampleDocumentsConfigurationPage }],
    initialEntry: '/example-documents-configuration',
    session: TEST_SESSIONS.customerAdmin,
    handler: () => jsonResponse(200, SET),
  });

describe('example documents configuration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says where carriers find the samples', async () => {
    renderPage();
    expect(
      await screen.findByText('Перевозчики скачивают эти образцы на странице «Помощь».'),
    ).toBeInTheDocument();
    expect(screen.getByText('dogovor.docx')).toBeInTheDocument();
  });

  it('puts the whole set, in order, and confirms with a toast', async () => {
    const { calls } = renderPage();
    await screen.findByText('dogovor.docx');
    await userEvent.click(screen.getByText('Добавить документ'));
    await userEvent.click(screen.getByLabelText('Название документа 2'));
    await userEvent.paste('  Образец доверенности  ');
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(inputs[1]!, {
      target: { files: [new File(['%PDF'], 'dov.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('dov.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Переместить документ 2 выше'));
    await userEvent.click(screen.getByText('Сохранить'));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/customers/3/example_documents');
    expect(put?.body).toEqual({
      documents: [
        { name: 'Образец доверенности', file: { guid: 'guid-new' } },
        { name: 'Шаблон договора перевозки', file: { guid: 'guid-contract' } },
      ],
    });
    expect(await screen.findByText('Образцы документов сохранены')).toBeInTheDocument();
  });

  it('requires a file for every row', async () => {
    const { calls } = renderPage();
    await screen.findByText('dogovor.docx');
    await userEvent.click(screen.getByText('Добавить документ'));
    await userEvent.click(screen.getByText('Сохранить'));
    await waitFor(() => expect(screen.getAllByText('Обязательное поле')).toHaveLength(2));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
