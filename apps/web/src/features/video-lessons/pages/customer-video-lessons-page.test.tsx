import {
  VIDEO_LESSON_CONFIRMATIONS,
  VIDEO_LESSON_MESSAGES,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { pageOfLessons, testLesson } from '../test/video-lesson-fixtures';
import { Component as CustomerVideoLessonsPage } from './customer-video-lessons-page';

const LESSON = testLesson();

const renderList = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [{ path: '/customers/video-lessons', Component: CustomerVideoLessonsPage }],
    initialEntry: '/customers/video-lessons',
    session,
    handler: ({ method, url }) => {
      if (method === 'PATCH') return jsonResponse(200, { ...LESSON, published: false });
      if (method === 'DELETE') return jsonResponse(200, { message: VIDEO_LESSON_MESSAGES.deleted });
      if (url.startsWith('/api/customers/video-lessons?')) return jsonResponse(200, pageOfLessons([LESSON]));
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/customers/video-lessons?'));

describe('customer video lesson list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an admin the Add button and the edit, publish and delete actions', async () => {
    renderList();
    expect(await screen.findByText(LESSON.name)).toBeInTheDocument();
    expect(screen.getByText('Добавить')).toBeInTheDocument();
    expect(screen.getByLabelText(`Редактировать ${LESSON.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Снять с публикации: ${LESSON.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Удалить ${LESSON.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Просмотр ${LESSON.name}`)).toBeInTheDocument();
  });

  it('shows a manager view, publish and delete but not Add or edit (SPEC 2.3)', async () => {
    renderList(TEST_SESSIONS.customerManager);
    expect(await screen.findByText(LESSON.name)).toBeInTheDocument();
    expect(screen.queryByText('Добавить')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Редактировать/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Снять с публикации: ${LESSON.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Удалить ${LESSON.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Просмотр ${LESSON.name}`)).toBeInTheDocument();
  });

  it('hides Add, edit, publish and delete from a customer user, leaving view', async () => {
    renderList(TEST_SESSIONS.customerUser);
    expect(await screen.findByText(LESSON.name)).toBeInTheDocument();
    expect(screen.queryByText('Добавить')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Редактировать/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Снять с публикации|Опубликовать/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Удалить/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Просмотр ${LESSON.name}`)).toBeInTheDocument();
  });

  it('asks the SPEC 8 question before unpublishing and confirms with its toast', async () => {
    const { calls } = renderList();
    await screen.findByText(LESSON.name);
    await userEvent.click(screen.getByLabelText(`Снять с публикации: ${LESSON.name}`));
    // antd repeats a confirmation's title as the dialog's accessible name.
    expect(await screen.findAllByText(VIDEO_LESSON_CONFIRMATIONS.unpublish)).not.toHaveLength(0);
    const dialog = within(document.querySelector<HTMLElement>('.ant-modal')!);
    expect(dialog.getByText('Назад')).toBeInTheDocument();
    await userEvent.click(dialog.getByText('Да'));
    expect(await screen.findByText(VIDEO_LESSON_MESSAGES.unpublished)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/customers/video-lessons/${LESSON.id}/publish`);
    expect(patch?.body).toEqual({ published: false });
  });

  it('sends nothing when the deletion is answered Назад', async () => {
    const { calls } = renderList();
    await screen.findByText(LESSON.name);
    await userEvent.click(screen.getByLabelText(`Удалить ${LESSON.name}`));
    expect(await screen.findAllByText(VIDEO_LESSON_CONFIRMATIONS.delete)).not.toHaveLength(0);
    await userEvent.click(screen.getByText('Назад'));
    await waitFor(() => expect(screen.queryAllByText(VIDEO_LESSON_CONFIRMATIONS.delete)).toHaveLength(0));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('reloads on Обновить and shows the time of the last refresh', async () => {
    const { calls } = renderList();
    expect(await screen.findByText(/^Обновлено: \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    const before = listCalls(calls).length;
    await userEvent.click(screen.getByText('Обновить'));
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
  });

  it('queries the name filter with page and limit once typing stops', async () => {
    const { calls } = renderList();
    await screen.findByText(LESSON.name);
    expect(listCalls(calls)[0]?.url).toBe('/api/customers/video-lessons?page=1&limit=20');
    await userEvent.click(screen.getByLabelText('Название'));
    await userEvent.paste('ставк');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        `/api/customers/video-lessons?page=1&limit=20&name=${encodeURIComponent('ставк')}`,
      ),
    );
    expect(listCalls(calls)).toHaveLength(2);
  });
});
