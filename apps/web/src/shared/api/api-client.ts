import { endSession } from '../session/session-end';
import { emitToast, type ToastSpec } from '../toast/toast';
import { ApiError, toErrorBody } from './api-error';
import { decideErrorReaction, NETWORK_ERROR_MESSAGE } from './error-reaction';
import { getFreshToken, RefreshRejectedError, refreshAccessToken } from './token-refresh';
import { getToken } from './token-storage';
import {
  fetchTransport,
  type ResponseType,
  type TransportRequest,
  type TransportResponse,
  xhrTransport,
} from './transport';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of a JSON body (SPEC 7's form-encoded calls). */
  form?: Record<string, string>;
  query?: Query;
  /** false for public calls (login, registration, activation): no bearer token and no refresh on 401. */
  auth?: boolean;
  /** true when the caller shows the error itself: no toasts (the session rules of SPEC 8 still apply). */
  silent?: boolean;
  signal?: AbortSignal;
  responseType?: ResponseType;
  onUploadProgress?: (fraction: number) => void;
  /** Download progress (a generated file); the call then goes through XMLHttpRequest. */
  onDownloadProgress?: (fraction: number) => void;
};

export const buildUrl = (path: string, query?: Query): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
};

const send = (options: RequestOptions, url: string, token: string | null): Promise<TransportResponse> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const request: TransportRequest = {
    url,
    method: options.method ?? 'GET',
    headers,
    responseType: options.responseType ?? 'json',
  };
  if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    request.body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(options.body);
  }
  if (options.signal) request.signal = options.signal;
  if (options.onUploadProgress) request.onUploadProgress = options.onUploadProgress;
  if (options.onDownloadProgress) request.onDownloadProgress = options.onDownloadProgress;
  return options.onUploadProgress || options.onDownloadProgress
    ? xhrTransport(request)
    : fetchTransport(request);
};

/**
 * A 422 that names its fields waits one task before its toasts: a form that submitted it (FormPage, any form using
 * showServerErrors) catches it within the same chain of promises and claims it to show each error under its field.
 * Unclaimed, it is toasted as any other failure, so no caller loses an error.
 */
const emitUnlessClaimed = (error: ApiError, toasts: readonly ToastSpec[]) => {
  if (!error.body.fields?.length) {
    for (const spec of toasts) emitToast(spec);
    return;
  }
  setTimeout(() => {
    if (!error.isClaimedByForm) for (const spec of toasts) emitToast(spec);
  }, 0);
};

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

const networkFailure = (options: RequestOptions, cause: unknown): never => {
  if (isAbort(cause)) throw cause;
  if (!options.silent) emitToast({ kind: 'error', text: NETWORK_ERROR_MESSAGE });
  throw new ApiError(0, {}, NETWORK_ERROR_MESSAGE);
};

/** Gets a new token, or ends the session when the server refused the refresh token (SPEC 8). */
const refreshOrEndSession = async (failedToken: string | null): Promise<string | null> => {
  try {
    return await refreshAccessToken(failedToken);
  } catch (error) {
    if (error instanceof RefreshRejectedError) {
      endSession('expired');
      return null;
    }
    throw error;
  }
};

/**
 * One API call with the SPEC 8 error catalogue: refresh-and-retry once on HTTP 401, re-check the login on a body
 * status 401, toasts for everything else (decided by `decideErrorReaction`). Rejects with ApiError on failure.
 */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const isAuthenticated = options.auth !== false;
  const url = buildUrl(path, options.query);
  let token: string | null = null;
  let response: TransportResponse;
  try {
    token = isAuthenticated ? await getFreshToken() : null;
    response = await send(options, url, token);
  } catch (error) {
    if (error instanceof RefreshRejectedError) {
      endSession('expired');
      throw new ApiError(401, {});
    }
    return networkFailure(options, error);
  }

  let hasRetried = false;
  for (;;) {
    if (response.ok) return response.body as T;
    const body = toErrorBody(response.body);
    const reaction = decideErrorReaction({ httpStatus: response.status, body, isAuthenticated, hasRetried });
    switch (reaction.kind) {
      case 'refresh-and-retry': {
        hasRetried = true;
        try {
          const fresh = await refreshOrEndSession(token);
          if (!fresh) throw new ApiError(response.status, body);
          token = fresh;
          response = await send(options, url, token);
        } catch (error) {
          if (error instanceof ApiError) throw error;
          return networkFailure(options, error);
        }
        continue;
      }
      case 'end-session':
        endSession('expired');
        throw new ApiError(response.status, body);
      case 'recheck-login':
        await refreshOrEndSession(token ?? getToken()).catch(() => null);
        throw new ApiError(response.status, body);
      case 'toasts': {
        const error = new ApiError(response.status, body);
        if (!options.silent) emitUnlessClaimed(error, reaction.toasts);
        throw error;
      }
      default: {
        const exhaustive: never = reaction;
        throw new Error(`Unhandled error reaction ${String(exhaustive)}`);
      }
    }
  }
};

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
