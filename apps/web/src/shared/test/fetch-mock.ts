import { vi } from 'vitest';

export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A JSON body as its value, a form-encoded one as an object of its fields. */
const parseBody = (body: string, contentType: string | undefined): unknown =>
  contentType === 'application/x-www-form-urlencoded'
    ? Object.fromEntries(new URLSearchParams(body))
    : JSON.parse(body);

/** Replaces fetch with `handler`; returns the calls it saw (url, method, headers, parsed body). */
export const mockFetch = (handler: (call: FetchCall) => Response | Promise<Response>) => {
  const calls: FetchCall[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: FetchCall = {
      url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? parseBody(init.body, headers['Content-Type']) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', spy);
  return calls;
};

/** A JWT-shaped token with the given exp (seconds); the signature is not checked by the client. */
export const fakeJwt = (exp: number, extra: Record<string, unknown> = {}): string => {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ownerType: 'customer', ownerId: 1, sub: '1', exp, ...extra })}.sig`;
};
