import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners, contractors } from '../../db/schema/index';
import { stopTenderScheduler } from './tender-scheduler';
import { T0, tendersKit } from './tenders.fixtures';

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await stopTenderScheduler(t.app.ctx);
});
afterAll(() => t.close());

const setUp = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
  const tender = await kit.activeTender(customer, [a, b], {}, [
    kit.lot(customer),
    kit.lot(customer, { startSum: 50_000 }),
  ]);
  return { customer, a, b, tender, lot: tender.lotIds[0]!, other: tender.lotIds[1]! };
};

describe('tender bids', () => {
  it('keeps one bid per carrier and lot: posting again replaces it, DELETE withdraws it', async () => {
    const { customer, a, tender, lot } = await setUp();
    const first = await kit.bid(a, tender.id, lot, 95_000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ summ: 95_000, createdOn: T0.toISOString() });
    kit.clock.set(new Date(T0.getTime() + kit.MINUTE));
    const second = await kit.bid(a, tender.id, lot, 94_500.5);
    expect(second.json()).toMatchObject({ id: first.json().id, summ: 94_500.5 });
    const seen = (await kit.call('GET', tender.url, customer.manager.auth)).json();
    expect(seen.routeTemplates[0].bids).toHaveLength(1);
    expect(seen.routeTemplates[0].bids[0]).toMatchObject({
      summ: 94_500.5,
      total: 567_003,
      contractor: { id: a.id },
    });
    const withdrawn = await kit.call(
      'DELETE',
      `${kit.lotUrl(a, tender.id, lot)}/bids/${first.json().id}`,
      a.auth,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = (await kit.call('GET', tender.url, customer.manager.auth)).json();
    expect(after.routeTemplates[0].bids).toEqual([]);
    expectProblem(
      await kit.call('DELETE', `${kit.lotUrl(a, tender.id, lot)}/bids/${first.json().id}`, a.auth),
      404,
    );
  });

  it('refuses bad prices with 422', async () => {
    const { a, tender, lot } = await setUp();
    for (const summ of ['много', 0, -5, 10.001, null, 1e12])
      expectProblem(await kit.bid(a, tender.id, lot, summ), 422);
  });

  it('answers 404 for a lot of another tender and for another carrier\u2019s path, and to a carrier not invited', async () => {
    const { customer, a, b, tender, lot } = await setUp();
    const second = await kit.activeTender(customer, [a]);
    expectProblem(await kit.bid(a, tender.id, second.lotIds[0]!, 90_000), 404);
    expectProblem(await kit.bid(a, tender.id, lot, 90_000, b.auth), 404);
    expectProblem(await kit.bid(b, second.id, second.lotIds[0]!, 90_000), 404);
    expectProblem(await kit.bid(a, 2_000_000_000, lot, 90_000), 404);
  });

  it('answers 403 to a carrier blocked by the customer or no longer verified', async () => {
    const { customer, a, b, tender, lot } = await setUp();
    await t.app.ctx.db
      .update(contractorPartners)
      .set({ status: 3 })
      .where(eq(contractorPartners.contractorId, a.id));
    expect(expectProblem(await kit.bid(a, tender.id, lot, 90_000), 403).detail).toBe(
      'Перевозчик заблокирован заказчиком',
    );
    await t.app.ctx.db.update(contractors).set({ active: false }).where(eq(contractors.id, b.id));
    expect(expectProblem(await kit.bid(b, tender.id, lot, 90_000), 403).detail).toBe(
      'Перевозчик не прошёл проверку',
    );
    expect(customer.customerId).toBeGreaterThan(0);
  });

  it('answers 409 when the tender is not taking bids, and after its end even before the scheduler runs', async () => {
    const { customer, a, tender, lot } = await setUp();
    kit.clock.set(new Date(T0.getTime() + 49 * kit.HOUR));
    expect(expectProblem(await kit.bid(a, tender.id, lot, 90_000), 409).detail).toBe(
      'Приём ставок по тендеру не идёт',
    );
    kit.clock.set(T0);
    await kit.action(customer, tender.id, 'end');
    expectProblem(await kit.bid(a, tender.id, lot, 90_000), 409);
    expectProblem(
      await kit.call('POST', `${kit.lotUrl(a, tender.id, lot)}/offers`, a.auth, { summ: 1, volume: 1 }),
      409,
    );
  });

  it('keeps offers {summ, volume}: volume within the lot\u2019s trips, PATCH the price, DELETE', async () => {
    const { customer, a, b, tender, lot } = await setUp();
    const url = `${kit.lotUrl(a, tender.id, lot)}/offers`;
    for (const body of [
      { summ: 90_000, volume: 0 },
      { summ: 90_000, volume: 1.5 },
      { summ: 90_000, volume: 7 },
      { summ: -1, volume: 2 },
      { summ: 90_000 },
    ])
      expectProblem(await kit.call('POST', url, a.auth, body), 422);
    const created = await kit.call('POST', url, a.auth, { summ: 90_000, volume: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const patched = await kit.call('PATCH', `${url}/${id}`, a.auth, { summ: 88_000 });
    expect(patched.json()).toMatchObject({ id, summ: 88_000, volume: 3 });
    expectProblem(await kit.call('PATCH', `${url}/${id}`, a.auth, { summ: 'дёшево' }), 422);
    // Another carrier cannot touch it, even on its own path.
    expectProblem(
      await kit.call('PATCH', `${kit.lotUrl(b, tender.id, lot)}/offers/${id}`, b.auth, { summ: 1 }),
      404,
    );
    const seen = (await kit.call('GET', tender.url, customer.manager.auth)).json();
    expect(seen.routeTemplates[0].offers).toMatchObject([{ id, summ: 88_000, volume: 3, total: 264_000 }]);
    expect((await kit.call('DELETE', `${url}/${id}`, a.auth)).statusCode).toBe(200);
    expectProblem(await kit.call('DELETE', `${url}/${id}`, a.auth), 404);
  });

  it('is sealed: no call of a carrier shows another carrier\u2019s price or name', async () => {
    const { a, b, tender, lot } = await setUp();
    const [nameB] = await t.app.ctx.db
      .select({ name: contractors.name })
      .from(contractors)
      .where(eq(contractors.id, b.id));
    await kit.bid(b, tender.id, lot, 77_777.77);
    await kit.call('POST', `${kit.lotUrl(b, tender.id, lot)}/offers`, b.auth, { summ: 66_666.66, volume: 2 });
    await kit.bid(a, tender.id, lot, 99_000);
    const answers = [
      await kit.call('GET', `/api/contractors/${a.id}/tenders/${tender.id}`, a.auth),
      await kit.call('GET', `/api/contractors/${a.id}/tenders`, a.auth),
      await kit.call('GET', `/api/contractors/${a.id}/tenders?tab=active`, a.auth),
      await kit.bid(a, tender.id, lot, 98_000),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.body).not.toContain('77777.77');
      expect(answer.body).not.toContain('66666.66');
      expect(answer.body).not.toContain(nameB!.name);
    }
    const view = answers[0]!.json();
    expect(view.routeTemplates[0]).toMatchObject({ myBid: { summ: 99_000 }, myOffers: [], isWinner: null });
  });

  it('shows the carrier its tenders by tab and hides drafts and tenders it is not invited to', async () => {
    const { customer, a, b, tender } = await setUp();
    const draft = (
      await kit.call('POST', customer.tendersUrl, customer.manager.auth, kit.tenderBody(customer, [a]))
    ).json();
    const onlyB = await kit.activeTender(customer, [b]);
    const list = (await kit.call('GET', `/api/contractors/${a.id}/tenders?tab=active`, a.auth)).json();
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([tender.id]);
    expect(
      (await kit.call('GET', `/api/contractors/${a.id}/tenders?tab=planned`, a.auth)).json().totalCount,
    ).toBe(0);
    expectProblem(await kit.call('GET', `/api/contractors/${a.id}/tenders/${draft.id}`, a.auth), 404);
    expectProblem(await kit.call('GET', `/api/contractors/${a.id}/tenders/${onlyB.id}`, a.auth), 404);
    expectProblem(await kit.call('GET', `/api/contractors/${a.id}/tenders?tab=всё`, a.auth), 422);
  });
});
