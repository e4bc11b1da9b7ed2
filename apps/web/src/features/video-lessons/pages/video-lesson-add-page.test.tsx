import type { FileRecord } from '@portal/contract/files/files.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { testLesson } from '../test/video-lesson-fixtures';
import { Component as VideoLessonAddPage } from './video-lesson-add-page';

vi.mock('../../../shared/api/upload-file', () => ({
  uploadFile: async (file: File): Promise<FileRecord> => ({
    guid: file.name.endsWith('.png') ? 'guid-preview' : 'guid-video',
    originalName: file.name,
    mimeType: file.type,
    size: file.size,
    createdAt: '',
  }),
}));

const renderAddPage = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/customers/video-lessons/add', Component: VideoLessonAddPage },
      { path: '/customers/video-lessons', Component: () => <p>список уроков</p> },
    ],
    initialEntry: '/customers/video-lessons/add',
    session,
    handler: ({ method, url, body }) => {
      if (method === 'POST') return jsonResponse(201, testLesson({ name: (body as { name: string }).name }));
      if (url.endsWith('/link')) return jsonResponse(200, { url: '/preview.png', expiresAt: '2999-01-01' });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const fileInputs = () => document.querySelectorAll<HTMLInputElement>('input[type="file"]');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('video lesson add form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with sort position 50 and published checked (SPEC 9 defaults)', async () => {
    renderAddPage();
    expect(await screen.findByLabelText('Позиция сортировки')).toHaveValue('50');
    expect(screen.getByRole('checkbox', { name: 'Опубликован' })).toBeChecked();
    expect(screen.getAllByText(/Размер файла не должен превышать 15MB/)).toHaveLength(2);
  });

  it('marks name, sort position, preview and video required and sends nothing', async () => {
    const { calls } = renderAddPage();
    await userEvent.clear(await screen.findByLabelText('Позиция сортировки'));
    await save();
    await waitFor(() => expect(screen.getAllByText('Обязательное поле')).toHaveLength(4));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts the focus on the first invalid field', async () => {
    renderAddPage();
    await userEvent.type(await screen.findByLabelText('Название'), 'Урок');
    await userEvent.clear(screen.getByLabelText('Позиция сортировки'));
    await save();
    await waitFor(() => expect(screen.getByLabelText('Позиция сортировки')).toHaveFocus());
  });

  it('sends trimmed text and the uploaded files, then shows the added toast and the list', async () => {
    const { calls } = renderAddPage();
    await userEvent.click(await screen.findByLabelText('Название'));
    await userEvent.paste('  Новый урок  ');
    await userEvent.click(screen.getByLabelText('Описание'));
    await userEvent.paste('  Как работать с тендером ');
    const [previewInput, videoInput] = fileInputs();
    await userEvent.upload(previewInput!, new File(['png'], 'preview.png', { type: 'image/png' }));
    await userEvent.upload(videoInput!, new File(['mp4'], 'lesson.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('lesson.mp4')).toBeInTheDocument();
    await save();

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/customers/video-lessons');
    expect(post?.body).toEqual({
      name: 'Новый урок',
      description: 'Как работать с тендером',
      sortPosition: 50,
      preview: { file: { guid: 'guid-preview' } },
      video: { file: { guid: 'guid-video' } },
      published: true,
    });
    expect(await screen.findByText('Видеоурок Новый урок добавлен')).toBeInTheDocument();
    expect(await screen.findByText('список уроков')).toBeInTheDocument();
  });

  it('tells a customer user without the admin role that they have no rights', async () => {
    renderAddPage(TEST_SESSIONS.customerUser);
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });
});
