import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { XLSX_MIME_TYPE } from '../../core/export/report-workbook';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

// DESIGN 11: both bid-log endpoints answer `?format=csv|xlsx` as a download.

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const setUp = async () => {
  kit.clock.set(T0);
  const customer = await kit.setUpCustomer();
  const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
  const auction = await kit.activeAuction(customer, [a, b]);
  await kit.bid(auction.id, a.auth, 150_000);
  await kit.bid(auction.id, b.auth, 148_500.5);
  return { customer, a, b, auction };
};

describe('bid log download', () => {
  it('answers the chain as CSV to the customer and to a participant', async () => {
    const { customer, b, auction } = await setUp();
    const log = (await kit.call('GET', `${auction.url}/bid-log`, customer.plain.auth)).json();
    for (const [url, auth] of [
      [`${auction.url}/bid-log?format=csv`, customer.plain.auth],
      [`${b.base}/${auction.id}/bid-log?format=csv`, b.auth],
    ] as const) {
      const response = await kit.call('GET', url, auth);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="bid-log-\d+\.csv"/);
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('seq,bidId,bidder,summ,createdOn,prevHash,hash');
      expect(lines[2]).toBe(
        [
          2,
          log.items[1].bidId,
          // b is the second carrier that bid: its pseudonym, never its company id.
          2,
          148500.5,
          log.items[1].createdOn,
          log.items[0].hash,
          log.items[1].hash,
        ].join(','),
      );
    }
  });

  it('answers an xlsx workbook', async () => {
    const { customer, a, auction } = await setUp();
    for (const [url, auth] of [
      [`${auction.url}/bid-log?format=xlsx`, customer.plain.auth],
      [`${a.base}/${auction.id}/bid-log?format=xlsx`, a.auth],
    ] as const) {
      const response = await kit.call('GET', url, auth);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_MIME_TYPE);
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('refuses an unknown format (422), a stranger (404) and another customer (404)', async () => {
    const { customer, auction } = await setUp();
    expectProblem(await kit.call('GET', `${auction.url}/bid-log?format=pdf`, customer.plain.auth), 422);
    const outsider = await kit.partner(customer);
    expectProblem(
      await kit.call('GET', `${outsider.base}/${auction.id}/bid-log?format=csv`, outsider.auth),
      404,
    );
    const other = await kit.setUpCustomer();
    expectProblem(
      await kit.call('GET', `${other.auctionsUrl}/${auction.id}/bid-log?format=xlsx`, other.plain.auth),
      404,
    );
  });
});
