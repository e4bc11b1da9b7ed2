import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifications } from '../../db/schema/index';
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

const noticesOf = (userId: number) =>
  t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('auction notifications', () => {
  it('tells the invited carriers when an auction starts, by run or by the scheduler, with a link to it', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const running = await kit.activeAuction(customer, [a]);
    const started = await noticesOf(a.user.id);
    expect(started).toEqual([
      expect.objectContaining({
        type: 'auction-started',
        title: 'Аукцион начался',
        link: `/contractors/${a.id}/auction/${running.id}`,
      }),
    ]);
    expect(started[0]!.text).toContain(`Аукцион № ${running.id} начался`);
    expect(await noticesOf(b.user.id)).toEqual([]);

    const route = await kit.readyRoute(customer, 90_000, '2027-03-04');
    const planned = await kit.createAuction(
      customer,
      kit.auctionBody([route.id], [b], { dateStart: new Date(T0.getTime() + 10 * kit.MINUTE).toISOString() }),
    );
    await kit.call('PATCH', `${customer.auctionsUrl}/${planned.id}/run`, customer.manager.auth);
    expect(await noticesOf(b.user.id)).toEqual([]);
    kit.clock.set(new Date(T0.getTime() + 10 * kit.MINUTE));
    await runDueAuctionWork(t.app.ctx);
    expect((await noticesOf(b.user.id)).map((row) => row.type)).toEqual(['auction-started']);
  });

  it('tells only the customer’s admins and managers of an offer, not its plain users', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a]);
    await kit.call('POST', `/api/auctions/${auction.id}/offers`, a.auth, { summ: 120_000 });
    for (const staff of [customer.admin, customer.manager])
      expect((await noticesOf(staff.user.id)).map((row) => row.type)).toEqual(['auction-offer-made']);
    expect(await noticesOf(customer.plain.user.id)).toEqual([]);
  });
});
