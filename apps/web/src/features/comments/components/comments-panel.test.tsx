import type { Comment } from '@portal/contract/comments/comments.schemas';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/api/token-storage';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { fakeJwt, jsonResponse, mockFetch } from '../../../shared/test/fetch-mock';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { createTestQueryClient, TestProviders } from '../../../shared/test/test-providers';
import { linkParts } from './comment-text';
import { CommentsPanel } from './comments-panel';

const NOW = Date.now();
const comment = (overrides: Partial<Comment>): Comment => ({
  id: 1,
  entity: 'auction',
  entityId: 9,
  text: 'Текст',
  file: null,
  author: {
    id: 5,
    fullname: 'Петров Пётр',
    side: 'contractor',
    company: { id: 7, name: 'ООО «Перевозчик»' },
  },
  createdOn: new Date(NOW - 60_000).toISOString(),
  editedOn: null,
  isDeleted: false,
  deletedBy: null,
  deletedAt: null,
  ...overrides,
});

const THREAD: Comment[] = [
  comment({ id: 1, author: { side: 'contractor', fullname: 'Участник' }, text: 'Можно догруз?' }),
  comment({
    id: 2,
    author: { id: 1, fullname: 'Иванов Иван', side: 'customer', company: { id: 3, name: 'ООО «Груз»' } },
    text: '<script>alert(1)</script> см. https://example.ru/doc.',
    editedOn: new Date(NOW).toISOString(),
  }),
  comment({ id: 3, text: null, isDeleted: true, deletedBy: { id: 5, fullname: 'Петров Пётр' } }),
];

const renderPanel = (props: { isReadOnly?: boolean } = {}) => {
  setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, TEST_SESSIONS.customerAdmin);
  const calls = mockFetch(({ url, method }) => {
    if (method === 'GET' && url.startsWith('/api/comments?'))
      return jsonResponse(200, { items: THREAD, totalCount: 3, currentPageNumber: 1, numItemsPerPage: 100 });
    if (method === 'POST') return jsonResponse(201, comment({ id: 4 }));
    return jsonResponse(404, { status: 404, message: 'Не найдено' });
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <CommentsPanel entity="auction" entityId={9} {...props} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return calls;
};

describe('CommentsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the thread oldest first: «Участник», «изменён», «Комментарий удалён», HTML as text, links', async () => {
    renderPanel();
    const items = await screen.findAllByTestId('comment');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Участник')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Перевозчик')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('изменён')).toBeInTheDocument();
    const link = within(items[1]!).getByRole('link', { name: 'https://example.ru/doc' });
    expect(link).toHaveAttribute('href', 'https://example.ru/doc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('script')).toBeNull();
    expect(within(items[2]!).getByText(/Комментарий удалён/)).toBeInTheDocument();
    // The customer admin may delete any comment; only the author edits (its own, within 15 minutes).
    expect(within(items[0]!).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
  });

  it('sends with Ctrl+Enter', { timeout: 30_000 }, async () => {
    const calls = renderPanel();
    const box = await screen.findByLabelText('Новый комментарий');
    fireEvent.change(box, { target: { value: 'Ответ: да' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      entity: 'auction',
      entityId: 9,
      text: 'Ответ: да',
    });
  });

  it('is read-only once the record is closed', async () => {
    renderPanel({ isReadOnly: true });
    expect(await screen.findByText(/Обсуждение закрыто/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Новый комментарий')).toBeNull();
  });
});

describe('linkParts', () => {
  it('makes only http(s) addresses links, without the sentence’s last dot', () => {
    expect(linkParts('см. http://a.ru/x, и javascript:alert(1).')).toEqual([
      { kind: 'text', value: 'см. ', at: 0 },
      { kind: 'link', value: 'http://a.ru/x', at: 4 },
      { kind: 'text', value: ', и javascript:alert(1).', at: 17 },
    ]);
  });
});
