import { ANALYTICS_MESSAGES } from '@portal/contract/analytics/analytics.schemas';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomerTeam, createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock } from '../../core/clock';
import { analyticsDailyCounts } from '../../db/schema/index';
import { deleteExpiredAnalytics } from './analytics.service';

// Wednesday 10.03.2027, 12:00 Moscow.
const T0 = new Date('2027-03-10T09:00:00Z');
const DAY_MS = 86_400_000;

let t: TestApp;
const clock = createManualClock(T0);
beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.clock = clock;
});
afterAll(() => t.close());
beforeEach(() => clock.set(T0));

type Auth = Record<string, string>;
const post = (auth: Auth | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/analytics', headers: auth, payload: payload as object });
const view = (route: string, at = clock.now()) => ({ name: 'page_view', route, at: at.toISOString() });
const act = (action: string, route: string) => ({
  name: 'action',
  route,
  action,
  at: clock.now().toISOString(),
});
const usage = (customerId: number, auth: Auth, query = 'dateFrom=2027-03-01&dateTo=2027-03-21') =>
  t.app.inject({ method: 'GET', url: `/api/customers/${customerId}/analytics?${query}`, headers: auth });
const rowsOf = (ownerType: 'customer' | 'contractor', ownerId: number) =>
  t.app.ctx.db
    .select()
    .from(analyticsDailyCounts)
    .then((rows) => rows.filter((row) => row.ownerType === ownerType && row.ownerId === ownerId));

describe('POST /api/analytics', () => {
  it('needs a session (401)', async () => {
    expectProblem(await post(undefined, { events: [view('dashboard')] }), 401);
  });

  it('refuses URLs, unknown names, routes and actions, and extra fields (422), storing nothing', async () => {
    const team = await createCustomerTeam(t.app);
    for (const events of [
      [view('/auctions/15')],
      [view('https://portal.local/dashboard')],
      [{ ...view('dashboard'), name: 'click' }],
      [act('auction_deleted', 'auctions-customer')],
      [{ name: 'action', route: 'dashboard', at: T0.toISOString() }],
      [{ ...view('dashboard'), userId: team.plain.user.id }],
      [{ ...view('dashboard'), at: 'вчера' }],
      [],
    ]) {
      const problem = expectProblem(await post(team.plain.auth, { events }), 422);
      expect(problem.message).toMatch(/[а-я]/i);
    }
    expectProblem(await post(team.plain.auth, { events: [view('dashboard')], url: '/auctions/15' }), 422);
    expect(await rowsOf('customer', team.customer.id)).toEqual([]);
  });

  it('refuses more than 100 events in one request (413), storing nothing', async () => {
    const team = await createCustomerTeam(t.app);
    const problem = expectProblem(
      await post(team.plain.auth, { events: Array.from({ length: 101 }, () => view('dashboard')) }),
      413,
    );
    expect(problem.message).toBe(ANALYTICS_MESSAGES.tooManyEvents);
    expect(await rowsOf('customer', team.customer.id)).toEqual([]);
    expect(
      (await post(team.plain.auth, { events: Array.from({ length: 100 }, () => view('dashboard')) }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses a 61st request of a session within a minute (429); the next minute is open again', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const other = await createSignedInUser(t.app, 'contractor');
    for (let i = 0; i < 60; i += 1)
      expect((await post(auth, { events: [view('dashboard')] })).statusCode).toBe(204);
    const problem = expectProblem(await post(auth, { events: [view('dashboard')] }), 429);
    expect(problem.message).toBe(ANALYTICS_MESSAGES.tooManyRequests);
    // Another session has its own minute.
    expect((await post(other.auth, { events: [view('dashboard')] })).statusCode).toBe(204);
    clock.advance(60_000);
    expect((await post(auth, { events: [view('dashboard')] })).statusCode).toBe(204);
  });

  it('keeps daily counts per company, side, role and route, and nothing that names a user', async () => {
    const team = await createCustomerTeam(t.app);
    const response = await post(team.manager.auth, {
      events: [view('dashboard'), view('dashboard'), act('auction_created', 'auction-add')],
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    await post(team.manager.auth, { events: [view('dashboard')] });
    const rows = (await rowsOf('customer', team.customer.id)).map(({ id: _id, ...row }) => row);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          day: '2027-03-10',
          ownerType: 'customer',
          ownerId: team.customer.id,
          role: 'ROLE_MANAGER',
          routeId: 'dashboard',
          name: 'page_view',
          action: '',
          count: 3,
        },
        {
          day: '2027-03-10',
          ownerType: 'customer',
          ownerId: team.customer.id,
          role: 'ROLE_MANAGER',
          routeId: 'auction-add',
          name: 'action',
          action: 'auction_created',
          count: 1,
        },
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(Object.keys(getTableColumns(analyticsDailyCounts)).sort()).toEqual(
      ['id', 'day', 'ownerType', 'ownerId', 'role', 'routeId', 'name', 'action', 'count'].sort(),
    );
  });

  it('counts on the Moscow day of the event, or on the day it arrives when the event is not recent', async () => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    clock.set(new Date('2027-03-10T21:10:00Z')); // 00:10 on the 11th in Moscow
    await post(auth, {
      events: [
        view('dashboard', new Date('2027-03-10T20:50:00Z')),
        view('dashboard', new Date('2020-01-01T00:00:00Z')),
      ],
    });
    const days = (await rowsOf('contractor', company.id)).map((row) => [row.day, row.count]).sort();
    expect(days).toEqual([
      ['2027-03-10', 1],
      ['2027-03-11', 1],
    ]);
  });
});

describe('GET /api/customers/{customerId}/analytics', () => {
  it('answers 401 without a session, 403 to managers and users, 404 for another customer or a carrier', async () => {
    const team = await createCustomerTeam(t.app);
    const other = await createCustomerTeam(t.app);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(await usage(team.customer.id, {}), 401);
    expectProblem(await usage(team.customer.id, team.manager.auth), 403);
    expectProblem(await usage(team.customer.id, team.plain.auth), 403);
    expectProblem(await usage(team.customer.id, other.admin.auth), 404);
    expectProblem(await usage(team.customer.id, carrier.auth), 404);
  });

  it('refuses reversed periods, periods over 13 months and bad days (422 in Russian)', async () => {
    const team = await createCustomerTeam(t.app);
    for (const query of [
      'dateFrom=2027-03-02&dateTo=2027-03-01',
      'dateFrom=2026-01-01&dateTo=2027-02-01',
      'dateFrom=2027-02-30&dateTo=2027-03-01',
      'dateTo=2027-03-01',
    ]) {
      const problem = expectProblem(await usage(team.customer.id, team.admin.auth, query), 422);
      expect(problem.message).toMatch(/[а-я]/i);
    }
  });

  it('shows the company’s page views per screen and week and its actions, summed over roles', async () => {
    const team = await createCustomerTeam(t.app);
    const other = await createCustomerTeam(t.app);
    await post(other.admin.auth, { events: [view('dashboard')] });
    // Week of 01.03: the admin twice on the dashboard; week of 08.03: the manager and the user.
    clock.set(new Date(T0.getTime() - 7 * DAY_MS));
    await post(team.admin.auth, { events: [view('dashboard'), view('dashboard')] });
    clock.set(T0);
    await post(team.manager.auth, { events: [view('dashboard'), view('auctions-customer')] });
    await post(team.plain.auth, {
      events: [
        view('auctions-customer'),
        view('auctions-customer'),
        act('report_exported', 'reports-auctions'),
      ],
    });
    const response = await usage(team.customer.id, team.admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      weeks: ['2027-03-01', '2027-03-08', '2027-03-15'],
      rows: [
        { route: { id: 'dashboard', title: 'Главная' }, counts: [2, 1, 0], total: 3 },
        { route: { id: 'auctions-customer', title: expect.any(String) }, counts: [0, 3, 0], total: 3 },
      ].sort((a, b) => a.route.id.localeCompare(b.route.id)),
      actions: [{ action: { id: 'report_exported', title: 'Выгружен отчёт' }, counts: [0, 1, 0], total: 1 }],
    });
    expect(JSON.stringify(response.json())).not.toMatch(/ROLE_|userId/);
    const empty = await usage(team.customer.id, team.admin.auth, 'dateFrom=2026-01-01&dateTo=2026-01-04');
    expect(empty.json()).toEqual({ weeks: ['2025-12-29'], rows: [], actions: [] });
  });
});

describe('retention', () => {
  it('deletes daily rows older than 13 months and keeps the rest', async () => {
    const { auth, company } = await createSignedInUser(t.app, 'contractor');
    clock.set(new Date('2026-02-09T09:00:00Z'));
    await post(auth, { events: [view('dashboard')] });
    clock.set(new Date('2026-02-10T09:00:00Z'));
    await post(auth, { events: [view('dashboard')] });
    clock.set(T0); // 10.03.2027: the first kept day is 10.02.2026
    await deleteExpiredAnalytics(t.app.ctx);
    expect((await rowsOf('contractor', company.id)).map((row) => row.day)).toEqual(['2026-02-10']);
  });
});
