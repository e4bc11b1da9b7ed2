import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueAuctionWork, stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// Issue 15: the customer's auction answer lists the declined wins (carrier, price, time); the carrier's never.

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

describe('declined wins', () => {
  it('lists a declined bid win at the carrier’s winning bid, and never to a carrier', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b, c]);
    expect((await kit.bid(auction.id, a.auth, 150_000)).statusCode).toBe(201);
    expect((await kit.bid(auction.id, b.auth, 140_000)).statusCode).toBe(201);
    expect((await kit.bid(auction.id, a.auth, 130_000)).statusCode).toBe(201);
    expect((await kit.call('GET', auction.url, customer.plain.auth)).json().declines).toEqual([]);

    kit.clock.set(new Date(T0.getTime() + 60 * kit.MINUTE));
    expect(await runDueAuctionWork(t.app.ctx)).toBe(1);
    kit.clock.set(new Date(T0.getTime() + 61 * kit.MINUTE));
    expect((await kit.call('PATCH', `${a.base}/${auction.id}/decline_win`, a.auth)).statusCode).toBe(200);
    const afterBid = (await kit.call('GET', auction.url, customer.plain.auth)).json();
    expect(afterBid.declines).toEqual([
      {
        contractor: { id: a.id, name: expect.any(String) },
        summ: 130_000,
        declinedOn: new Date(T0.getTime() + 61 * kit.MINUTE).toISOString(),
      },
    ]);
    expect(afterBid.winner).toMatchObject({ contractor: { id: b.id } });
    // The carrier's answer names no one; the win passed on puts b first, and a, which declined, nowhere.
    const seenByB = (await kit.call('GET', `${b.base}/${auction.id}`, b.auth)).json();
    expect(seenByB).not.toHaveProperty('declines');
    expect(seenByB).toMatchObject({ isWinner: true, myRank: 1, myBestSumm: 140_000 });
    expect((await kit.call('GET', `${a.base}/${auction.id}`, a.auth)).json()).toMatchObject({
      isWinner: false,
      myRank: null,
      myBestSumm: 130_000,
    });
    expect((await kit.call('GET', `${c.base}/${auction.id}`, c.auth)).json()).toMatchObject({ myRank: null });
  });

  it('lists a declined offer win at the offer’s price', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b]);
    expect((await kit.bid(auction.id, b.auth, 140_000)).statusCode).toBe(201);
    const offer = (
      await kit.call('POST', `/api/auctions/${auction.id}/offers`, a.auth, { summ: 100_000.5 })
    ).json();
    const accepted = await kit.call(
      'PATCH',
      `${auction.url}/offers/${offer.id}/accept`,
      customer.manager.auth,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    kit.clock.set(new Date(T0.getTime() + 5 * kit.MINUTE));
    expect((await kit.call('PATCH', `${a.base}/${auction.id}/decline_win`, a.auth)).statusCode).toBe(200);
    const after = (await kit.call('GET', auction.url, customer.plain.auth)).json();
    expect(after.declines).toEqual([
      {
        contractor: { id: a.id, name: expect.any(String) },
        summ: 100_000.5,
        declinedOn: new Date(T0.getTime() + 5 * kit.MINUTE).toISOString(),
      },
    ]);
    expect(
      (await kit.call('GET', customer.auctionsUrl, customer.plain.auth)).json().items[0],
    ).not.toHaveProperty('declines');
  });
});
