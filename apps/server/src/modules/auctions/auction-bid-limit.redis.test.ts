import { AUCTION_MESSAGES } from '@portal/contract/auctions/auctions.schemas';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { twoInstancesOnRedis } from '../../../test/two-instances';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// Issue 27: the 10 bids a second per carrier and auction are counted once for all the server processes: here two app
// instances on one database and one Redis, the bids alternating between them.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the bid limit across instances (Redis)', () => {
  const pair = twoInstancesOnRedis(redisUrl!, {}, (instance) => stopAuctionScheduler(instance.app.ctx));

  it('refuses the 11th bid of a second whichever instance took the ten before it', async () => {
    const kitA = auctionsKit(pair.a);
    const kitB = auctionsKit(pair.b);
    pair.b.app.ctx.clock = kitA.clock;
    kitA.clock.set(T0);
    const customer = await kitA.setUpCustomer();
    const carrier = await kitA.partner(customer);
    const auction = await kitA.activeAuction(customer, [carrier]);
    let summ = 150_000;
    for (let index = 0; index < 10; index += 1) {
      const kit = index % 2 === 0 ? kitA : kitB;
      const answer = await kit.bid(auction.id, carrier.auth, summ);
      expect(answer.statusCode, answer.body).toBe(201);
      summ -= 1000;
    }
    for (const kit of [kitA, kitB]) {
      const refused = await kit.bid(auction.id, carrier.auth, summ);
      expect(expectProblem(refused, 429).message).toBe(AUCTION_MESSAGES.tooManyBids);
    }
    kitA.clock.advance(1000);
    expect((await kitB.bid(auction.id, carrier.auth, summ)).statusCode).toBe(201);
  });
});
