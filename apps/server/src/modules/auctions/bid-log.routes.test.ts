import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdPaths } from '../../../test/company-ids';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MIGRATIONS_DIR } from '../../core/db/database';
import { auctionBids, auctions, auditLog } from '../../db/schema/index';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// DESIGN 11 and issue 21: the bid log hashes a per-auction pseudonym, the customer sees who is behind it, a
// participant sees only which bids are its own.

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Item = {
  seq: number;
  bidId: number;
  bidder: number;
  summ: number;
  createdOn: string;
  prevHash: string;
  hash: string;
  contractor?: { id: number; name: string };
  isMine?: boolean;
};

/** Three carriers: b bids first, then a, then b again, then c; the sums have kopecks and the times milliseconds. */
const setUp = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
  const auction = await kit.activeAuction(customer, [a, b, c]);
  for (const [carrier, summ] of [
    [b, 150_000],
    [a, 148_500.5],
    [b, 147_000],
    [c, 145_999.75],
  ] as const) {
    kit.clock.advance(1_234);
    const placed = await kit.bid(auction.id, carrier.auth, summ);
    expect(placed.statusCode, placed.body).toBe(201);
  }
  const log = async (auth = customer.plain.auth) =>
    (await kit.call('GET', `${auction.url}/bid-log`, auth)).json() as { items: Item[]; isValid: boolean };
  return { customer, a, b, c, auction, log };
};

describe('bid log', () => {
  it('hashes seq, bidId, bidder, summ, createdOn and prevHash in that order, chained from 64 zeros', async () => {
    const { log } = await setUp();
    const { items, isValid } = await log();
    expect(isValid).toBe(true);
    let prevHash = '0'.repeat(64);
    for (const item of items) {
      expect(item.prevHash).toBe(prevHash);
      const { seq, bidId, bidder, summ, createdOn } = item;
      expect(item.hash).toBe(sha256(JSON.stringify({ seq, bidId, bidder, summ, createdOn, prevHash })));
      prevHash = item.hash;
    }
    expect(items.map((item) => item.summ)).toEqual([150_000, 148_500.5, 147_000, 145_999.75]);
  });

  it('numbers the carriers by their first bid in the auction and names them only to the customer', async () => {
    const { a, b, c, auction, log } = await setUp();
    const customerLog = await log();
    expect(customerLog.items.map((item) => [item.bidder, item.contractor?.id])).toEqual([
      [1, b.id],
      [2, a.id],
      [1, b.id],
      [3, c.id],
    ]);
    expect(customerLog.items[0]!.contractor!.name).toBe(b.company.name);

    const response = await kit.call('GET', `${a.base}/${auction.id}/bid-log`, a.auth);
    const participantLog = response.json() as { items: Item[] };
    expect(participantLog.items.map((item) => [item.bidder, item.isMine])).toEqual([
      [1, false],
      [2, true],
      [1, false],
      [3, false],
    ]);
    expect(participantLog.items.every((item) => !('contractor' in item))).toBe(true);
    expect(companyIdPaths(participantLog, [b.id, c.id])).toEqual([]);
  });

  it('gives each auction its own pseudonyms', async () => {
    const { customer, a, c } = await setUp();
    const next = await kit.activeAuction(customer, [a, c]);
    await kit.bid(next.id, c.auth, 150_000);
    await kit.bid(next.id, a.auth, 149_000);
    const response = await kit.call('GET', `${a.base}/${next.id}/bid-log`, a.auth);
    expect(response.json().items.map((item: Item) => [item.bidder, item.isMine])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('ranks equal sums by time: the earlier bid takes the better place', async () => {
    const { a, b, c, auction } = await setUp();
    // Equal sums come only from data written around the rules (the demo data before issue 22).
    await t.app.ctx.db
      .update(auctionBids)
      .set({ summKopecks: 14_000_000 })
      .where(eq(auctionBids.auctionId, auction.id));
    const rankOf = async (carrier: typeof a) =>
      (await kit.call('GET', `${carrier.base}/${auction.id}`, carrier.auth)).json().myRank;
    // Each carrier's earliest bid at 140 000: b at seq 1, a at 2, c at 4.
    expect([await rankOf(b), await rankOf(a), await rankOf(c)]).toEqual([1, 2, 3]);
  });
});

const migrationText = () => {
  const name = readdirSync(MIGRATIONS_DIR).find((file) => file.endsWith('_bid_log_pseudonyms.sql'));
  return readFileSync(join(MIGRATIONS_DIR, name!), 'utf8');
};

/** The chain as it was stored before issue 21: the company id hashed in place of the pseudonym. */
const writeOldChain = async (auctionId: number) => {
  const rows = await t.app.ctx.db
    .select()
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(asc(auctionBids.seq));
  let prevHash = '0'.repeat(64);
  for (const row of rows) {
    const hash = sha256(
      JSON.stringify({
        seq: row.seq,
        bidId: row.id,
        contractorId: row.contractorId,
        summ: row.summKopecks / 100,
        createdOn: row.createdOn.toISOString(),
        prevHash,
      }),
    );
    await t.app.ctx.db.update(auctionBids).set({ prevHash, hash }).where(eq(auctionBids.id, row.id));
    prevHash = hash;
  }
  await t.app.ctx.db.update(auctions).set({ lastBidHash: prevHash }).where(eq(auctions.id, auctionId));
};

const historyOf = (auctionId: number) =>
  t.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'auction'), eq(auditLog.entityId, String(auctionId))));

describe('the migration to pseudonyms', () => {
  it('rebuilds an old chain to the hashes the server writes and records it in the auction history', async () => {
    const { c, auction, log } = await setUp();
    const before = await log();
    await writeOldChain(auction.id);
    expect((await log()).isValid).toBe(false);

    await t.app.ctx.db.execute(sql.raw(migrationText()));

    const after = await log();
    expect(after).toEqual(before);
    const [row] = await t.app.ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row!.lastBidHash).toBe(before.items.at(-1)!.hash);
    const history = await historyOf(auction.id);
    expect(history.filter((entry) => entry.action === 'bid-log-rebuilt')).toMatchObject([
      { details: { bids: 4, bidders: 3, lastHash: row!.lastBidHash } },
    ]);
    // A later bid continues the rebuilt chain.
    expect((await kit.bid(auction.id, c.auth, 144_000)).statusCode).toBe(201);
    expect((await log()).isValid).toBe(true);
  });

  it('leaves a chain that was already broken as it is and says so in the history', async () => {
    const { auction, log } = await setUp();
    await writeOldChain(auction.id);
    const [second] = (await log()).items.slice(1, 2);
    await t.app.ctx.db
      .update(auctionBids)
      .set({ summKopecks: 14_700_000 })
      .where(eq(auctionBids.id, second!.bidId));
    const stored = await log();

    await t.app.ctx.db.execute(sql.raw(migrationText()));

    expect((await log()).items.map((item) => item.hash)).toEqual(stored.items.map((item) => item.hash));
    expect(
      (await historyOf(auction.id)).filter((entry) => entry.action === 'bid-log-not-rebuilt'),
    ).toMatchObject([{ details: { brokenSeq: 2 } }]);
  });
});
