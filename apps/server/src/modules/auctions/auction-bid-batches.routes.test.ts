import { AUCTION_MESSAGES } from '@portal/contract/auctions/auctions.schemas';
import { formatMoney } from '@portal/contract/format/numbers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners } from '../../db/schema/index';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// Issue 27 group commit: bids of one auction that arrive together are checked in one read, decided one after another
// in one transaction and answered after its commit, with every rule of a single bid (DESIGN 11).

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

type LogItem = { bidId: number; bidder: number; summ: number; contractor: { id: number } };

it('chains bids sent together, each carrier new to the auction with one pseudonym for both its bids', async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const carriers = [];
  for (let i = 0; i < 6; i += 1) carriers.push(await kit.partner(customer));
  const auction = await kit.activeAuction(customer, carriers);
  // Each carrier twice, so one batch holds both bids of a carrier that is new to the auction.
  const sent = [...carriers, ...carriers].map((carrier, i) => ({ carrier, summ: 150_000 - i * 1_000 }));
  const answers = await Promise.all(sent.map(({ carrier, summ }) => kit.bid(auction.id, carrier.auth, summ)));
  const accepted = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
  expect(answers.every((answer) => [201, 422].includes(answer.statusCode))).toBe(true);
  expect(accepted.length).toBeGreaterThan(0);

  const log = (await kit.call('GET', `${auction.url}/bid-log`, customer.plain.auth)).json() as {
    items: LogItem[];
    isValid: boolean;
  };
  expect(log.isValid).toBe(true);
  expect(log.items.map((item) => item.bidId).sort()).toEqual(accepted.map((bid) => bid.id).sort());
  const firstBidOrder = [...new Set(log.items.map((item) => item.contractor.id))];
  for (const item of log.items) expect(item.bidder).toBe(firstBidOrder.indexOf(item.contractor.id) + 1);
  for (let i = 1; i < log.items.length; i += 1)
    expect(log.items[i]!.summ).toBeLessThan(log.items[i - 1]!.summ);
});

it('refuses the bids of a batch the ones before them outbid, and keeps the rest of the batch', async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const carriers = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
  const auction = await kit.activeAuction(customer, carriers);
  const answers = await Promise.all(carriers.map((carrier) => kit.bid(auction.id, carrier.auth, 150_000)));
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([201, 422, 422]);
  for (const refused of answers.filter((answer) => answer.statusCode === 422))
    expect(refused.json().message).toBe(AUCTION_MESSAGES.bidTooHigh(formatMoney(149_000)));
  const [row] = (
    await t.app.ctx.db.execute<{ bids: number }>(
      sql`select bids_count as bids from auctions where id = ${auction.id}`,
    )
  ).rows;
  expect(Number(row!.bids)).toBe(1);
});

it('checks carriers sent together each on its own: invited, blocked and uninvited get their own answers', async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [invited, blocked, stranger] = [
    await kit.partner(customer),
    await kit.partner(customer),
    await kit.partner(customer),
  ];
  const auction = await kit.activeAuction(customer, [invited, blocked]);
  await t.app.ctx.db
    .update(contractorPartners)
    .set({ status: 3 })
    .where(eq(contractorPartners.contractorId, blocked.id));
  const answers = await Promise.all(
    [invited, blocked, stranger].map((carrier) => kit.bid(auction.id, carrier.auth, 150_000)),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 403, 404]);
  expect(answers.slice(1).map((answer) => answer.json().message)).toEqual([
    AUCTION_MESSAGES.blocked,
    AUCTION_MESSAGES.notFound,
  ]);
  const unknown = await Promise.all(
    [invited, stranger].map((carrier) => kit.bid(2_000_000_000, carrier.auth, 100)),
  );
  expect(unknown.map((answer) => answer.statusCode)).toEqual([404, 404]);
});
