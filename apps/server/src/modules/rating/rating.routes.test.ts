import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appeals } from '../../db/schema/index';
import { ratingKit } from './rating.fixtures';

let t: TestApp;
let kit: ReturnType<typeof ratingKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = ratingKit(t);
});
afterAll(() => t.close());

const MAY = '2026-05-04T10:00:00+03:00';
const MAY_LATER = '2026-05-11T10:00:00+03:00';

type Detail = {
  id: number;
  rating: number;
  ratingIndexValues: {
    id: number;
    index: { id: number; code: string; koeff: number; indexOptions: unknown[] };
    rating: number;
    result: number;
    calculation: Record<string, number | null>;
  }[];
};
const row = (detail: Detail, code: string) =>
  detail.ratingIndexValues.find((value) => value.index.code === code)!;

/** Two closed May routes: one 5 minutes late (inside the 10-minute grace), one 45 minutes late at Kazan. */
const ratedCarrier = async () => {
  const pair = await kit.setUp();
  await kit.closedRoute(pair, MAY, [0, 5, 0]);
  await kit.closedRoute(pair, MAY_LATER, [0, 45, 0]);
  const list = await kit.call('GET', `${pair.carrierBase}/rating_list/1`, pair.carrier.auth);
  expect(list.statusCode, list.body).toBe(200);
  const month = list.json().items[0];
  const detail = (
    await kit.call('GET', `${pair.carrierBase}/ratings/${month.id}`, pair.carrier.auth)
  ).json() as Detail;
  const onTime = row(detail, 'onTime');
  const events = await kit.call(
    'GET',
    `${pair.carrierBase}/indexvalue/${onTime.id}/events_for_appeals`,
    pair.carrier.auth,
  );
  return {
    ...pair,
    month,
    detail,
    onTime,
    events: events.json().items as { id: number; canAppeal: boolean }[],
  };
};

const appealUrl = (base: string, eventId: number) => `${base}/events_for_appeals/${eventId}/appeals`;

describe('rating computed from closed flights', () => {
  it('counts lateness under the grace as on time and applies (rating + bonus) × koeff ÷ Σ positive koeffs', async () => {
    const { carrierBase, carrier, month, detail, events, customer } = await ratedCarrier();
    expect(month).toMatchObject({ dateFrom: '2026-05-01', dateTo: '2026-05-31' });
    expect(row(detail, 'onTime').calculation).toEqual({
      countNoDelayed: 1,
      countAuctions: null,
      countRoutes: 2,
    });
    // 50 % on time → 40 points × 3 ÷ 7; two routes → 30 points × 2 ÷ 7.
    expect(row(detail, 'onTime')).toMatchObject({ rating: 40, result: 17.14 });
    expect(row(detail, 'routes')).toMatchObject({ rating: 30, result: 8.57 });
    expect(row(detail, 'tenders').calculation.countRoutes).toBe(0);
    expect(detail.rating).toBe(25.71);
    expect(month.rating).toBe(25.71);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      canAppeal: true,
      appeal: null,
      comment: expect.stringContaining('45 мин'),
    });
    const latest = await kit.call('GET', `${carrierBase}/rating_details`, carrier.auth);
    expect(latest.json()).toMatchObject({ id: month.id, rating: 25.71 });
    const quarter = await kit.call(
      'GET',
      `${carrierBase}/rating_list/2?customer=${customer.customerId}`,
      carrier.auth,
    );
    expect(quarter.json()).toMatchObject({
      items: [{ dateFrom: '2026-04-01', dateTo: '2026-06-30', rating: 25.71 }],
      customer: { id: customer.customerId },
    });
  });

  it('lists the four rating periods with month first', async () => {
    const { carrier } = await kit.setUp();
    const periods = await kit.call('GET', '/api/ratingperiods', carrier.auth);
    expect(periods.json()).toEqual([
      { id: 1, name: 'Месяц' },
      { id: 2, name: 'Квартал' },
      { id: 3, name: 'Полугодие' },
      { id: 4, name: 'Год' },
    ]);
    expectProblem(
      await kit.call('GET', `/api/contractors/${carrier.company.id}/rating_list/9`, carrier.auth),
      404,
    );
  });

  it('counts ended auctions, takes declined wins and incidents off, and keeps the ids on recompute', async () => {
    const { customer, carrier, carrierBase, month, detail } = await ratedCarrier();
    await kit.endedAuction({ customer, carrier, carrierBase }, '2026-05-20T12:00:00+03:00');
    await kit.endedAuction({ customer, carrier, carrierBase }, '2026-05-21T12:00:00+03:00', true);
    const after = (
      await kit.call('GET', `${carrierBase}/ratings/${month.id}`, carrier.auth)
    ).json() as Detail;
    expect(after.ratingIndexValues.map((value) => value.id)).toEqual(
      detail.ratingIndexValues.map((value) => value.id),
    );
    expect(row(after, 'auctions').calculation.countAuctions).toBe(2);
    expect(row(after, 'declinedWins')).toMatchObject({ rating: 50, result: -7.14 });
    // 25.71 + auctions 30 × 1 ÷ 7 (4.29) − declined 50 × 1 ÷ 7 (7.14).
    expect(after.rating).toBe(22.86);
  });

  it('answers 404 for another carrier’s rating and index value', async () => {
    const { month, onTime } = await ratedCarrier();
    const other = await kit.setUp();
    expectProblem(await kit.call('GET', `${other.carrierBase}/ratings/${month.id}`, other.carrier.auth), 404);
    expectProblem(
      await kit.call(
        'GET',
        `${other.carrierBase}/indexvalue/${onTime.id}/events_for_appeals`,
        other.carrier.auth,
      ),
      404,
    );
    expect(
      (await kit.call('GET', `${other.carrierBase}/rating_list/1`, other.carrier.auth)).json(),
    ).toMatchObject({
      items: [],
      customer: null,
    });
  });
});

describe('appeals', () => {
  it('accepts one open appeal per event (409 for a second), 422 over 2,000 characters, 404 for another carrier', async () => {
    const { carrierBase, carrier, events } = await ratedCarrier();
    const eventId = events[0]!.id;
    expectProblem(
      await kit.call('POST', appealUrl(carrierBase, eventId), carrier.auth, { comment: 'я'.repeat(2001) }),
      422,
    );
    const created = await kit.call('POST', appealUrl(carrierBase, eventId), carrier.auth, {
      comment: 'Пробка на трассе',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 0, comment: 'Пробка на трассе', decisionComment: null });
    expect(created.json().appealEvent.movementPoint).toMatchObject({
      interval: 2700,
      department: { name: expect.any(String), timezone: expect.any(String) },
    });
    const second = expectProblem(
      await kit.call('POST', appealUrl(carrierBase, eventId), carrier.auth, { comment: '' }),
      409,
    );
    expect(second.detail).toMatch(/уже подана/);
    const other = await kit.setUp();
    expectProblem(
      await kit.call('POST', appealUrl(other.carrierBase, eventId), other.carrier.auth, { comment: '' }),
      404,
    );
    const listed = await kit.call('GET', `${carrierBase}/appeals`, carrier.auth);
    expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ id: created.json().id }] });
  });

  it('lets the customer move New to processing, accept (the rating rises at once) and refuses what the state forbids', async () => {
    const { customer, carrierBase, carrier, month, events } = await ratedCarrier();
    const appeal = (await kit.call('POST', appealUrl(carrierBase, events[0]!.id), carrier.auth, {})).json();
    expect(appeal.comment).toBe('');
    const url = `${customer.base}/appeals/${appeal.id}`;
    expectProblem(await kit.call('PATCH', `${url}/toprocessing`, customer.plain.auth, {}), 403);
    expectProblem(await kit.call('PATCH', `${url}/accept`, carrier.auth, {}), 404);
    const stranger = await kit.setUp();
    expectProblem(
      await kit.call(
        'PATCH',
        `${stranger.customer.base}/appeals/${appeal.id}/accept`,
        stranger.customer.admin.auth,
        {},
      ),
      404,
    );
    const review = await kit.call('PATCH', `${url}/toprocessing`, customer.manager.auth, {});
    expect(review.json()).toMatchObject({ status: 1 });
    expectProblem(await kit.call('PATCH', `${url}/toprocessing`, customer.manager.auth, {}), 409);
    const accepted = await kit.call('PATCH', `${url}/accept`, customer.manager.auth, {
      decisionComment: 'Подтверждено ГИБДД',
    });
    expect(accepted.json()).toMatchObject({ status: 2, decisionComment: 'Подтверждено ГИБДД' });
    const decline = expectProblem(await kit.call('PATCH', `${url}/decline`, customer.manager.auth, {}), 409);
    expect(decline.detail).toContain('Принята');
    // Both routes now count as on time: 100 points × 3 ÷ 7 + 8.57.
    const after = await kit.call('GET', `${carrierBase}/ratings/${month.id}`, carrier.auth);
    expect(after.json()).toMatchObject({ id: month.id, rating: 51.43 });
    const history = await kit.call(
      'GET',
      `${customer.base}/rating_history?contractor=${carrier.company.id}`,
      customer.admin.auth,
    );
    expect(history.json().items).toContainEqual(
      expect.objectContaining({ before: 25.71, after: 51.43, reason: `пересчёт по апелляции №${appeal.id}` }),
    );
    const listed = await kit.call(
      'GET',
      `${carrierBase}/indexvalue/${row(after.json(), 'onTime').id}/events_for_appeals`,
      carrier.auth,
    );
    expect(listed.json().items[0]).toMatchObject({ excused: true, canAppeal: false, appeal: { status: 2 } });
    expectProblem(await kit.call('POST', appealUrl(carrierBase, events[0]!.id), carrier.auth, {}), 409);
  });

  it('allows a new appeal after a rejection', async () => {
    const { customer, carrierBase, carrier, events } = await ratedCarrier();
    const first = (
      await kit.call('POST', appealUrl(carrierBase, events[0]!.id), carrier.auth, { comment: 'a' })
    ).json();
    const declined = await kit.call(
      'PATCH',
      `${customer.base}/appeals/${first.id}/decline`,
      customer.admin.auth,
      {
        decisionComment: 'Нет оснований',
      },
    );
    expect(declined.json()).toMatchObject({ status: 3 });
    expectProblem(
      await kit.call('PATCH', `${customer.base}/appeals/${first.id}/accept`, customer.admin.auth, {}),
      409,
    );
    const again = await kit.call('POST', appealUrl(carrierBase, events[0]!.id), carrier.auth, {
      comment: 'b',
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('filters the customer’s list by status, index, carrier and dates; refuses a limit over 100 and malformed dates', async () => {
    const { customer, carrierBase, carrier, events, onTime } = await ratedCarrier();
    const appeal = (await kit.call('POST', appealUrl(carrierBase, events[0]!.id), carrier.auth, {})).json();
    const list = (query: string) => kit.call('GET', `${customer.base}/appeals?${query}`, customer.plain.auth);
    expect((await list('status=0')).json()).toMatchObject({ totalCount: 1, items: [{ id: appeal.id }] });
    expect((await list('status[]=1&status[]=2')).json().totalCount).toBe(0);
    expect((await list(`index[]=${onTime.index.id}`)).json().totalCount).toBe(1);
    expectProblem(await list('index[]=0'), 422);
    expect((await list(`contractors[]=${carrier.company.id}&id=${appeal.id}`)).json().totalCount).toBe(1);
    expect((await list('date_from=2000-01-01T00:00&date_to=2000-01-02T00:00')).json().totalCount).toBe(0);
    expectProblem(await list('limit=101'), 422);
    expectProblem(await list('date_from=2026-13-01T00:00'), 422);
    expectProblem(await list('date_from=01.05.2026'), 422);
    const one = await kit.call('GET', `${customer.base}/appeals/${appeal.id}`, customer.plain.auth);
    expect(one.json()).toMatchObject({ id: appeal.id, contractor: { id: carrier.company.id } });
  });

  it('keeps an appeal filed within the «to» minute (Moscow time), seconds included', async () => {
    const { customer, carrierBase, carrier, events } = await ratedCarrier();
    const appeal = (await kit.call('POST', appealUrl(carrierBase, events[0]!.id), carrier.auth, {})).json();
    await t.app.ctx.db
      .update(appeals)
      .set({ createdOn: new Date('2026-05-20T18:15:07+03:00') })
      .where(eq(appeals.id, appeal.id));
    const ids = async (query: string) => {
      const response = await kit.call('GET', `${customer.base}/appeals?${query}`, customer.plain.auth);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { id: number }[]).map((item) => item.id);
    };
    expect(await ids('date_to=2026-05-20T18:15')).toEqual([appeal.id]);
    expect(await ids('date_from=2026-05-20T18:15&date_to=2026-05-20T18:15')).toEqual([appeal.id]);
    expect(await ids('date_to=2026-05-20T18:14')).toEqual([]);
    expect(await ids('date_from=2026-05-20T18:16')).toEqual([]);
  });
});

describe("the customer's carrier card", () => {
  it("shows the carrier's latest monthly rating with this customer", async () => {
    const { customer, carrier, month } = await ratedCarrier();
    const card = await kit.call(
      'GET',
      `${customer.base}/contractors/${carrier.company.id}/card`,
      customer.plain.auth,
    );
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().contractor.rating).toEqual({ rating: month.rating });
  });
});

describe('customer settings and bonuses', () => {
  it('lets an admin widen the lateness grace and recomputes at once; others and bad values are refused', async () => {
    const { customer, carrierBase, carrier, month } = await ratedCarrier();
    const url = `${customer.base}/rating-settings`;
    expect((await kit.call('GET', url, customer.plain.auth)).json()).toEqual({ graceMinutes: 10 });
    expectProblem(await kit.call('PUT', url, customer.manager.auth, { graceMinutes: 60 }), 403);
    expectProblem(await kit.call('PUT', url, customer.admin.auth, { graceMinutes: 1441 }), 422);
    const saved = await kit.call('PUT', url, customer.admin.auth, { graceMinutes: 60 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ graceMinutes: 60 });
    // The 45-minute lateness is now inside the grace: both May routes are on time.
    const detail = (
      await kit.call('GET', `${carrierBase}/ratings/${month.id}`, carrier.auth)
    ).json() as Detail;
    expect(row(detail, 'onTime').calculation.countNoDelayed).toBe(2);
  });

  it('recomputes on a bonus; admins change weights and options; others are refused', async () => {
    const { customer, carrierBase, carrier, month, detail } = await ratedCarrier();
    const routesRow = row(detail, 'routes');
    const bonusUrl = `${customer.base}/indexvalues/${routesRow.id}`;
    expectProblem(await kit.call('PUT', bonusUrl, customer.plain.auth, { bonus: 5 }), 403);
    expectProblem(await kit.call('PUT', bonusUrl, customer.manager.auth, { bonus: 5000 }), 422);
    const other = await kit.setUp();
    expectProblem(
      await kit.call('PUT', `${other.customer.base}/indexvalues/${routesRow.id}`, other.customer.admin.auth, {
        bonus: 5,
      }),
      404,
    );
    const bonus = await kit.call('PUT', bonusUrl, customer.manager.auth, {
      bonus: 35,
      bonusComment: 'Срочные рейсы',
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    // (30 + 35) × 2 ÷ 7 = 18.57; 17.14 + 18.57.
    expect(bonus.json()).toMatchObject({ id: month.id, rating: 35.71 });
    expect(row(bonus.json(), 'routes')).toMatchObject({
      bonus: 35,
      bonusComment: 'Срочные рейсы',
      result: 18.57,
    });

    const indexes = (await kit.call('GET', `${customer.base}/ratingindexes`, customer.plain.auth)).json()
      .items;
    expect(indexes.map((index: { code: string }) => index.code)).toEqual([
      'onTime',
      'auctions',
      'routes',
      'tenders',
      'incidents',
      'declinedWins',
    ]);
    const tenders = indexes.find((index: { code: string }) => index.code === 'tenders');
    const indexUrl = `${customer.base}/ratingindexes/${tenders.id}`;
    expectProblem(
      await kit.call('PUT', indexUrl, customer.manager.auth, { name: 'Т', formula: '', koeff: 0 }),
      403,
    );
    const put = await kit.call('PUT', indexUrl, customer.admin.auth, {
      name: 'Тендеры',
      formula: 'нет',
      koeff: 0,
    });
    expect(put.json()).toMatchObject({ koeff: 0, name: 'Тендеры' });
    // Σ positive koeffs is now 6: 40 × 3 ÷ 6 + 65 × 2 ÷ 6 = 20 + 21.67.
    expect((await kit.call('GET', `${carrierBase}/ratings/${month.id}`, carrier.auth)).json().rating).toBe(
      41.67,
    );
    expectProblem(
      await kit.call('PUT', `${indexUrl}/options`, customer.admin.auth, {
        options: [{ min: 5, max: 1, value: 10 }],
      }),
      422,
    );
    const options = await kit.call('PUT', `${indexUrl}/options`, customer.admin.auth, {
      options: [{ min: 0, max: 10, value: 20 }],
    });
    expect(options.json().indexOptions).toMatchObject([{ min: 0, max: 10, value: 20 }]);
    expectProblem(
      await kit.call('GET', `${other.customer.base}/ratingindexes/${tenders.id}`, other.customer.admin.auth),
      404,
    );
    const top = await kit.call('GET', `${customer.base}/rating-top`, customer.plain.auth);
    expect(top.json().items).toEqual([
      expect.objectContaining({
        contractor: expect.objectContaining({ id: carrier.company.id }),
        rating: 41.67,
      }),
    ]);
  });

  it('stores the bonus comment trimmed, and a blank one as none', async () => {
    const { customer, detail } = await ratedCarrier();
    const bonusUrl = `${customer.base}/indexvalues/${row(detail, 'routes').id}`;
    const trimmed = await kit.call('PUT', bonusUrl, customer.admin.auth, {
      bonus: 10.5,
      bonusComment: '  За активность  ',
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(row(trimmed.json(), 'routes')).toMatchObject({ bonus: 10.5, bonusComment: 'За активность' });
    const blank = await kit.call('PUT', bonusUrl, customer.admin.auth, { bonus: 10.5, bonusComment: '   ' });
    expect(row(blank.json(), 'routes')).toMatchObject({ bonusComment: null });
  });

  it('takes incidents off with a negative weight and excuses one whose appeal is accepted', async () => {
    const { customer, carrierBase, carrier, month } = await ratedCarrier();
    const route = await kit.closedRoute(
      { customer, carrier, carrierBase },
      '2026-05-18T10:00:00+03:00',
      [0, 0, 0],
    );
    const event = await kit.call('POST', `${customer.routesUrl}/${route.id}/events`, customer.manager.auth, {
      type: 0,
      eventDate: '2026-05-18T20:00:00+03:00',
      comment: 'ДТП на М-7',
    });
    expect(event.statusCode, event.body).toBe(201);
    await kit.settle();
    const detail = (
      await kit.call('GET', `${carrierBase}/ratings/${month.id}`, carrier.auth)
    ).json() as Detail;
    const incidents = row(detail, 'incidents');
    expect(incidents).toMatchObject({ rating: 50, result: -14.29, calculation: { countRoutes: 1 } });
    const items = (
      await kit.call('GET', `${carrierBase}/indexvalue/${incidents.id}/events_for_appeals`, carrier.auth)
    ).json().items;
    const appeal = (
      await kit.call('POST', appealUrl(carrierBase, items[0].id), carrier.auth, {
        comment: 'Виноват другой водитель',
      })
    ).json();
    expect(appeal.appealEvent.event).toMatchObject({ type: 0, route: { id: route.id } });
    await kit.call('PATCH', `${customer.base}/appeals/${appeal.id}/accept`, customer.admin.auth, {});
    const after = (
      await kit.call('GET', `${carrierBase}/ratings/${month.id}`, carrier.auth)
    ).json() as Detail;
    expect(row(after, 'incidents')).toMatchObject({ rating: 0, result: 0 });
  });
});

describe("the customer's rating card of a carrier", () => {
  it('reads the carrier’s ratings, detail and events with this customer; 404 for a carrier it does not work with', async () => {
    const { customer, carrier, month, detail, onTime, events } = await ratedCarrier();
    const base = `${customer.base}/contractors/${carrier.company.id}`;
    const list = await kit.call('GET', `${base}/rating_list/1`, customer.plain.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      items: [{ id: month.id, rating: 25.71 }],
      totalCount: 1,
      customer: { id: customer.customerId },
    });
    const one = await kit.call('GET', `${base}/ratings/${month.id}`, customer.plain.auth);
    expect(one.json()).toEqual(detail);
    const shown = await kit.call('GET', `${base}/indexvalue/${onTime.id}/events`, customer.plain.auth);
    expect(shown.json().items.map((event: { id: number }) => event.id)).toEqual(
      events.map((event) => event.id),
    );

    const unrelated = await kit.carrier();
    const unrelatedBase = `${customer.base}/contractors/${unrelated.company.id}`;
    expectProblem(await kit.call('GET', `${unrelatedBase}/rating_list/1`, customer.plain.auth), 404);
    expectProblem(await kit.call('GET', `${unrelatedBase}/ratings/${month.id}`, customer.plain.auth), 404);
    expectProblem(
      await kit.call('GET', `${unrelatedBase}/indexvalue/${onTime.id}/events`, customer.plain.auth),
      404,
    );
    // Another customer with its own rated carrier cannot reach this pair's rating or index value through it.
    const other = await ratedCarrier();
    const otherBase = `${other.customer.base}/contractors/${other.carrier.company.id}`;
    expectProblem(await kit.call('GET', `${otherBase}/ratings/${month.id}`, other.customer.admin.auth), 404);
    expectProblem(
      await kit.call('GET', `${otherBase}/indexvalue/${onTime.id}/events`, other.customer.admin.auth),
      404,
    );
    expectProblem(
      await kit.call(
        'GET',
        `${other.customer.base}/contractors/${carrier.company.id}/rating_list/1`,
        other.customer.admin.auth,
      ),
      404,
    );
    expectProblem(await kit.call('GET', `${base}/rating_list/1`, carrier.auth), 404);
    expectProblem(await kit.call('GET', `${base}/rating_list/9`, customer.plain.auth), 404);
    expectProblem(
      await kit.call('GET', `${base}/rating_list/1?dateFrom=2026-13-01`, customer.plain.auth),
      422,
    );
  });

  it('shows a bonus at once in the card and its history', async () => {
    const { customer, carrier, month, detail } = await ratedCarrier();
    const base = `${customer.base}/contractors/${carrier.company.id}`;
    const bonus = await kit.call(
      'PUT',
      `${customer.base}/indexvalues/${row(detail, 'routes').id}`,
      customer.admin.auth,
      {
        bonus: 35,
        bonusComment: 'Срочные рейсы',
      },
    );
    expect(bonus.statusCode, bonus.body).toBe(200);
    expect((await kit.call('GET', `${base}/ratings/${month.id}`, customer.plain.auth)).json()).toMatchObject({
      rating: 35.71,
    });
    const history = await kit.call(
      'GET',
      `${customer.base}/rating_history?contractor=${carrier.company.id}`,
      customer.plain.auth,
    );
    expect(history.json().items[0]).toMatchObject({
      ratingId: month.id,
      before: 25.71,
      after: 35.71,
      reason: 'пересчёт: изменён бонус',
    });
  });
});

describe('the settings preview', () => {
  it('gives each carrier’s latest rating as stored and under edited weights and scales, saving nothing', async () => {
    const { customer, carrier, month, detail } = await ratedCarrier();
    const url = `${customer.base}/rating-preview`;
    const routes = row(detail, 'routes').index;
    const onTime = row(detail, 'onTime').index;
    const same = await kit.call('POST', url, customer.admin.auth, { indexes: [] });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().items).toEqual([
      {
        contractor: { id: carrier.company.id, name: expect.any(String) },
        ratingId: month.id,
        dateFrom: '2026-05-01',
        dateTo: '2026-05-31',
        rating: 25.71,
        preview: 25.71,
      },
    ]);
    // Routes weighing 4: Σ positive 9; 40 × 3 ÷ 9 + 30 × 4 ÷ 9 = 13.33 + 13.33.
    const heavier = await kit.call('POST', url, customer.admin.auth, {
      indexes: [{ id: routes.id, koeff: 4, options: [{ min: 1, max: 1_000_000, value: 30 }] }],
    });
    expect(heavier.json().items[0]).toMatchObject({ rating: 25.71, preview: 26.66 });
    // Every on-time share worth 100 points: 100 × 3 ÷ 7 + 8.57.
    const generous = await kit.call('POST', url, customer.admin.auth, {
      period: 1,
      indexes: [{ id: onTime.id, koeff: 3, options: [{ min: 0, max: 100, value: 100 }] }],
    });
    expect(generous.json().items[0]).toMatchObject({ preview: 51.43 });
    expect(
      (await kit.call('GET', `${customer.base}/ratingindexes/${onTime.id}`, customer.plain.auth)).json(),
    ).toMatchObject({ koeff: 3, indexOptions: onTime.indexOptions });
    expect(
      (await kit.call('GET', `${customer.base}/rating-top`, customer.plain.auth)).json().items[0],
    ).toMatchObject({
      rating: 25.71,
    });

    expectProblem(await kit.call('POST', url, customer.manager.auth, { indexes: [] }), 403);
    expectProblem(await kit.call('POST', url, carrier.auth, { indexes: [] }), 404);
    const other = await kit.setUp();
    expectProblem(
      await kit.call('POST', `${other.customer.base}/rating-preview`, other.customer.admin.auth, {
        indexes: [{ id: onTime.id, koeff: 1, options: [] }],
      }),
      422,
    );
    expectProblem(
      await kit.call('POST', url, customer.admin.auth, {
        indexes: [{ id: onTime.id, koeff: 101, options: [] }],
      }),
      422,
    );
    expectProblem(await kit.call('POST', url, customer.admin.auth, { period: 7, indexes: [] }), 422);
    expectProblem(await kit.call('POST', url, customer.admin.auth, {}), 422);
  });
});
