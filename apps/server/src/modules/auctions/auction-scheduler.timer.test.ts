import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { systemClock } from '../../core/clock';
import { auctions } from '../../db/schema/index';
import { auctionsKit } from './auctions.fixtures';

// The running scheduler on the real clock: it sleeps until the auction's end (re-armed by run and change_dates)
// and closes it within a second of that end, with nobody calling it by hand.
describe('the auction scheduler on the real clock', () => {
  let t: TestApp;
  let kit: ReturnType<typeof auctionsKit>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = auctionsKit(t);
    t.app.ctx.clock = systemClock;
  });
  afterAll(() => t.close());

  it('wakes at the end it was re-armed for and closes the auction within a second of it', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [carrier], {
      dateEnd: new Date(Date.now() + 60 * kit.MINUTE).toISOString(),
    });
    const end = new Date(Date.now() + 1500);
    const moved = await kit.call('PATCH', `${auction.url}/change_dates`, customer.manager.auth, {
      dateEnd: end.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const status = async () =>
      (await t.app.ctx.db.select().from(auctions).where(eq(auctions.id, auction.id)))[0]!.status;
    expect(await status()).toBe(2);
    await expect.poll(status, { timeout: 1500 + 1000, interval: 50 }).toBe(3);
    expect(Date.now() - end.getTime()).toBeLessThan(1000);
  });
});
