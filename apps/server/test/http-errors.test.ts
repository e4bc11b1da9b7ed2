import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './factories';
import { CYRILLIC, expectProblem } from './problem';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('problem bodies', () => {
  it('answers an unknown /api route with a 404 problem body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const problem = expectProblem(response, 404);
    expect(problem).toMatchObject({
      type: expect.stringContaining('404'),
      title: 'Не найдено',
      status: 404,
      detail: 'Адрес не найден',
      message: 'Адрес не найден',
    });
  });

  it('answers a wrong method on a known path with 405 and an Allow header', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/login' });
    expect(expectProblem(response, 405).message).toBe('Метод DELETE не поддерживается для этого адреса');
    expect(response.headers.allow).toBe('POST');

    const withParams = await t.app.inject({ method: 'POST', url: '/api/users/5' });
    expectProblem(withParams, 405);
    expect(String(withParams.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'PUT']);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(expectProblem(response, 400).message).toBe('Тело запроса не является корректным JSON');
  });

  it('answers every kind of failure as application/problem+json with Russian text', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const customer = await createSignedInUser(t.app, 'customer');
    const failures: Array<[number, Promise<LightMyRequestResponse>]> = [
      [
        400,
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
      ],
      [401, t.app.inject({ method: 'GET', url: '/api/login/check' })],
      [
        401,
        t.app.inject({ method: 'GET', url: '/api/login/check', headers: { authorization: 'Bearer forged' } }),
      ],
      [
        403,
        t.app.inject({
          method: 'POST',
          url: '/api/contractor-validatation-documents',
          headers: customer.auth,
          payload: {},
        }),
      ],
      [404, t.app.inject({ method: 'GET', url: `/api/users/${carrier.user.id}`, headers: customer.auth })],
      [405, t.app.inject({ method: 'PUT', url: '/api/health' })],
      [409, t.app.inject({ method: 'DELETE', url: `/api/users/${carrier.user.id}`, headers: carrier.auth })],
      [
        413,
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'x'.repeat(2 * 1024 * 1024) },
        }),
      ],
      [
        415,
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/xml' },
          payload: '<login/>',
        }),
      ],
      [422, t.app.inject({ method: 'POST', url: '/api/login', payload: {} })],
    ];
    for (const [status, pending] of failures) {
      const problem = expectProblem(await pending, status);
      for (const entry of problem.errors ?? []) expect(entry).toMatch(CYRILLIC);
    }
  });
});

describe('secrets never leave the server', () => {
  it('never answers a password hash, from the user card or the session', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const card = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: auth });
    const session = await t.app.inject({ method: 'GET', url: '/api/login/check', headers: auth });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { fullname: 'Иванова Мария' },
    });
    for (const response of [card, session, updated]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/password_?hash/i);
      expect(response.body).not.toContain('$argon2');
    }
  });
});

describe('unexpected failures', () => {
  it(
    'answers 500 "Внутренняя ошибка сервера" without internals when the database is gone',
    async () => {
      // Its own app, whose database is taken down under it: the failure is real, not a stub.
      const broken = await createTestApp();
      try {
        const { user, auth } = await createSignedInUser(broken.app, 'customer');
        await broken.database.close();

        for (const response of [
          await broken.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: auth }),
          await broken.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { username: user.username, password: 'whatever-password' },
          }),
        ]) {
          const problem = expectProblem(response, 500);
          expect(problem).toMatchObject({
            title: 'Внутренняя ошибка сервера',
            message: 'Внутренняя ошибка сервера',
          });
          expect(problem.errors).toBeUndefined();
          expect(response.body).not.toMatch(/pglite|pool|select|stack|at \w+ \(|Error:/i);
        }

        const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
      } finally {
        await broken.close();
      }
    },
    OWN_APP_TIMEOUT,
  );
});

describe('GET /api/health', () => {
  it('answers the version and the database status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: '0.0.0-test',
      database: { status: 'ok', driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('sends API answers the no-sniff, no-frame headers, and no HSTS over plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends pages the SPA content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('adds HSTS when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' }, t.database);
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /api/docs/json', () => {
  it('answers an OpenAPI 3 document that lists the API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ version: '0.0.0-test' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/users/{id}', '/api/documents/upload']),
    );
  });
});
