import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/factories';
import { twoInstancesOnRedis } from '../../../test/two-instances';
import { authenticate, connect } from '../../../test/ws-client';
import type { DeliveredEvent } from '../../core/realtime/event-bus';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// Issue 15 «Works across two server processes through Redis»: two app instances share the database and Redis (as
// two processes behind a load balancer do); a carrier bids on instance A and the watchers connected to instance B
// get each bid on the `auctions` channel, its seq one more than the last, and never a carrier's name.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the auctions channel across instances (Redis)', () => {
  const pair = twoInstancesOnRedis(redisUrl!, {}, (instance) => stopAuctionScheduler(instance.app.ctx));
  beforeAll(async () => {
    await pair.b.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('delivers a bid made on instance A to the sockets on instance B with seq growing by one', async () => {
    const kit = auctionsKit(pair.a);
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b]);
    const id = `auction-${auction.id}`;

    // Watchers on B: the other carrier and the customer's manager.
    const watchers = [];
    const { token: managerToken } = await login(pair.b.app, customer.manager.user.username);
    for (const token of [b.token, managerToken]) {
      const client = await connect(pair.b.app);
      expect(await authenticate(client, token)).toMatchObject({ channel: 'commands', type: 'ready' });
      client.send({ type: 'subscribe', channels: ['auctions'] });
      await client.sync();
      watchers.push(client);
    }
    // What instance A itself hears back from Redis: the same seq the watchers on B must see.
    const heardOnA: DeliveredEvent[] = [];
    const unsubscribe = pair.a.app.ctx.bus.subscribe((event) => {
      if (event.envelope.id === id) heardOnA.push(event);
    });

    const bids = [];
    for (const summ of [150_000, 149_000]) {
      const answer = await kit.bid(auction.id, a.auth, summ);
      expect(answer.statusCode, answer.body).toBe(201);
      bids.push(answer.json());
    }
    const seen: number[][] = [];
    for (const client of watchers) {
      const first = await client.nextAbout(id);
      const second = await client.nextAbout(id);
      expect(first).toMatchObject({
        channel: 'auctions',
        type: 'bid',
        payload: { auctionId: auction.id, bestSumm: 150_000, bidsCount: 1, bid: { id: bids[0].id } },
      });
      expect(second).toMatchObject({
        channel: 'auctions',
        type: 'bid',
        payload: { bestSumm: 149_000, bidsCount: 2, bid: { id: bids[1].id, summ: 149_000 } },
      });
      expect(second.seq).toBe(first.seq! + 1);
      seen.push([first.seq!, second.seq!]);
      expect(JSON.stringify([first, second])).not.toContain(a.company.name);
      client.close();
    }
    await expect.poll(() => heardOnA.length).toBe(2);
    unsubscribe();
    const seqOnA = heardOnA.map((event) => event.envelope.seq);
    expect(seen).toEqual([seqOnA, seqOnA]);
  });
});
