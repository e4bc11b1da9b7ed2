import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctionBids, auctionOffers, auctions } from '../../db/schema/index';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// Issue 15 on real PostgreSQL (TEST_DATABASE_URL): accepting an offer takes the auction's row lock, as bids do, so
// it and a racing bid or a second accept are decided one after the other.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'accepting offers racing on PostgreSQL',
  { timeout: 180_000 },
  () => {
    let t: TestApp;
    let kit: ReturnType<typeof auctionsKit>;
    beforeAll(async () => {
      t = await createTestApp();
      kit = auctionsKit(t);
      await stopAuctionScheduler(t.app.ctx);
    });
    afterAll(() => t.close());

    const setUp = async (carrierCount: number) => {
      kit.clock.set(T0);
      const customer = await kit.setUpCustomer();
      const carriers: Awaited<ReturnType<typeof kit.partner>>[] = [];
      for (let i = 0; i < carrierCount; i += 1) carriers.push(await kit.partner(customer));
      const auction = await kit.activeAuction(customer, carriers, { step: 10 });
      const offerOf = async (carrier: (typeof carriers)[number], summ: number) =>
        (await kit.call('POST', `/api/auctions/${auction.id}/offers`, carrier.auth, { summ })).json()
          .id as number;
      const accept = (offerId: number) =>
        kit.call('PATCH', `${auction.url}/offers/${offerId}/accept`, customer.manager.auth);
      const row = async () =>
        (await t.app.ctx.db.select().from(auctions).where(eq(auctions.id, auction.id)))[0]!;
      return { customer, carriers, auction, offerOf, accept, row };
    };

    it('decides an accept racing bids: bids before it stand, bids after it are refused, one winner', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { carriers, auction, offerOf, accept, row } = await setUp(6);
        const offerId = await offerOf(carriers[0]!, 140_000);
        const [accepted, ...bids] = await Promise.all([
          accept(offerId),
          ...carriers.slice(1).map((carrier, i) => kit.bid(auction.id, carrier.auth, 150_000 - i * 100)),
        ]);
        expect(accepted!.statusCode, accepted!.body).toBe(200);
        expect(bids.every((bid) => [201, 409, 422].includes(bid.statusCode))).toBe(true);
        const stored = await t.app.ctx.db
          .select()
          .from(auctionBids)
          .where(eq(auctionBids.auctionId, auction.id));
        // Every acknowledged bid is stored, and none came in after the accept moved the auction on.
        expect(stored.map((bid) => bid.id).sort()).toEqual(
          bids
            .filter((bid) => bid.statusCode === 201)
            .map((bid) => bid.json().id)
            .sort(),
        );
        const after = await row();
        expect(after).toMatchObject({ status: 4, winnerOfferId: offerId, winnerBidId: null });
        expect(after.bidsCount).toBe(stored.length);
      }
    });

    it('accepts only one of several offers accepted at the same moment', async () => {
      const { carriers, offerOf, accept, row } = await setUp(8);
      const offerIds: number[] = [];
      for (const [i, carrier] of carriers.entries()) offerIds.push(await offerOf(carrier, 100_000 + i));
      const answers = await Promise.all([...offerIds, ...offerIds].map((id) => accept(id)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15);
      const winnerOfferId = (await row()).winnerOfferId;
      const offers = await t.app.ctx.db.select().from(auctionOffers).where(eq(auctionOffers.status, 1));
      expect(offers.filter((offer) => offerIds.includes(offer.id)).map((offer) => offer.id)).toEqual([
        winnerOfferId,
      ]);
    });
  },
);
