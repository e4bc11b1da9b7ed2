import { formatMoney } from '@portal/contract/format/numbers';
import { formatZonedDateTime } from '@portal/contract/freight/zoned-time';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mailOutbox, notifications, transportationSettings } from '../../db/schema/index';
import { findBidsBySeq } from './auction-bids.repository';
import { bidNotificationsIdle, notifyBidInBackground } from './auction-notifications';
import { runDueAuctionWork, stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';
import { findAuctionById } from './auctions.repository';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const noticesOf = (userId: number) =>
  t.app.ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
const typesOf = async (userId: number) => (await noticesOf(userId)).map((row) => row.type);
const mailsOf = (username: string, subject: string) =>
  t.app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, username), eq(mailOutbox.subject, subject)));
/** A bid, then its notifications, which leave after the answer. */
const bidAndNotify = async (auctionId: number, auth: { authorization: string }, summ: number) => {
  const answer = await kit.bid(auctionId, auth, summ);
  expect(answer.statusCode, answer.body).toBe(201);
  await bidNotificationsIdle(t.app.ctx);
};

/** A running auction of three carriers; the third keeps outbid notices in the portal only, without mail. */
const threeCarriersAuction = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
  await kit.call('PUT', '/api/contractor-user/notification-settings', c.auth, {
    settings: [{ type: 'auction-outbid', email: false, portal: true }],
  });
  return { auction: await kit.activeAuction(customer, [a, b, c]), a, b, c };
};

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

  it('tells a carrier once that it lost first place, only when another carrier beats it, naming nobody', async () => {
    const { auction, a, b, c } = await threeCarriersAuction();
    await bidAndNotify(auction.id, a.auth, 150_000);
    // Beating its own bid takes nobody's first place.
    await bidAndNotify(auction.id, a.auth, 149_000);
    expect(await typesOf(a.user.id)).toEqual(['auction-started']);
    await bidAndNotify(auction.id, b.auth, 148_000);
    // b beats itself again: a is not told twice.
    await bidAndNotify(auction.id, b.auth, 147_000);
    const outbid = (await noticesOf(a.user.id)).filter((row) => row.type === 'auction-outbid');
    expect(outbid).toEqual([
      expect.objectContaining({
        title: 'Вашу ставку перебили',
        link: `/contractors/${a.id}/auction/${auction.id}`,
      }),
    ]);
    expect(outbid[0]!.text).toBe(
      `В аукционе № ${auction.id} другой перевозчик предложил цену ${formatMoney(148_000)}, ниже вашей ставки ${formatMoney(149_000)}. Ваша компания больше не на первом месте.`,
    );
    expect(outbid[0]!.text).not.toContain(b.company.name);
    expect(await mailsOf(a.user.username, 'Вашу ставку перебили')).toHaveLength(1);
    expect(await typesOf(b.user.id)).toEqual(['auction-started']);

    await bidAndNotify(auction.id, c.auth, 146_000);
    await bidAndNotify(auction.id, a.auth, 145_000);
    expect(await typesOf(b.user.id)).toEqual(['auction-started', 'auction-outbid']);
    expect(await typesOf(a.user.id)).toEqual(['auction-started', 'auction-outbid']);
    // c keeps the portal notice but switched its mail off.
    expect(await typesOf(c.user.id)).toEqual(['auction-started', 'auction-outbid']);
    expect(await mailsOf(c.user.username, 'Вашу ставку перебили')).toEqual([]);
  });

  it('sends the notices of bids queued while others were being sent together, each as it would alone', async () => {
    const { auction, a, b, c } = await threeCarriersAuction();
    const bidders = [a, b, c, c, a, b, a];
    for (const [index, bidder] of bidders.entries())
      await bidAndNotify(auction.id, bidder.auth, 150_000 - index * 1000);
    const users = [a, b, c].map((carrier) => carrier.user);
    const sent = async () => ({
      notices: await Promise.all(
        users.map(async (user) =>
          (await noticesOf(user.id)).map(({ type, title, text, link }) => ({ type, title, text, link })),
        ),
      ),
      mails: await Promise.all(
        users.map(async (user) => (await mailsOf(user.username, 'Вашу ставку перебили')).length),
      ),
    });
    const oneByOne = await sent();
    expect(
      oneByOne.notices.map((rows) => rows.filter((row) => row.type === 'auction-outbid').length),
    ).toEqual([2, 2, 1]);
    expect(oneByOne.mails).toEqual([2, 2, 0]);

    // The same bids again, queued at once: the first is sent alone, the six that wait for it go out together.
    const ids = users.map((user) => user.id);
    await t.app.ctx.db.delete(notifications).where(inArray(notifications.userId, ids));
    await t.app.ctx.db.delete(mailOutbox).where(
      inArray(
        mailOutbox.to,
        users.map((user) => user.username),
      ),
    );
    const record = (await findAuctionById(t.app.ctx.db, auction.id))!;
    for (const bid of await findBidsBySeq(
      t.app.ctx.db,
      auction.id,
      bidders.map((_, index) => index + 1),
    ))
      notifyBidInBackground(t.app.ctx, record, bid, false);
    await bidNotificationsIdle(t.app.ctx);
    const together = await sent();
    expect(together.notices).toEqual(
      oneByOne.notices.map((rows) => rows.filter((row) => row.type === 'auction-outbid')),
    );
    expect(together.mails).toEqual(oneByOne.mails);
  });

  it('tells the carriers that bid, not the others, of an anti-sniping extension and its new end', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b, c]);
    await bidAndNotify(auction.id, a.auth, 150_000);
    kit.clock.set(new Date(T0.getTime() + 54 * kit.MINUTE));
    // Six minutes before the end of a five-minute window: no extension.
    await bidAndNotify(auction.id, b.auth, 149_000);
    expect(await typesOf(b.user.id)).toEqual(['auction-started']);
    const late = new Date(T0.getTime() + 57 * kit.MINUTE);
    kit.clock.set(late);
    await bidAndNotify(auction.id, b.auth, 148_000);
    const newEnd = new Date(late.getTime() + 5 * kit.MINUTE);
    for (const carrier of [a, b]) {
      const extended = (await noticesOf(carrier.user.id)).filter((row) => row.type === 'auction-extended');
      expect(extended).toEqual([
        expect.objectContaining({
          title: 'Аукцион продлён',
          text: `Аукцион № ${auction.id} продлён из-за ставки в последние минуты. Новое окончание ${formatZonedDateTime(newEnd, 'Europe/Moscow')}.`,
          link: `/contractors/${carrier.id}/auction/${auction.id}`,
        }),
      ]);
    }
    expect(await typesOf(c.user.id)).toEqual(['auction-started']);
  });

  it('tells the other bidders they lost when the auction closes, and the next carrier that a decline passed it the win', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b, c]);
    await bidAndNotify(auction.id, a.auth, 150_000);
    await bidAndNotify(auction.id, b.auth, 140_000);
    kit.clock.set(new Date(T0.getTime() + 61 * kit.MINUTE));
    // Earlier tests' auctions close in the same run.
    expect(await runDueAuctionWork(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const lost = (await noticesOf(a.user.id)).filter((row) => row.type === 'auction-lost');
    expect(lost).toEqual([
      expect.objectContaining({
        title: 'Аукцион выиграл другой перевозчик',
        text: `Аукцион № ${auction.id} завершён: победила ставка другого перевозчика, ${formatMoney(140_000)}.`,
        link: `/contractors/${a.id}/auction/${auction.id}`,
      }),
    ]);
    expect(lost[0]!.text).not.toContain(b.company.name);
    expect(await mailsOf(a.user.username, 'Аукцион выиграл другой перевозчик')).toHaveLength(1);
    expect(await typesOf(b.user.id)).toEqual(['auction-started', 'auction-won']);
    // c never bid: it hears neither.
    expect(await typesOf(c.user.id)).toEqual(['auction-started']);

    const declined = await kit.call('PATCH', `${b.base}/${auction.id}/decline_win`, b.auth);
    expect(declined.statusCode, declined.body).toBe(200);
    const won = (await noticesOf(a.user.id)).filter((row) => row.type === 'auction-won');
    expect(won).toHaveLength(1);
    // The new winner's window runs the default 30 minutes from the decline.
    const deadline = formatZonedDateTime(new Date(T0.getTime() + 91 * kit.MINUTE), 'Europe/Moscow');
    expect(won[0]!.text).toBe(
      `Победитель аукциона № ${auction.id} отказался от победы, и она перешла вашей компании с ценой ${formatMoney(150_000)}. Отказаться от победы можно до ${deadline}.`,
    );
    expect(won[0]!.text).not.toContain(b.company.name);
    // The decline tells nobody on the carriers' side that they lost again.
    expect(await typesOf(b.user.id)).toEqual(['auction-started', 'auction-won']);
    expect((await noticesOf(a.user.id)).filter((row) => row.type === 'auction-lost')).toHaveLength(1);
  });

  it('tells a carrier whose first bid at the start price won at once that it won', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    await t.app.ctx.db
      .insert(transportationSettings)
      .values({ customerId: customer.customerId, firstBid: true });
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a]);
    const answer = await kit.bid(auction.id, a.auth, 150_000);
    expect(answer.statusCode, answer.body).toBe(201);
    await bidNotificationsIdle(t.app.ctx);
    expect(await typesOf(a.user.id)).toEqual(['auction-started', 'auction-won']);
  });
});
