import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { proforma } from '../test/proforma-fixtures';
import { ReturnProformaDialog } from './return-proforma-dialog';

const render = (onClose = () => {}) =>
  renderRoute({
    routes: [
      { path: '/', Component: () => <ReturnProformaDialog proforma={proforma(1)} onClose={onClose} /> },
    ],
    initialEntry: '/',
    session: TEST_SESSIONS.customerAdmin,
    handler: () => jsonResponse(200, proforma(3)),
  });

describe('the return dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the comment with the reasons of the marked lines only, then closes', async () => {
    const onClose = vi.fn();
    const { calls } = render(onClose);
    await userEvent.type(await screen.findByLabelText('Комментарий'), 'Исправьте рейс');
    await userEvent.type(screen.getByLabelText(/^Рейс 0710МСК-ЕКБ/), 'Рейс не наш');
    await userEvent.click(screen.getByRole('button', { name: 'Вернуть' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: expect.stringMatching(/\/api\/customers\/3\/proforms\/41\/return$/),
        body: { comment: 'Исправьте рейс', lines: [{ line: 2, reason: 'Рейс не наш' }] },
      }),
    );
    expect(await screen.findByText('Проформа возвращена')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('needs a comment: nothing is sent without one', async () => {
    const { calls } = render();
    await userEvent.type(await screen.findByLabelText(/^Рейс 0510МСК-ЕКБ/), 'Дубль');
    await userEvent.click(screen.getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});
