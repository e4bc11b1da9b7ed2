import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ratingKit } from '../rating/rating.fixtures';

// Issue 23: an accepted appeal excuses the lateness it is about, so the proforma charges no penalty for it. The
// flights are closed through their movement points and the appeal goes through the rating's own calls.
let t: TestApp;
let kit: ReturnType<typeof ratingKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = ratingKit(t);
});
afterAll(() => t.close());

describe('a penalty and an accepted appeal', () => {
  it('charges the late flight whose appeal was not accepted and not the excused one', async () => {
    const pair = await kit.setUp();
    // 2 h 10 min late at Kazan, each.
    const first = await kit.closedRoute(pair, '2026-05-04T10:00:00+03:00', [0, 130, 0]);
    const second = await kit.closedRoute(pair, '2026-05-11T10:00:00+03:00', [0, 130, 0]);
    const customerBase = `/api/customers/${pair.customer.customerId}`;
    await kit.call('PUT', `${customerBase}/proforma-settings`, pair.customer.admin.auth, {
      paymentTermDays: 30,
      penalty: { enabled: true, perHour: 1000, graceMinutes: 10, capPercent: 10 },
      requiredDocuments: 'upd',
    });
    const month = (await kit.call('GET', `${pair.carrierBase}/rating_list/1`, pair.carrier.auth)).json()
      .items[0];
    const detail = (
      await kit.call('GET', `${pair.carrierBase}/ratings/${month.id}`, pair.carrier.auth)
    ).json();
    const onTime = detail.ratingIndexValues.find(
      (value: { index: { code: string } }) => value.index.code === 'onTime',
    );
    const events = (
      await kit.call(
        'GET',
        `${pair.carrierBase}/indexvalue/${onTime.id}/events_for_appeals`,
        pair.carrier.auth,
      )
    ).json().items as { id: number }[];
    expect(events).toHaveLength(2);
    const appeal = await kit.call(
      'POST',
      `${pair.carrierBase}/events_for_appeals/${events[0]!.id}/appeals`,
      pair.carrier.auth,
      { comment: 'Задержка на складе заказчика' },
    );
    expect(appeal.statusCode, appeal.body).toBe(201);
    const accepted = await kit.call(
      'PATCH',
      `${customerBase}/appeals/${appeal.json().id}/accept`,
      pair.customer.admin.auth,
      { decisionComment: 'Подтверждено' },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const excused = accepted.json().appealEvent.movementPoint.route.id as number;
    const charged = excused === first.id ? second.id : first.id;

    const built = await kit.call('POST', `${pair.carrierBase}/proforms`, pair.carrier.auth, {
      customer: pair.customer.customerId,
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
    });
    expect(built.statusCode, built.body).toBe(201);
    const penalties = (built.json().lines as { kind: string; route: { id: number }; summ: number }[]).filter(
      (line) => line.kind === 'penalty',
    );
    expect(penalties.map((line) => [line.route.id, line.summ])).toEqual([[charged, -2000]]);
  });
});
