import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/file-fixtures';
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

type Line = { id: number; kind: string; route: { id: number }; summ: number; evidence: { appeal: unknown } };
type Pair = Awaited<ReturnType<typeof kit.setUp>>;

/** Two flights of May 2026, each 2 h 10 min late at Kazan, and the customer's penalty rule on. */
const lateFlights = async () => {
  const pair = await kit.setUp();
  const first = await kit.closedRoute(pair, '2026-05-04T10:00:00+03:00', [0, 130, 0]);
  const second = await kit.closedRoute(pair, '2026-05-11T10:00:00+03:00', [0, 130, 0]);
  const customerBase = `/api/customers/${pair.customer.customerId}`;
  await kit.call('PUT', `${customerBase}/proforma-settings`, pair.customer.admin.auth, {
    paymentTermDays: 30,
    penalty: { enabled: true, perHour: 1000, graceMinutes: 10, capPercent: 10 },
    requiredDocuments: 'upd',
  });
  return { pair, first, second, customerBase };
};

/**
 * The carrier appeals a late event of May (the first listed, the earliest or the latest one) and the
 * customer accepts: answers the appeal and its flight.
 */
const acceptAppeal = async (
  pair: Pair,
  customerBase: string,
  pick: 'first' | 'earliest' | 'latest' = 'first',
) => {
  const month = (await kit.call('GET', `${pair.carrierBase}/rating_list/1`, pair.carrier.auth)).json()
    .items[0];
  const detail = (await kit.call('GET', `${pair.carrierBase}/ratings/${month.id}`, pair.carrier.auth)).json();
  const onTime = detail.ratingIndexValues.find(
    (value: { index: { code: string } }) => value.index.code === 'onTime',
  );
  const events = (
    await kit.call('GET', `${pair.carrierBase}/indexvalue/${onTime.id}/events_for_appeals`, pair.carrier.auth)
  ).json().items as { id: number; eventDate: string }[];
  expect(events).toHaveLength(2);
  const byDate = [...events].sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  const event = pick === 'first' ? events[0]! : pick === 'earliest' ? byDate[0]! : byDate[1]!;
  const appeal = await kit.call(
    'POST',
    `${pair.carrierBase}/events_for_appeals/${event.id}/appeals`,
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
  return {
    id: appeal.json().id as number,
    routeId: accepted.json().appealEvent.movementPoint.route.id as number,
  };
};

const penaltiesOf = (lines: Line[]) =>
  lines
    .filter((line) => line.kind === 'penalty')
    .map((line) => [line.route.id, line.summ, line.evidence.appeal]);

describe('a penalty and an accepted appeal', () => {
  it('charges the late flight whose appeal was not accepted and not the excused one', async () => {
    const { pair, first, second, customerBase } = await lateFlights();
    const excused = (await acceptAppeal(pair, customerBase)).routeId;
    const charged = excused === first.id ? second.id : first.id;

    const built = await kit.call('POST', `${pair.carrierBase}/proforms`, pair.carrier.auth, {
      customer: pair.customer.customerId,
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
    });
    expect(built.statusCode, built.body).toBe(201);
    expect(penaltiesOf(built.json().lines)).toEqual([[charged, -2000, null]]);
  });

  it('takes the penalty off a draft when the appeal is accepted later, naming the appeal; a sent one keeps it', async () => {
    const { pair, first, second, customerBase } = await lateFlights();
    const build = async (dateFrom: string, dateTo: string) => {
      const built = await kit.call('POST', `${pair.carrierBase}/proforms`, pair.carrier.auth, {
        customer: pair.customer.customerId,
        dateFrom,
        dateTo,
      });
      expect(built.statusCode, built.body).toBe(201);
      return built.json() as { id: number; lines: Line[]; totals: { summ: number } };
    };
    // Each flight on a proforma of its own: the first sent, the second a draft.
    const sentOne = await build('2026-05-01', '2026-05-07');
    const draft = await build('2026-05-08', '2026-05-31');
    const url = (id: number) => `${pair.carrierBase}/proforms/${id}`;
    expect(penaltiesOf(sentOne.lines)).toEqual([[first.id, -2000, null]]);
    expect(penaltiesOf(draft.lines)).toEqual([[second.id, -2000, null]]);
    const upd = (await uploadFile(t.app, pair.carrier.auth, 'upd.png')).guid;
    await kit.call('PUT', `${url(sentOne.id)}/documents`, pair.carrier.auth, { upd });
    expect((await kit.call('PATCH', `${url(sentOne.id)}/send`, pair.carrier.auth)).statusCode).toBe(200);
    const read = async (id: number) =>
      (await kit.call('GET', url(id), pair.carrier.auth)).json() as {
        lines: Line[];
        totals: { summ: number };
      };

    // The second flight's lateness is excused: its draft's penalty is off, shown with the appeal's number.
    const appeal = await acceptAppeal(pair, customerBase, 'latest');
    expect(appeal.routeId).toBe(second.id);
    const afterDraft = await read(draft.id);
    expect(penaltiesOf(afterDraft.lines)).toEqual([[second.id, 0, { id: appeal.id }]]);
    expect(afterDraft.totals.summ).toBe(draft.totals.summ + 2000);
    // The first flight's proforma, already with the customer, keeps its lines.
    expect(penaltiesOf((await read(sentOne.id)).lines)).toEqual([[first.id, -2000, null]]);

    // The first flight's lateness is excused while its proforma lies with the customer: the proforma stays as sent,
    // and when the customer returns it the penalty comes off, so the carrier resends it without.
    const meanwhile = await acceptAppeal(pair, customerBase, 'earliest');
    expect(meanwhile.routeId).toBe(first.id);
    expect(penaltiesOf((await read(sentOne.id)).lines)).toEqual([[first.id, -2000, null]]);
    const returned = await kit.call(
      'PATCH',
      `${customerBase}/proforms/${sentOne.id}/return`,
      pair.customer.admin.auth,
      { comment: 'Штраф по апелляции снят, перевыставьте' },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    const afterReturn = await read(sentOne.id);
    expect(penaltiesOf(afterReturn.lines)).toEqual([[first.id, 0, { id: meanwhile.id }]]);
    expect(afterReturn.totals.summ).toBe(sentOne.totals.summ + 2000);
  });
});
