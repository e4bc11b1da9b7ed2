import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock } from '../../core/clock';
import { proformaKit } from '../proformas/proformas.fixtures';

let t: TestApp;
let kit: ReturnType<typeof proformaKit>;
beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.clock = createManualClock(new Date('2026-03-10T09:00:00Z'));
  kit = proformaKit(t);
});
afterAll(() => t.close());

describe('award cost: the penalties recovered', () => {
  it('are unknown until a proforma is accepted, then sum the accepted penalties by the flight day and route way', async () => {
    const pair = await kit.setUp();
    await kit.chargeLateness(pair);
    // Each flight is 2 h 10 min late: two started hours beyond the 10 minutes' grace at 1 000 ₽, 2 000 ₽.
    const january = await kit.closedFlight(pair, '2026-01-10', 12_200_000);
    await kit.lateBy(january.movementPoints[1]!.id, (2 * 60 + 10) * 60);
    const february = await kit.closedFlight(pair, '2026-02-11', 12_200_000);
    await kit.lateBy(february.movementPoints[1]!.id, (2 * 60 + 10) * 60);
    const awardCost = async () => {
      const response = await kit.call(
        'GET',
        `/api/statistics/${pair.customer.customerId}/award-cost?dateFrom=2026-01-01&dateTo=2026-02-28`,
        pair.customer.plain.auth,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const sentJanuary = await kit.sent(pair, '2026-01-01', '2026-01-31');
    const sentFebruary = await kit.sent(pair, '2026-02-01', '2026-02-28');
    expect((await awardCost()).totals.penaltiesRecovered).toBeNull();

    const accept = await kit.call(
      'PATCH',
      `${pair.customerUrl}/${sentJanuary.id}/accept`,
      pair.customer.manager.auth,
    );
    expect(accept.statusCode, accept.body).toBe(200);
    const answer = await awardCost();
    // Only the accepted January proforma's penalty counts; February's proforma is still only sent.
    expect(answer.totals).toMatchObject({ penaltiesRecovered: 2000, netSaving: 2000 });
    expect(answer.series.map((period: { penaltiesRecovered: number }) => period.penaltiesRecovered)).toEqual([
      2000, 0,
    ]);
    expect(answer.rows).toEqual([
      expect.objectContaining({
        key: { id: pair.customer.routeWayId, name: expect.any(String) },
        penaltiesRecovered: 2000,
      }),
    ]);

    const returned = await kit.call(
      'PATCH',
      `${pair.customerUrl}/${sentFebruary.id}/return`,
      pair.customer.manager.auth,
      { comment: 'Нет подписи' },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await awardCost()).totals.penaltiesRecovered).toBe(2000);
  });
});
