import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authenticate, type Client, connect } from '../../../test/ws-client';
import { createManualClock } from '../../core/clock';
import { proformaKit } from './proformas.fixtures';

let t: TestApp;
let kit: ReturnType<typeof proformaKit>;
let client: Client | undefined;
beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.clock = createManualClock(new Date('2026-03-10T09:00:00Z'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  kit = proformaKit(t);
});
afterAll(async () => {
  client?.close();
  await t.close();
});

const tokenOf = (auth: { authorization: string }) => auth.authorization.slice('Bearer '.length);

describe('the proformas channel (DESIGN 7)', () => {
  it('tells every user of the customer, a plain one too, of a proforma it may see, never of a draft', async () => {
    const pair = await kit.setUp();
    client = await connect(t.app);
    expect((await authenticate(client, tokenOf(pair.customer.plain.auth))).type).toBe('ready');
    client.send({ type: 'subscribe', channels: ['proformas'] });
    await client.sync();

    await kit.closedFlight(pair, '2026-02-03', 12_000_000);
    // kit.sent builds a draft (the carrier's alone), attaches the УПД, then sends it.
    const sent = await kit.sent(pair, '2026-02-01', '2026-02-28');
    // The draft's build and its documents went to the carrier only: the customer's first message is the send.
    expect(await client.next()).toMatchObject({
      channel: 'proformas',
      type: 'proforma.changed',
      id: `proforma-${sent.id}-customer-${pair.customer.customerId}`,
      payload: { id: sent.id, status: 1 },
    });
  });
});
