import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSessionEnd } from '../session/session-end';
import { type CapturedToast, captureToasts } from '../test/captured-toasts';
import { fakeJwt, jsonResponse, mockFetch } from '../test/fetch-mock';
import { registerToastSink } from '../toast/toast';
import { api, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getRefreshToken, getToken, setTokens } from './token-storage';

const future = () => Math.floor(Date.now() / 1000) + 600;
const OLD_TOKEN = fakeJwt(future(), { v: 'old' });
const NEW_TOKEN = fakeJwt(future(), { v: 'new' });

let toasts: CapturedToast[] = [];

const isRefresh = (url: string) => url.startsWith('/api/login/check?refreshToken=');
const bearer = (headers: Record<string, string>) => headers.Authorization;

describe('api client', () => {
  const onSessionEnd = vi.fn();

  beforeEach(() => {
    toasts = captureToasts();
    configureSessionEnd(onSessionEnd);
    setTokens(OLD_TOKEN, 'refresh-1');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    registerToastSink(null);
    configureSessionEnd(null);
    onSessionEnd.mockReset();
  });

  it('sends the bearer token and a JSON body', async () => {
    const calls = mockFetch(() => jsonResponse(201, { id: 7 }));
    await expect(api.post('/api/things', { name: 'Груз' })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OLD_TOKEN}`,
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ name: 'Груз' });
  });

  it('sends a form-encoded body when asked (SPEC 7)', async () => {
    const calls = mockFetch(() => jsonResponse(200, { id: 7 }));
    await apiRequest('/api/things/7/status/3', {
      method: 'PATCH',
      form: { reason: 'Срыв погрузки & простой' },
    });
    expect(calls[0]?.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(calls[0]?.body).toEqual({ reason: 'Срыв погрузки & простой' });
  });

  it('refreshes once on HTTP 401 and retries the call with the new token', async () => {
    const calls = mockFetch(({ url, headers }) => {
      if (isRefresh(url)) return jsonResponse(200, { token: NEW_TOKEN, refreshToken: 'refresh-2' });
      return bearer(headers) === `Bearer ${NEW_TOKEN}`
        ? jsonResponse(200, { ok: true })
        : jsonResponse(401, {});
    });
    await expect(api.get('/api/auctions')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auctions',
      '/api/login/check?refreshToken=refresh-1',
      '/api/auctions',
    ]);
    expect(getToken()).toBe(NEW_TOKEN);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });

  it('shares one in-flight refresh between parallel calls that get HTTP 401', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const calls = mockFetch(async ({ url, headers }) => {
      if (isRefresh(url)) {
        await refreshGate;
        return jsonResponse(200, { token: NEW_TOKEN, refreshToken: 'refresh-2' });
      }
      return bearer(headers) === `Bearer ${NEW_TOKEN}` ? jsonResponse(200, { url }) : jsonResponse(401, {});
    });
    const results = Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    await vi.waitFor(() => expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1));
    releaseRefresh();
    await expect(results).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1);
    expect(calls.filter((call) => !isRefresh(call.url))).toHaveLength(6);
  });

  it('clears the tokens and ends the session when the refresh is refused', async () => {
    mockFetch(({ url }) => (isRefresh(url) ? jsonResponse(401, { status: 401 }) : jsonResponse(401, {})));
    await expect(api.get('/api/auctions')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('retries only once: a second HTTP 401 ends the session', async () => {
    const calls = mockFetch(({ url }) =>
      isRefresh(url)
        ? jsonResponse(200, { token: NEW_TOKEN, refreshToken: 'refresh-2' })
        : jsonResponse(401, {}),
    );
    await expect(api.get('/api/auctions')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1);
    expect(calls.filter((call) => !isRefresh(call.url))).toHaveLength(2);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired token before sending the call (SPEC 4)', async () => {
    setTokens(fakeJwt(Math.floor(Date.now() / 1000) - 10), 'refresh-1');
    const calls = mockFetch(({ url }) =>
      isRefresh(url)
        ? jsonResponse(200, { token: NEW_TOKEN, refreshToken: 'refresh-2' })
        : jsonResponse(200, []),
    );
    await api.get('/api/drivers');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/login/check?refreshToken=refresh-1',
      '/api/drivers',
    ]);
    expect(calls[1]?.headers.Authorization).toBe(`Bearer ${NEW_TOKEN}`);
  });

  it('re-checks the login on a body status 401 and stores the new token', async () => {
    mockFetch(({ url }) =>
      isRefresh(url)
        ? jsonResponse(200, { token: NEW_TOKEN, refreshToken: 'refresh-2' })
        : jsonResponse(400, { status: 401, message: 'Сессия устарела' }),
    );
    await expect(api.get('/api/routes')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe(NEW_TOKEN);
    expect(toasts).toEqual([]);
  });

  it('does not refresh for public calls and shows the server detail', async () => {
    const calls = mockFetch(() =>
      jsonResponse(401, { status: 401, title: 'Требуется вход', detail: 'Неверный пароль' }),
    );
    await expect(api.post('/api/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(toasts).toEqual([{ kind: 'error', title: 'Ошибка', description: 'Неверный пароль' }]);
  });

  it('shows the 422 errors as warnings titled with the body title', async () => {
    mockFetch(() =>
      jsonResponse(422, {
        status: 422,
        title: 'Ошибка валидации',
        message: 'Проверьте поля',
        errors: ['ИНН: неверный ИНН'],
      }),
    );
    await expect(api.post('/api/register/contractor', {}, { auth: false })).rejects.toMatchObject({
      status: 422,
    });
    expect(toasts).toEqual([
      { kind: 'warning', title: 'Ошибка валидации', description: 'ИНН: неверный ИНН' },
      { kind: 'warning', title: 'Предупреждение', description: 'Проверьте поля' },
    ]);
  });

  it('keeps quiet for silent calls', async () => {
    mockFetch(() => jsonResponse(404, { status: 404, message: 'Не найдено' }));
    await expect(api.get('/api/x', { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(toasts).toEqual([]);
  });

  it('reports an unreachable server in Russian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(toasts[0]?.description).toMatch(/Нет связи с сервером/);
  });

  it('builds query strings, skipping empty values and repeating arrays', async () => {
    const calls = mockFetch(() => jsonResponse(200, {}));
    await api.get('/api/appeals', { query: { page: 1, status: [0, 1], q: undefined, name: 'Иван' } });
    expect(calls[0]?.url).toBe('/api/appeals?page=1&status=0&status=1&name=%D0%98%D0%B2%D0%B0%D0%BD');
  });
});
