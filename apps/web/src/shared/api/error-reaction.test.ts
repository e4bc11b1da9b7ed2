import { describe, expect, it } from 'vitest';
import {
  decideErrorReaction,
  type ErrorContext,
  MESSAGE_QUEUE_FAILURE,
  NO_RIGHTS_MESSAGE,
  QUEUE_UNAVAILABLE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './error-reaction';

const context = (overrides: Partial<ErrorContext>): ErrorContext => ({
  httpStatus: 400,
  body: {},
  isAuthenticated: true,
  hasRetried: false,
  ...overrides,
});

describe('decideErrorReaction (SPEC 8)', () => {
  it('refreshes and retries on the first HTTP 401 of an authenticated call', () => {
    expect(decideErrorReaction(context({ httpStatus: 401, body: { status: 401 } }))).toEqual({
      kind: 'refresh-and-retry',
    });
  });

  it('ends the session when the retried call gets HTTP 401 again', () => {
    expect(decideErrorReaction(context({ httpStatus: 401, hasRetried: true }))).toEqual({
      kind: 'end-session',
    });
  });

  it('re-checks the login when the body status is 401 under another HTTP status', () => {
    expect(decideErrorReaction(context({ httpStatus: 400, body: { status: 401 } }))).toEqual({
      kind: 'recheck-login',
    });
  });

  it('treats 401 of a public call (wrong password at login) as an ordinary error with the detail', () => {
    const reaction = decideErrorReaction(
      context({
        httpStatus: 401,
        isAuthenticated: false,
        body: { status: 401, detail: 'Неверный логин или пароль', message: 'Требуется вход' },
      }),
    );
    expect(reaction).toEqual({
      kind: 'toasts',
      toasts: [{ kind: 'error', text: 'Неверный логин или пароль' }],
    });
  });

  it('shows the body message for a body status 403', () => {
    const reaction = decideErrorReaction(
      context({ httpStatus: 403, body: { status: 403, message: 'Пользователь заблокирован' } }),
    );
    expect(reaction).toEqual({
      kind: 'toasts',
      toasts: [{ kind: 'error', text: 'Пользователь заблокирован' }],
    });
  });

  it('shows the body message for HTTP 404', () => {
    const reaction = decideErrorReaction(
      context({ httpStatus: 404, body: { message: 'Аукцион не найден' } }),
    );
    expect(reaction).toEqual({ kind: 'toasts', toasts: [{ kind: 'error', text: 'Аукцион не найден' }] });
  });

  it('shows the fixed no-rights text for HTTP 403 without a body status', () => {
    const reaction = decideErrorReaction(context({ httpStatus: 403, body: { message: 'Forbidden' } }));
    expect(reaction).toEqual({ kind: 'toasts', toasts: [{ kind: 'error', text: NO_RIGHTS_MESSAGE }] });
    expect(NO_RIGHTS_MESSAGE).toBe('У Вас нет прав для совершения данного действия');
  });

  it('shows each 422 error as a warning titled with the body title, then the message as a warning', () => {
    const reaction = decideErrorReaction(
      context({
        httpStatus: 422,
        body: {
          status: 422,
          title: 'Ошибка валидации',
          message: 'Проверьте заполнение полей',
          errors: ['Название: обязательное поле', 'ИНН: неверный ИНН'],
        },
      }),
    );
    expect(reaction).toEqual({
      kind: 'toasts',
      toasts: [
        { kind: 'warning', text: 'Название: обязательное поле', title: 'Ошибка валидации' },
        { kind: 'warning', text: 'ИНН: неверный ИНН', title: 'Ошибка валидации' },
        { kind: 'warning', text: 'Проверьте заполнение полей' },
      ],
    });
  });

  it('shows the queue-unavailable text when previous (a string) names a message-queue failure', () => {
    const reaction = decideErrorReaction(
      context({ httpStatus: 500, body: { message: 'Ошибка', previous: 'AMQPConnectionException: timeout' } }),
    );
    expect(reaction).toEqual({
      kind: 'toasts',
      toasts: [{ kind: 'error', text: QUEUE_UNAVAILABLE_MESSAGE }],
    });
  });

  it('reads previous.message when previous is an object', () => {
    const reaction = decideErrorReaction(
      context({
        httpStatus: 503,
        body: { detail: 'x', previous: { message: 'Connection refused [tcp://mq:5672]' } },
      }),
    );
    expect(reaction).toEqual({
      kind: 'toasts',
      toasts: [{ kind: 'error', text: QUEUE_UNAVAILABLE_MESSAGE }],
    });
  });

  it.each(['AMQP', 'RabbitMQ is down', 'message queue unavailable', 'connection refused'])(
    'recognises "%s" as a message-queue failure',
    (text) => {
      expect(MESSAGE_QUEUE_FAILURE.test(text)).toBe(true);
    },
  );

  it('shows the detail for other errors when previous is unrelated', () => {
    const reaction = decideErrorReaction(
      context({
        httpStatus: 409,
        body: { detail: 'Аукцион уже запущен', message: 'Действие недоступно', previous: 'SQLSTATE' },
      }),
    );
    expect(reaction).toEqual({ kind: 'toasts', toasts: [{ kind: 'error', text: 'Аукцион уже запущен' }] });
  });

  it('falls back to the message when there is no detail', () => {
    const reaction = decideErrorReaction(
      context({ httpStatus: 500, body: { message: 'Внутренняя ошибка сервера' } }),
    );
    expect(reaction).toEqual({
      kind: 'toasts',
      toasts: [{ kind: 'error', text: 'Внутренняя ошибка сервера' }],
    });
  });

  it('has a Russian text even for a body that is not JSON', () => {
    expect(decideErrorReaction(context({ httpStatus: 502 }))).toEqual({
      kind: 'toasts',
      toasts: [{ kind: 'error', text: UNKNOWN_ERROR_MESSAGE }],
    });
  });
});
