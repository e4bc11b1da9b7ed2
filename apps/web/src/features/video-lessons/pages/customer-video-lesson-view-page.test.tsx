import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { testLesson } from '../test/video-lesson-fixtures';
import { Component as CustomerVideoLessonViewPage } from './customer-video-lesson-view-page';

const LESSON = testLesson({ published: false });

const renderView = (session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [{ path: '/customers/video-lessons/:videoLessonId', Component: CustomerVideoLessonViewPage }],
    initialEntry: `/customers/video-lessons/${LESSON.id}`,
    session,
    handler: ({ url }) => {
      if (url === `/api/customers/video-lessons/${LESSON.id}`) return jsonResponse(200, LESSON);
      if (url.endsWith('/link')) return jsonResponse(200, { url: '/stream.mp4', expiresAt: '2999-01-01' });
      return jsonResponse(404, { message: 'Видеоурок не найден' });
    },
  });

describe('customer video lesson view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the name, the player, the description and Edit for an admin', async () => {
    renderView();
    expect(await screen.findByText(LESSON.name)).toBeInTheDocument();
    expect(await screen.findByLabelText(LESSON.name)).toHaveAttribute('src', '/stream.mp4');
    expect(screen.getByText(LESSON.description)).toBeInTheDocument();
    expect(screen.getByText('Не опубликован')).toBeInTheDocument();
    expect(screen.getByText('Назад')).toBeInTheDocument();
    expect(screen.getByText('Редактировать')).toBeInTheDocument();
  });

  it('hides Edit from a customer user', async () => {
    renderView(TEST_SESSIONS.customerUser);
    expect(await screen.findByText(LESSON.name)).toBeInTheDocument();
    expect(screen.queryByText('Редактировать')).not.toBeInTheDocument();
  });
});
