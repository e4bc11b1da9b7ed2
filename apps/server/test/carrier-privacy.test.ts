import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience, DeliveredEvent } from '../src/core/realtime/event-bus';
import { runDueAuctionWork, stopAuctionScheduler } from '../src/modules/auctions/auction-scheduler';
import { stopTenderScheduler } from '../src/modules/tenders/tender-scheduler';
import { T0, tendersKit } from '../src/modules/tenders/tenders.fixtures';
import { companyIdPaths } from './company-ids';
import { createTestApp, type TestApp } from './test-app';

// Issue 21: no carrier-side answer, download or live message of an auction or a tender carries another carrier's
// company id. Carrier a bids against b and c and walks every carrier operation of both; the walk must cover every
// route the route table gives carriers there, so a new one cannot slip past.

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await stopAuctionScheduler(t.app.ctx);
  await stopTenderScheduler(t.app.ctx);
});
afterAll(() => t.close());

type Carrier = Awaited<ReturnType<typeof kit.partner>>;

const hears = (audience: Audience, carrier: Carrier): boolean => {
  switch (audience.kind) {
    case 'company':
      return audience.ownerType === 'contractor' && audience.ownerId === carrier.id;
    case 'user':
      return audience.userId === carrier.user.id;
    case 'owner-type':
      return audience.ownerType === 'contractor';
    case 'all':
      return true;
    case 'session':
      return false;
    case 'any':
      return audience.audiences.some((inner) => hears(inner, carrier));
  }
};

describe('what a carrier sees of its competitors', () => {
  it('never shows another carrier’s company id in any carrier operation of auctions and tenders', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b, c] = [await kit.partner(customer), await kit.partner(customer), await kit.partner(customer)];
    const others = [b.id, c.id];
    const walked = new Set<string>();
    const heard: DeliveredEvent[] = [];
    const unsubscribe = t.app.ctx.bus.subscribe((event) => {
      if (hears(event.audience, a)) heard.push(event);
    });
    /** A carrier operation of a, its answer checked; the route pattern is recorded for the coverage check. */
    const walk = async (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      route: string,
      url: string,
      body?: unknown,
    ) => {
      const response = await kit.call(method, url, a.auth, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      walked.add(`${method} ${route}`);
      if (response.headers['content-type']?.toString().startsWith('application/json'))
        expect(companyIdPaths(response.json(), others), `${method} ${url}`).toEqual([]);
      return response;
    };

    // An auction: b and c bid around a, b makes an offer; after the close a wins and declines, the win passes on.
    const auction = await kit.activeAuction(customer, [a, b, c], { step: 100 });
    const bids = '/api/auctions/:auctionId/bids';
    expect(
      (await kit.call('POST', `/api/auctions/${auction.id}/bids`, b.auth, { summ: 150_000 })).statusCode,
    ).toBe(201);
    await walk('POST', bids, `/api/auctions/${auction.id}/bids`, { summ: 149_000 });
    expect(
      (await kit.call('POST', `/api/auctions/${auction.id}/bids`, c.auth, { summ: 148_000 })).statusCode,
    ).toBe(201);
    await walk('POST', bids, `/api/auctions/${auction.id}/bids`, { summ: 147_000 });
    expect(
      (await kit.call('POST', `/api/auctions/${auction.id}/offers`, b.auth, { summ: 120_000 })).statusCode,
    ).toBe(201);
    const offer = await walk(
      'POST',
      '/api/auctions/:auctionId/offers',
      `/api/auctions/${auction.id}/offers`,
      {
        summ: 130_000,
      },
    );
    await walk(
      'PUT',
      '/api/auctions/:auctionId/offers/:offerId',
      `/api/auctions/${auction.id}/offers/${offer.json().id}`,
      { summ: 129_000 },
    );
    const mine = `/api/contractors/${a.id}/auctions`;
    const auctionView = async () => {
      for (const tab of ['active', 'planned', 'won', 'archive'])
        await walk('GET', '/api/contractors/:contractorId/auctions', `${mine}?tab=${tab}`);
      await walk('GET', '/api/contractors/:contractorId/auctions/:auctionId', `${mine}/${auction.id}`);
      const logRoute = '/api/contractors/:contractorId/auctions/:auctionId/bid-log';
      const log = await walk('GET', logRoute, `${mine}/${auction.id}/bid-log`);
      expect(log.json().items.map((item: { bidder: number }) => item.bidder)).toEqual([1, 2, 3, 2]);
      const csv = await walk('GET', logRoute, `${mine}/${auction.id}/bid-log?format=csv`);
      expect(csv.body.split('\r\n')[0]).toBe('seq,bidId,bidder,summ,createdOn,prevHash,hash');
      const xlsx = await walk('GET', logRoute, `${mine}/${auction.id}/bid-log?format=xlsx`);
      const sheets = Object.values(unzipSync(new Uint8Array(xlsx.rawPayload)))
        .map((file) => strFromU8(file))
        .join('');
      expect(sheets).not.toMatch(/contractor/i);
      for (const name of [b.company.name, c.company.name]) expect(sheets).not.toContain(name);
    };
    await auctionView();
    kit.clock.set(new Date(T0.getTime() + 60 * kit.MINUTE));
    expect(await runDueAuctionWork(t.app.ctx)).toBe(1);
    await auctionView();
    await walk(
      'PATCH',
      '/api/contractors/:contractorId/auctions/:auctionId/decline_win',
      `${mine}/${auction.id}/decline_win`,
    );
    await auctionView();

    // A tender: b and c bid on the lot, b offers part of the trips; a wins, sees the prices, then declines.
    kit.clock.set(T0);
    const tender = await kit.activeTender(customer, [a, b, c]);
    const [lotId] = tender.lotIds as [number];
    const lot = kit.lotUrl(a, tender.id, lotId);
    const lotRoute = '/api/contractors/:contractorId/tenders/:tenderId/route_template/:routeTemplateId';
    expect((await kit.bid(b, tender.id, lotId, 95_000)).statusCode).toBe(201);
    expect((await kit.bid(c, tender.id, lotId, 93_000)).statusCode).toBe(201);
    const withdrawn = await walk('POST', `${lotRoute}/bids`, `${lot}/bids`, { summ: 99_000 });
    await walk('DELETE', `${lotRoute}/bids/:bidId`, `${lot}/bids/${withdrawn.json().id}`);
    await walk('POST', `${lotRoute}/bids`, `${lot}/bids`, { summ: 90_000 });
    const tenderOffer = await walk('POST', `${lotRoute}/offers`, `${lot}/offers`, {
      summ: 85_000,
      volume: 2,
    });
    await walk('PATCH', `${lotRoute}/offers/:offerId`, `${lot}/offers/${tenderOffer.json().id}`, {
      summ: 84_000,
    });
    await walk('DELETE', `${lotRoute}/offers/:offerId`, `${lot}/offers/${tenderOffer.json().id}`);
    const tenders = `/api/contractors/${a.id}/tenders`;
    const tenderView = async () => {
      for (const tab of ['active', 'planned', 'won', 'archive'])
        await walk('GET', '/api/contractors/:contractorId/tenders', `${tenders}?tab=${tab}`);
      return walk('GET', '/api/contractors/:contractorId/tenders/:tenderId', `${tenders}/${tender.id}`);
    };
    expect((await tenderView()).json().routeTemplates[0].bids).toBeNull();
    expect((await kit.action(customer, tender.id, 'end')).statusCode).toBe(200);
    expect((await kit.action(customer, tender.id, 'acceptwinner')).statusCode).toBe(200);
    // DESIGN 11: after acceptance the lot's bids show as prices under the tender's pseudonyms (b bid first).
    expect((await tenderView()).json().routeTemplates[0].bids).toEqual([
      { bidder: 3, summ: 90_000, isMine: true },
      { bidder: 2, summ: 93_000, isMine: false },
      { bidder: 1, summ: 95_000, isMine: false },
    ]);
    await walk(
      'PATCH',
      '/api/contractors/:contractorId/tenders/:tenderId/declinewin',
      `${tenders}/${tender.id}/declinewin`,
      {},
    );
    await tenderView();
    unsubscribe();

    expect(heard.length).toBeGreaterThan(0);
    for (const event of heard)
      expect(
        companyIdPaths(event.envelope.payload, others),
        `${event.envelope.channel} ${event.envelope.type}`,
      ).toEqual([]);
    const carrierRoutes = t.app.declaredRoutes
      .filter((route) => route.access === 'contractor' && /auction|tender/.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect([...walked].sort()).toEqual(carrierRoutes.sort());
  });
});
