import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners, contractors, routes } from '../../db/schema/index';
import { runDueAuctionWork, stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// DESIGN 8 and 11: only verified carriers the customer accredits take part, and a declined win stays declined:
// such carriers' bids are passed over at the close and after a decline, and set_winner refuses them with the reason.

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof kit.setUpCustomer>>;
type Carrier = Awaited<ReturnType<typeof kit.partner>>;
type Bid = { id: number; contractor: { id: number }; cannotWin: string | null };

const block = (customer: Customer, carrier: Carrier) =>
  t.app.ctx.db
    .update(contractorPartners)
    .set({ status: 3 })
    .where(
      and(
        eq(contractorPartners.customerId, customer.customerId),
        eq(contractorPartners.contractorId, carrier.id),
      ),
    );
const unverify = (carrier: Carrier) =>
  t.app.ctx.db.update(contractors).set({ active: false }).where(eq(contractors.id, carrier.id));

/** An auction where a bid 150 000, b 140 000 and c 130 000, for three partners. */
const threeBids = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
  const auction = await kit.activeAuction(customer, [a, b, c]);
  for (const [carrier, summ] of [
    [a, 150_000],
    [b, 140_000],
    [c, 130_000],
  ] as const)
    expect((await kit.bid(auction.id, carrier.auth, summ)).statusCode).toBe(201);
  const view = async () => (await kit.call('GET', auction.url, customer.plain.auth)).json();
  const bidOf = async (carrier: Carrier): Promise<Bid> =>
    (await view()).bids.find((bid: Bid) => bid.contractor.id === carrier.id);
  const setWinner = async (carrier: Carrier) =>
    kit.call('PATCH', `${auction.url}/set_winner`, customer.manager.auth, { bid: (await bidOf(carrier)).id });
  const close = async () => {
    kit.clock.set(new Date(T0.getTime() + 60 * kit.MINUTE));
    expect(await runDueAuctionWork(t.app.ctx)).toBe(1);
  };
  return { customer, a, b, c, auction, view, bidOf, setWinner, close };
};

describe('who may win', () => {
  it('closes on the lowest bid of a carrier still taking part, skipping one blocked or unverified since it bid', async () => {
    const { customer, a, b, c, auction, view, bidOf, setWinner, close } = await threeBids();
    await block(customer, c);
    await unverify(b);
    await close();
    expect((await view()).winner).toMatchObject({ contractor: { id: a.id }, summ: 150_000 });
    expect((await kit.call('GET', `${c.base}/${auction.id}`, c.auth)).json().isWinner).toBe(false);
    expect([(await bidOf(a)).cannotWin, (await bidOf(b)).cannotWin, (await bidOf(c)).cannotWin]).toEqual([
      null,
      'not-verified',
      'blocked',
    ]);

    const blocked = expectProblem(await setWinner(c), 422);
    expect(blocked.detail).toBe('Перевозчик заблокирован заказчиком');
    expect(blocked.errors).toEqual(['Ставка: перевозчик заблокирован заказчиком']);
    expect(expectProblem(await setWinner(b), 422).detail).toBe('Перевозчик не прошёл проверку');
    expect((await view()).winner).toMatchObject({ contractor: { id: a.id } });
  });

  it('passes a declined win over a carrier blocked since it bid, to the next one taking part', async () => {
    const { customer, a, b, c, auction, view, close } = await threeBids();
    await close();
    expect((await view()).winner).toMatchObject({ contractor: { id: c.id } });
    await block(customer, b);
    const declined = await kit.call('PATCH', `${c.base}/${auction.id}/decline_win`, c.auth);
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await view()).winner).toMatchObject({ contractor: { id: a.id }, summ: 150_000 });
  });

  it('passes the win on when the winner is blocked during its decline window, and gives the flights to the next', async () => {
    const { customer, b, c, auction, view, close } = await threeBids();
    await close();
    expect((await view()).winner).toMatchObject({ contractor: { id: c.id } });
    await block(customer, c);
    // The window (30 minutes by default) ends: c gets nothing, b wins with a window of its own.
    kit.clock.set(new Date(T0.getTime() + 100 * kit.MINUTE));
    await runDueAuctionWork(t.app.ctx);
    expect(await view()).toMatchObject({ status: 4, winner: { contractor: { id: b.id }, summ: 140_000 } });
    const flight = async () =>
      (await t.app.ctx.db.select().from(routes).where(eq(routes.id, auction.routeIds[0]!)))[0]!;
    expect((await flight()).contractorId).toBeNull();
    kit.clock.set(new Date(T0.getTime() + 140 * kit.MINUTE));
    await runDueAuctionWork(t.app.ctx);
    expect((await view()).status).toBe(5);
    expect((await flight()).contractorId).toBe(b.id);
  });

  it('ends with no winner when no carrier that bid may win', async () => {
    const { customer, a, b, c, view, close } = await threeBids();
    for (const carrier of [a, b, c]) await block(customer, carrier);
    await close();
    expect(await view()).toMatchObject({ status: 3, winner: null });
  });

  it('marks a declined carrier’s bids and refuses to choose them, naming the decline', async () => {
    const { a, b, c, auction, view, bidOf, setWinner, close } = await threeBids();
    await close();
    expect((await kit.call('PATCH', `${c.base}/${auction.id}/decline_win`, c.auth)).statusCode).toBe(200);
    expect((await view()).winner).toMatchObject({ contractor: { id: b.id } });
    expect([(await bidOf(a)).cannotWin, (await bidOf(c)).cannotWin]).toEqual([null, 'declined']);
    const refused = expectProblem(await setWinner(c), 422);
    expect(refused.detail).toBe('Перевозчик отказался от победы');
    expect(refused.errors).toEqual(['Ставка: перевозчик отказался от победы']);
    const chosen = await setWinner(a);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().winner).toMatchObject({ contractor: { id: a.id }, summ: 150_000 });
  });
});
