import { maxAllowedBidKopecks } from '@portal/contract/auctions/bid-rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctionBids, auctions } from '../../db/schema/index';
import { brokenLinkOfBids } from '../../modules/auctions/bid-log';
import { DEMO_PASSWORD } from '../demo-accounts';
import { seedDemo } from '../demo-seed';
import { seedAuctions } from './auctions.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const { token } = await login(t.app, username, DEMO_PASSWORD);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
};

type Listed = {
  id: number;
  status: number;
  bestSumm: number | null;
  step: number;
  winner: { contractor: { name: string }; summ: number } | null;
  routes: { id: number; freightSum: number | null }[];
};

/** The auctions of today's demo set, marked by their comment. */
const currentDemoAuctions = () =>
  t.app.ctx.db.select().from(auctions).where(eq(auctions.comment, 'Демо-аукцион')).orderBy(asc(auctions.id));

describe('demo auctions', () => {
  it('holds a draft, a planned, a running, a won and a closed auction with verified bid logs', async () => {
    // The year of history behind them (history.seed.ts) has its own check.
    const items: Listed[] = [];
    for (const { id } of await currentDemoAuctions())
      items.push((await call('manager@shipper.demo', 'GET', `/api/customers/1/auctions/${id}`)).json());
    expect(items.map((item) => item.status).sort()).toEqual([0, 1, 2, 4, 5]);
    const closed = items.find((item) => item.status === 5)!;
    expect(closed.routes[0]!.freightSum).toBe(closed.winner!.summ);
    for (const item of items.filter((entry) => entry.bestSumm !== null)) {
      const log = await call('manager@shipper.demo', 'GET', `/api/customers/1/auctions/${item.id}/bid-log`);
      expect(log.json()).toMatchObject({ isValid: true, brokenSeq: null });
    }
    const won = items.find((item) => item.status === 4)!;
    expect(won.winner!.contractor.name).toBe('ООО «ТрансЛогистик»');
  });

  it('obeys the bid rules: first bid within the start price, each later one a step below, one winner', async () => {
    for (const auction of await currentDemoAuctions()) {
      const bids = await t.app.ctx.db
        .select()
        .from(auctionBids)
        .where(eq(auctionBids.auctionId, auction.id))
        .orderBy(asc(auctionBids.seq));
      let best: number | null = null;
      for (const bid of bids) {
        const max = maxAllowedBidKopecks({ ...auction, bestSumKopecks: best });
        expect(bid.summKopecks, `auction ${auction.id}, bid ${bid.seq}`).toBeLessThanOrEqual(max!);
        expect(bid.createdOn.getTime()).toBeLessThan(auction.dateEnd.getTime());
        best = bid.summKopecks;
      }
      expect(brokenLinkOfBids(bids), `auction ${auction.id}`).toBeNull();
      expect(auction.bestSumKopecks).toBe(best);
      expect(auction.bidsCount).toBe(bids.length);
      const isEnded = auction.status === 4 || auction.status === 5;
      expect(auction.winnerBidId).toBe(isEnded ? (bids.at(-1)?.id ?? null) : null);
    }
  });

  it('gives each carrier of the running auction its own place', async () => {
    const places = [];
    for (const username of ['admin@carrier.demo', 'admin@volga.demo', 'admin@sibir.demo']) {
      const session = (await call(username, 'GET', '/api/login/check')).json();
      const tab = await call(username, 'GET', `/api/contractors/${session.ownerId}/auctions?tab=active`);
      const [running] = (tab.json() as { items: Listed[] }).items;
      const view = await call(username, 'GET', `/api/contractors/${session.ownerId}/auctions/${running!.id}`);
      places.push(view.json().myRank);
    }
    expect(places.sort()).toEqual([1, 2, 3]);
  });

  it('lets the demo carrier bid on the running auction', async () => {
    const tab = await call('user@carrier.demo', 'GET', `/api/contractors/1/auctions?tab=active`);
    const [running] = (tab.json() as { items: Listed[] }).items;
    expect(running).toBeDefined();
    const bid = await call('user@carrier.demo', 'POST', `/api/auctions/${running!.id}/bids`, {
      summ: running!.bestSumm! - running!.step,
    });
    expect(bid.statusCode).toBe(201);
  });

  it('adds nothing on a later start', async () => {
    expect(await seedAuctions(t.app.ctx)).toBe(false);
  });
});
