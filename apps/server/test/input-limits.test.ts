import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './factories';
import { expectProblem } from './problem';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 11: ids and texts that the database cannot hold never reach it. The fuzz test walks every operation;
 * these are the cases the issue named, each answering a Russian problem, never 500.
 */
let t: TestApp;
let customer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
});
afterAll(() => t.close());

describe('ids', () => {
  it.each(['2147483648', '%2B1', '%201', '00001', '1e3', '-1', '0'])(
    'answers 404 for the path id %s',
    async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: customer.auth });
      expectProblem(response, 404);
    },
  );

  it('reads the largest int4 path id as an id that names nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/2147483647',
      headers: customer.auth,
    });
    expectProblem(response, 404);
  });

  it('answers 422 for an id beyond int4 in a body array', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.company.id}/contractor-lists`,
      headers: customer.auth,
      payload: { name: 'Список', contractorIds: [2147483648] },
    });
    expect(expectProblem(response, 422).errors).toEqual(['Перевозчики: неверный идентификатор']);
  });

  it('answers 422 for a malformed id in a query', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${customer.company.id}/contractor-lists?contractorId=%2B1`,
      headers: customer.auth,
    });
    expect(expectProblem(response, 422).errors).toEqual(['Перевозчик: неверный идентификатор']);
  });

  it('answers 422 for a page written with a sign', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${customer.company.id}/contractor-lists?page=%2B1`,
      headers: customer.auth,
    });
    expect(expectProblem(response, 422).errors).toEqual(['Страница: должно быть целым числом']);
  });
});

describe('texts', () => {
  it('answers 422 for a NUL in the login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a\u0000@b.ru', password: 'x' },
    });
    expect(expectProblem(response, 422).errors).toEqual(['Логин: содержит недопустимые символы']);
  });

  it('answers 422 for a NUL in a search and an unpaired surrogate in a name', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${customer.company.id}/lookup/contractors?query=a%00b`,
      headers: customer.auth,
    });
    expect(expectProblem(search, 422).errors).toEqual(['Поиск: содержит недопустимые символы']);

    const name = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.company.id}/contractor-lists`,
      headers: { ...customer.auth, 'content-type': 'application/json' },
      // JSON.stringify writes the lone surrogate as the escape \ud800, as a careless client would.
      payload: JSON.stringify({ name: 'Список \ud800', contractorIds: [] }),
    });
    expect(expectProblem(name, 422).errors).toContain('Название: содержит недопустимые символы');
  });
});
