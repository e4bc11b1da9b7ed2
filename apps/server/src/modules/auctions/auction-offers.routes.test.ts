import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners, notifications, routes, transportationSettings } from '../../db/schema/index';
import { runDueAuctionWork, stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const offersUrl = (auctionId: number) => `/api/auctions/${auctionId}/offers`;
const typesOf = async (userId: number) =>
  (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (row) => row.type,
  );

const setUp = async (overrides: Record<string, unknown> = {}) => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  await t.app.ctx.db
    .insert(transportationSettings)
    .values({ customerId: customer.customerId, timeToCancel: 10 });
  const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
  const auction = await kit.activeAuction(customer, [a, b], { step: 100, ...overrides }, [100_000, 50_000]);
  const accept = (offerId: number, auth = customer.manager.auth, auctionId = auction.id) =>
    kit.call('PATCH', `${customer.auctionsUrl}/${auctionId}/offers/${offerId}/accept`, auth);
  return { customer, a, b, auction, accept };
};

describe('carrier offers', () => {
  it('makes, edits and shows an offer; accepting it wins at its price and the flights follow it', async () => {
    const { customer, a, b, auction, accept } = await setUp();
    expect((await kit.bid(auction.id, b.auth, 140_000)).statusCode).toBe(201);
    const made = await kit.call('POST', offersUrl(auction.id), a.auth, {
      summ: 145_000,
      comment: ' Быстро ',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ auctionId: auction.id, summ: 145_000, comment: 'Быстро', status: 0 });
    const offerId = made.json().id as number;
    const edited = await kit.call('PUT', `${offersUrl(auction.id)}/${offerId}`, a.auth, { summ: 130_000.5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: offerId, summ: 130_000.5, comment: null, status: 0 });
    expect(await typesOf(customer.manager.user.id)).toContain('auction-offer-made');

    const seen = (await kit.call('GET', auction.url, customer.plain.auth)).json();
    expect(seen.offers).toEqual([
      expect.objectContaining({
        id: offerId,
        summ: 130_000.5,
        contractor: { id: a.id, name: expect.any(String) },
      }),
    ]);
    expect((await kit.call('GET', `${a.base}/${auction.id}`, a.auth)).json().myOffer).toMatchObject({
      id: offerId,
      status: 0,
    });
    expect((await kit.call('GET', `${b.base}/${auction.id}`, b.auth)).json().myOffer).toBeNull();

    const accepted = await accept(offerId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 4,
      winner: { contractor: { id: a.id }, summ: 130_000.5, bid: null, offer: offerId },
      winnerDeadline: new Date(T0.getTime() + 10 * kit.MINUTE).toISOString(),
    });
    expect((await kit.call('GET', `${a.base}/${auction.id}`, a.auth)).json()).toMatchObject({
      isWinner: true,
      myOffer: { status: 1 },
    });
    expect((await kit.call('GET', `${a.base}?tab=won`, a.auth)).json().totalCount).toBe(1);
    expect(await typesOf(a.user.id)).toContain('auction-won');
    // Bidding stopped; an accepted offer is no longer edited or accepted again.
    expectProblem(await kit.bid(auction.id, b.auth, 120_000), 409);
    expectProblem(await kit.call('PUT', `${offersUrl(auction.id)}/${offerId}`, a.auth, { summ: 1 }), 409);
    expectProblem(await accept(offerId), 409);

    kit.clock.set(new Date(T0.getTime() + 10 * kit.MINUTE));
    expect(await runDueAuctionWork(t.app.ctx)).toBe(1);
    const assigned = await t.app.ctx.db.select().from(routes).where(inArray(routes.id, auction.routeIds));
    expect(assigned.map((route) => route.contractorId)).toEqual([a.id, a.id]);
    // 130 000,50 ₽ over initial sums 100 000 and 50 000, exact to the kopeck.
    expect(assigned.reduce((sum, route) => sum + (route.freightSumKopecks ?? 0), 0)).toBe(13_000_050);
    expect(await typesOf(a.user.id)).toContain('auction-routes-assigned');
  });

  it('passes a declined offer win to the best bid and tells the customer', async () => {
    const { customer, a, b, auction, accept } = await setUp();
    expect((await kit.bid(auction.id, b.auth, 140_000)).statusCode).toBe(201);
    const offer = (await kit.call('POST', offersUrl(auction.id), a.auth, { summ: 100_000 })).json();
    expect((await accept(offer.id)).statusCode).toBe(200);
    const declined = await kit.call('PATCH', `${a.base}/${auction.id}/decline_win`, a.auth);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ isWinner: false, myOffer: { status: 2 } });
    const after = (await kit.call('GET', auction.url, customer.manager.auth)).json();
    expect(after.winner).toMatchObject({ contractor: { id: b.id }, summ: 140_000, offer: null });
    expect(await typesOf(customer.manager.user.id)).toContain('auction-win-declined');
    expect(await typesOf(b.user.id)).toContain('auction-won');
  });

  it('accepts an offer after an auction ended with no winner', async () => {
    const { customer, a, auction, accept } = await setUp();
    kit.clock.set(new Date(T0.getTime() + 60 * kit.MINUTE));
    await runDueAuctionWork(t.app.ctx);
    expect((await kit.call('GET', auction.url, customer.manager.auth)).json().status).toBe(3);
    const offer = await kit.call('POST', offersUrl(auction.id), a.auth, { summ: 160_000 });
    expect(offer.statusCode, offer.body).toBe(201);
    expect((await accept(offer.json().id)).json()).toMatchObject({ status: 4, winner: { summ: 160_000 } });
  });

  it('refuses bad input with a Russian 422', async () => {
    const { a, auction } = await setUp();
    for (const body of [
      { summ: -1 },
      { summ: 0 },
      { summ: 10.001 },
      { summ: 'сто' },
      {},
      { summ: 100, comment: 'я'.repeat(2001) },
      { summ: 100, comment: 'a\u0000b' },
    ])
      expectProblem(await kit.call('POST', offersUrl(auction.id), a.auth, body), 422);
    const offer = (await kit.call('POST', offersUrl(auction.id), a.auth, { summ: 100 })).json();
    expectProblem(
      await kit.call('PUT', `${offersUrl(auction.id)}/${offer.id}`, a.auth, { summ: 1.111 }),
      422,
    );
  });

  it('refuses the wrong side, role, carrier and company (403/404)', async () => {
    const { customer, a, b, auction, accept } = await setUp();
    const stranger = await kit.partner(customer);
    const other = await kit.setUpCustomer();
    expectProblem(await kit.call('POST', offersUrl(auction.id), customer.manager.auth, { summ: 100 }), 403);
    // A carrier not invited learns nothing of the auction: it is not found, as when reading it.
    expect(
      expectProblem(await kit.call('POST', offersUrl(auction.id), stranger.auth, { summ: 100 }), 404).detail,
    ).toBe('Аукцион не найден');
    expectProblem(await kit.call('POST', offersUrl(999_999), a.auth, { summ: 100 }), 404);
    expectProblem(await kit.call('POST', '/api/auctions/01/offers', a.auth, { summ: 100 }), 404);
    const offer = (await kit.call('POST', offersUrl(auction.id), a.auth, { summ: 100 })).json();
    // Another carrier's offer is not found, even in an auction it takes part in.
    expectProblem(await kit.call('PUT', `${offersUrl(auction.id)}/${offer.id}`, b.auth, { summ: 90 }), 404);
    expectProblem(await accept(offer.id, customer.plain.auth), 403);
    // A customer's path is not the carrier's to find.
    expectProblem(await accept(offer.id, a.auth), 404);
    expectProblem(
      await kit.call(
        'PATCH',
        `${other.auctionsUrl}/${auction.id}/offers/${offer.id}/accept`,
        other.manager.auth,
      ),
      404,
    );
    expectProblem(await accept(999_999), 404);
    const unchanged = (await kit.call('GET', auction.url, customer.manager.auth)).json();
    expect(unchanged).toMatchObject({ status: 2, winner: null });
  });

  it('refuses a blocked carrier (403), a second offer and a wrong state (409); a draft stays unseen (404)', async () => {
    const { customer, a, b, auction } = await setUp();
    await t.app.ctx.db
      .update(contractorPartners)
      .set({ status: 3 })
      .where(eq(contractorPartners.contractorId, b.id));
    expect(
      expectProblem(await kit.call('POST', offersUrl(auction.id), b.auth, { summ: 100 }), 403).detail,
    ).toBe('Перевозчик заблокирован заказчиком');
    await t.app.ctx.db
      .update(contractorPartners)
      .set({ status: 1 })
      .where(eq(contractorPartners.contractorId, b.id));
    expect((await kit.call('POST', offersUrl(auction.id), a.auth, { summ: 100 })).statusCode).toBe(201);
    expect(
      expectProblem(await kit.call('POST', offersUrl(auction.id), a.auth, { summ: 90 }), 409).detail,
    ).toBe('Вы уже сделали предложение в этом аукционе: измените его');
    await kit.call('PATCH', `${auction.url}/cancel`, customer.manager.auth, {});
    expect(
      expectProblem(await kit.call('POST', offersUrl(auction.id), b.auth, { summ: 100 }), 409).detail,
    ).toBe('Действие недоступно: аукцион в статусе «Отменён»');
    const draftRoute = await kit.readyRoute(customer, 10_000, '2027-03-05');
    const draft = await kit.createAuction(customer, kit.auctionBody([draftRoute.id], [a]));
    expectProblem(await kit.call('POST', offersUrl(draft.id), a.auth, { summ: 100 }), 404);
  });
});
