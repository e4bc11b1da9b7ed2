import type { ToastSpec } from '../toast/toast';
import type { ErrorBody } from './api-error';

export const NO_RIGHTS_MESSAGE = 'У Вас нет прав для совершения данного действия';
export const QUEUE_UNAVAILABLE_MESSAGE = 'В данный момент производимое действие невозможно, попробуйте позже';
export const NETWORK_ERROR_MESSAGE = 'Нет связи с сервером. Проверьте подключение и повторите попытку';
export const UNKNOWN_ERROR_MESSAGE = 'Не удалось выполнить запрос';

/**
 * SPEC 8 "the body's previous text matches a message-queue connection failure". The legacy backend wrapped the
 * exception of its message broker (RabbitMQ over AMQP) in `previous`; these are the words such a failure carries:
 * the protocol or broker name, a generic "message queue", or the socket error of an unreachable broker.
 */
export const MESSAGE_QUEUE_FAILURE = /AMQP|RabbitMQ|message queue|Connection refused/i;

export type ErrorContext = {
  httpStatus: number;
  body: ErrorBody;
  /** The request carried a bearer token (public calls such as login answer 401 for a wrong password). */
  isAuthenticated: boolean;
  /** The request was already retried once after a refresh. */
  hasRetried: boolean;
};

export type ErrorReaction =
  /** SPEC 8 HTTP 401 (once per request): refresh with the refresh token and retry. */
  | { kind: 'refresh-and-retry' }
  /** SPEC 8: the refresh did not help, log out and go to /login. */
  | { kind: 'end-session' }
  /** SPEC 8 body status 401: re-check the login and store the new token, or log out. */
  | { kind: 'recheck-login' }
  | { kind: 'toasts'; toasts: ToastSpec[] };

const previousText = (previous: ErrorBody['previous']): string | undefined =>
  typeof previous === 'string' ? previous : previous?.message;

const error = (text: string): ToastSpec => ({ kind: 'error', text });

/** The SPEC 8 error catalogue as one decision: what the client does for a failed response. */
export const decideErrorReaction = ({
  httpStatus,
  body,
  isAuthenticated,
  hasRetried,
}: ErrorContext): ErrorReaction => {
  if (isAuthenticated && httpStatus === 401)
    return hasRetried ? { kind: 'end-session' } : { kind: 'refresh-and-retry' };
  if (isAuthenticated && body.status === 401) return { kind: 'recheck-login' };
  if (body.status === 403)
    return { kind: 'toasts', toasts: [error(body.message ?? body.detail ?? NO_RIGHTS_MESSAGE)] };
  if (httpStatus === 404) {
    return { kind: 'toasts', toasts: [error(body.message ?? body.detail ?? UNKNOWN_ERROR_MESSAGE)] };
  }
  if (httpStatus === 403) return { kind: 'toasts', toasts: [error(NO_RIGHTS_MESSAGE)] };
  if (httpStatus === 422) {
    const toasts: ToastSpec[] = (body.errors ?? []).map((text) => ({
      kind: 'warning',
      text,
      ...(body.title ? { title: body.title } : {}),
    }));
    if (body.message) toasts.push({ kind: 'warning', text: body.message });
    if (toasts.length === 0) toasts.push({ kind: 'warning', text: body.detail ?? UNKNOWN_ERROR_MESSAGE });
    return { kind: 'toasts', toasts };
  }
  const previous = previousText(body.previous);
  if (previous && MESSAGE_QUEUE_FAILURE.test(previous)) {
    return { kind: 'toasts', toasts: [error(QUEUE_UNAVAILABLE_MESSAGE)] };
  }
  return { kind: 'toasts', toasts: [error(body.detail ?? body.message ?? UNKNOWN_ERROR_MESSAGE)] };
};
