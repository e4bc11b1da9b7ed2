import type { Session } from '@portal/contract/auth/auth.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { appeal } from '../test/rating-fixtures';
import { AppealDialog } from './appeal-dialog';

const render = (
  status: number,
  decisionComment: string | null = null,
  onClose = () => {},
  session: Session = TEST_SESSIONS.customerAdmin,
) =>
  renderRoute({
    routes: [
      {
        path: '/',
        Component: () => <AppealDialog appeal={appeal(status, { decisionComment })} onClose={onClose} />,
      },
    ],
    initialEntry: '/',
    session,
    handler: ({ url }) => jsonResponse(200, appeal(url.endsWith('/toprocessing') ? 1 : 2)),
  });

const button = (name: string) => screen.queryByRole('button', { name });

describe('the appeal dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the lateness event and offers processing, accept and reject while New', async () => {
    render(0);
    expect(await screen.findByText('1105МСК-ЕКБ')).toBeInTheDocument();
    expect(screen.getByText('Екатеринбург')).toBeInTheDocument();
    // The department's own time with its zone as the portal writes it; the submission in Moscow time.
    expect(screen.getByText('12.05.2026 14:15 (МСК+2)')).toBeInTheDocument();
    expect(screen.getByText('12.05.2026 15:00 (МСК+2)')).toBeInTheDocument();
    expect(screen.getByText('20.05.2026 12:00 (МСК)')).toBeInTheDocument();
    expect(screen.getByText('2 ч 05 мин')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ООО «Перевозчик»' })).toBeInTheDocument();
    expect(screen.getByLabelText('Комментарий перевозчика')).toHaveAttribute('readonly');
    expect(button('В обработку')).toBeInTheDocument();
    expect(button('Принять')).toBeInTheDocument();
    expect(button('Отклонить')).toBeInTheDocument();
  });

  it('stays open after «В обработку», showing the appeal under review with its decisions', async () => {
    const onClose = vi.fn();
    render(0, null, onClose);
    await userEvent.click((await screen.findByRole('button', { name: 'В обработку' }))!);
    expect(await screen.findByText('Апелляция в обработку')).toBeInTheDocument();
    expect(await screen.findByText('На рассмотрении')).toBeInTheDocument();
    expect(button('В обработку')).not.toBeInTheDocument();
    expect(button('Принять')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops «В обработку» once under review', async () => {
    render(1);
    expect(await screen.findByText('На рассмотрении')).toBeInTheDocument();
    expect(button('В обработку')).not.toBeInTheDocument();
    expect(button('Принять')).toBeInTheDocument();
  });

  it('locks the decision comment and hides the decisions once accepted or rejected', async () => {
    for (const status of [2, 3]) {
      const { unmount } = render(status, 'Решено');
      expect(await screen.findByLabelText('Комментарий к решению')).toBeDisabled();
      expect(button('Принять')).not.toBeInTheDocument();
      expect(button('Отклонить')).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('sends the decision comment with accept and toasts «Апелляция принята»', async () => {
    const { calls } = render(1);
    await userEvent.type(await screen.findByLabelText('Комментарий к решению'), 'Подтверждено');
    await userEvent.click(button('Принять')!);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: expect.stringMatching(/\/api\/customers\/\d+\/appeals\/31\/accept$/),
        body: { decisionComment: 'Подтверждено' },
      }),
    );
    expect(await screen.findByText('Апелляция принята')).toBeInTheDocument();
  });

  it('offers the decisions to a manager too', async () => {
    render(0, null, () => {}, TEST_SESSIONS.customerManager);
    expect(await screen.findByLabelText('Комментарий к решению')).toBeEnabled();
    expect(button('В обработку')).toBeInTheDocument();
    expect(button('Принять')).toBeInTheDocument();
    expect(button('Отклонить')).toBeInTheDocument();
  });

  it('shows a user (neither admin nor manager) the appeal without decisions or an editable comment', async () => {
    for (const status of [0, 1]) {
      const { unmount, calls } = render(status, 'На проверке', () => {}, TEST_SESSIONS.customerUser);
      expect(await screen.findByLabelText('Комментарий к решению')).toBeDisabled();
      expect(screen.getByLabelText('Комментарий к решению')).toHaveValue('На проверке');
      expect(button('В обработку')).not.toBeInTheDocument();
      expect(button('Принять')).not.toBeInTheDocument();
      expect(button('Отклонить')).not.toBeInTheDocument();
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
