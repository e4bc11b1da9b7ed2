import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/core/http/error-handler';
import { createSignedInUser } from './factories';
import { CYRILLIC, expectProblem } from './problem';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let origin: { host: string; port: number };
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as AddressInfo;
  origin = { host: address.address, port: address.port };
});
afterAll(() => t.close());

/** Raw bytes over a real socket: what Node's HTTP parser refuses never reaches inject. */
const sendRaw = (request: string): Promise<{ status: number; headers: string; body: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect(origin.port, origin.host);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status, headers: head, body });
    });
    socket.write(request);
  });

const expectRawProblem = (answer: { status: number; headers: string; body: string }, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers).toMatch(/content-type: application\/problem\+json/i);
  const problem = JSON.parse(answer.body) as { title: string; detail: string; status: number };
  expect(problem.status).toBe(status);
  expect(problem.title).toMatch(CYRILLIC);
  expect(problem.detail).toMatch(CYRILLIC);
  return problem;
};

describe('errors found before a route runs', () => {
  it('answers a path parameter over the router limit with a Russian 414 that does not echo the URL', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    const id = `secret${'7'.repeat(200)}`;
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: auth });
    expect(expectProblem(response, 414).message).toBe('Адрес запроса слишком длинный');
    expect(response.body).not.toContain('secret');
  });

  it('answers a broken percent-encoding with a Russian 400 that does not echo the URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/secret%E0%A4%A' });
    expect(expectProblem(response, 400).message).toBe('Адрес запроса содержит недопустимые символы');
    expect(response.body).not.toContain('secret');
  });

  it('answers headers over the limit with a Russian 431 problem', async () => {
    const answer = await sendRaw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: secret${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(expectRawProblem(answer, 431).detail).toBe('Заголовки или адрес запроса слишком велики');
    expect(answer.body).not.toContain('secret');
  });

  it('answers a URL longer than the header limit with a Russian 431 that does not echo it', async () => {
    const answer = await sendRaw(`GET /api/users/secret${'1'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectRawProblem(answer, 431);
    expect(answer.body).not.toContain('secret');
  });

  it('answers a request Node cannot parse with a Russian 400 problem', async () => {
    const answer = await sendRaw('HELLO secret\r\n\r\n');
    expect(expectRawProblem(answer, 400).detail).toBe('Некорректный HTTP-запрос');
    expect(answer.body).not.toContain('secret');
  });

  it('still answers an ordinary request on the same server', async () => {
    const answer = await sendRaw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe('client errors raised by Fastify or a plugin', () => {
  it('never passes on an English message, and answers a status outside the problem list as 400', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/english', async () => {
      throw Object.assign(new Error("Invalid header 'x' for /english?token=secret"), { statusCode: 400 });
    });
    app.get('/russian', async () => {
      throw Object.assign(new Error('Повторите через 5 с'), { statusCode: 429 });
    });
    app.get('/not-acceptable', async () => {
      throw Object.assign(new Error('Not Acceptable'), { statusCode: 406 });
    });
    const english = await app.inject({ method: 'GET', url: '/english' });
    expect(expectProblem(english, 400).message).toBe('Некорректный запрос');
    expect(english.body).not.toContain('secret');
    expect(expectProblem(await app.inject({ method: 'GET', url: '/russian' }), 429).message).toBe(
      'Повторите через 5 с',
    );
    expectProblem(await app.inject({ method: 'GET', url: '/not-acceptable' }), 400);
    await app.close();
  });
});
