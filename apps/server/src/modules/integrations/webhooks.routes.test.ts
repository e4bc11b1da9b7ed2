import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@portal/contract/integration/integration.constants';
import { and, count, eq } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomerTeam, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { createManualClock } from '../../core/clock';
import { recordEvent } from '../../core/events/record-event';
import { events, notifications } from '../../db/schema/index';
import { EXHAUSTED_REASON, GONE_REASON, runWebhookWork, stopWebhookWorker } from './webhook-worker';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
// Standard Webhooks' verify checks the timestamp against the real time (5 minutes): start the test clock now.
const clock = createManualClock(new Date());

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
  // The tests run the worker themselves at the moments they choose.
  await stopWebhookWorker(t.app.ctx);
  t.app.ctx.clock = clock;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(() => {
  clock.set(new Date());
  receiver.received.length = 0;
  receiver.answerWith(() => ({ status: 200 }));
  t.app.ctx.config.webhookAllowPrivate = true;
});

type Team = Awaited<ReturnType<typeof createCustomerTeam>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth: object,
  payload?: object,
) => t.app.inject({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });

const webhooksOf = (team: Team) => `/api/customers/${team.customer.id}/webhooks`;

let endpoints = 0;
/** Each endpoint has its own path on the receiver, so a test counts only what its own endpoints were sent. */
const addWebhook = async (team: Team, body: object = {}) => {
  endpoints += 1;
  const response = await call('POST', webhooksOf(team), team.admin.auth, {
    url: `${receiver.url}/hook-${endpoints}`,
    eventTypes: ['*'],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; secret: string; url: string };
};

const recordFor = (customerId: number, type: 'auction.closed' | 'proforma.paid' = 'auction.closed') =>
  t.app.ctx.db.transaction((tx) =>
    recordEvent(tx, {
      type,
      entityId: 77,
      data: { number: 12, status: 5 },
      recipients: [{ ownerType: 'customer', ownerId: customerId }],
      occurredAt: clock.now(),
    }),
  );

const deliveriesOf = async (team: Team, webhookId: number) => {
  const response = await call('GET', `${webhooksOf(team)}/${webhookId}/deliveries`, team.admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Record<string, unknown>[] }).items;
};

/** What the receiver got at this test's endpoints. */
const sentTo = (...webhooks: { url: string }[]) =>
  receiver.received.filter((entry) => webhooks.some((webhook) => webhook.url.endsWith(entry.path)));

const verify = (secret: string, webhook: { url: string }, index = 0) => {
  const { body, headers } = sentTo(webhook)[index]!;
  return new StandardWebhook(secret).verify(body, headers as Record<string, string>);
};

const toldOf = (userId: number) =>
  t.app.ctx.db
    .select({ type: notifications.type, text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'webhook-disabled')));

describe('webhooks (issue 26)', () => {
  it('answers the secret once and sends each event after its creation, signed as Standard Webhooks verifies', async () => {
    const team = await createCustomerTeam(t.app);
    await recordFor(team.customer.id);
    const webhook = await addWebhook(team);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(webhook.secret.slice(6), 'base64')).toHaveLength(32);
    const listed = await call('GET', webhooksOf(team), team.admin.auth);
    expect(listed.json().items).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);

    await recordFor(team.customer.id, 'proforma.paid');
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook)).toHaveLength(1);
    const [event] = await t.app.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.ownerId, team.customer.id), eq(events.seq, 2)));
    const delivered = verify(webhook.secret, webhook);
    expect(delivered).toEqual({
      id: event!.id,
      seq: 2,
      type: 'proforma.paid',
      occurredAt: event!.occurredAt.toISOString(),
      entity: 'proforma',
      entityId: 77,
      data: { number: 12, status: 5 },
    });
    expect(sentTo(webhook)[0]!.headers).toMatchObject({
      'webhook-id': event!.id,
      'webhook-timestamp': String(Math.floor(clock.now().getTime() / 1000)),
      'content-type': 'application/json',
    });
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, webhook)).toThrow();
    expect(await deliveriesOf(team, webhook.id)).toEqual([
      expect.objectContaining({
        eventId: event!.id,
        eventType: 'proforma.paid',
        attempt: 1,
        status: 'succeeded',
      }),
    ]);
  });

  it('sends only the subscribed types', async () => {
    const team = await createCustomerTeam(t.app);
    const webhook = await addWebhook(team, { eventTypes: ['proforma.paid'] });
    await recordFor(team.customer.id, 'auction.closed');
    await recordFor(team.customer.id, 'proforma.paid');
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook).map((entry) => JSON.parse(entry.body).type)).toEqual(['proforma.paid']);
  });

  it('signs with the old secret too for 24 hours after a rotation', async () => {
    const team = await createCustomerTeam(t.app);
    const webhook = await addWebhook(team);
    const rotated = await call('PATCH', `${webhooksOf(team)}/${webhook.id}/rotate_secret`, team.admin.auth);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(webhook.secret);
    await recordFor(team.customer.id);
    await runWebhookWork(t.app.ctx);
    expect(String(sentTo(webhook)[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(webhook.secret, webhook)).toBeTruthy();
    expect(verify(secret, webhook)).toBeTruthy();
  });

  it('retries a failed delivery on the schedule, the same webhook-id each time, then disables it and tells the admins', async () => {
    const team = await createCustomerTeam(t.app);
    receiver.answerWith(() => ({ status: 500 }));
    const webhook = await addWebhook(team);
    await recordFor(team.customer.id);
    const start = clock.now().getTime();
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook)).toHaveLength(1);
    for (const [index, seconds] of WEBHOOK_RETRY_DELAYS_SECONDS.entries()) {
      clock.advance(seconds * 1000 - 1);
      await runWebhookWork(t.app.ctx);
      expect(sentTo(webhook)).toHaveLength(index + 1);
      clock.advance(1);
      await runWebhookWork(t.app.ctx);
      expect(sentTo(webhook)).toHaveLength(index + 2);
    }
    expect(new Set(sentTo(webhook).map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    const deliveries = await deliveriesOf(team, webhook.id);
    expect(deliveries.map((row) => [row.attempt, row.status, row.responseStatus])).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((attempt) => [attempt, 'failed', 500]),
    );
    expect(deliveries.at(-1)!.nextAttemptAt).toBe(new Date(start + 5000).toISOString());
    const [listed] = (await call('GET', webhooksOf(team), team.admin.auth)).json().items;
    expect(listed).toMatchObject({ active: false, disabledReason: EXHAUSTED_REASON });
    expect(await toldOf(team.admin.user.id)).toEqual([
      expect.objectContaining({ text: expect.stringContaining(EXHAUSTED_REASON) }),
    ]);
    expect(await toldOf(team.manager.user.id)).toEqual([]);
    clock.advance(48 * 3600 * 1000);
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook)).toHaveLength(10);
  });

  it('counts only 2xx as success and follows no redirect', async () => {
    const team = await createCustomerTeam(t.app);
    receiver.answerWith((request) =>
      request.path.startsWith('/hook')
        ? { status: 302, headers: { location: `${receiver.url}/moved` } }
        : { status: 200 },
    );
    const webhook = await addWebhook(team);
    await recordFor(team.customer.id);
    await runWebhookWork(t.app.ctx);
    const paths = receiver.received.map((entry) => entry.path);
    expect(paths.filter((path) => path === '/moved' || webhook.url.endsWith(path))).toEqual([
      new URL(webhook.url).pathname,
    ]);
    receiver.answerWith(() => ({ status: 204 }));
    clock.advance(5000);
    await runWebhookWork(t.app.ctx);
    const deliveries = await deliveriesOf(team, webhook.id);
    expect(deliveries.map((row) => [row.attempt, row.status, row.responseStatus])).toEqual([
      [2, 'succeeded', 204],
      [1, 'failed', 302],
    ]);
  });

  it('disables the endpoint at the first 410 and tells its admins', async () => {
    const team = await createCustomerTeam(t.app);
    receiver.answerWith(() => ({ status: 410 }));
    const webhook = await addWebhook(team);
    await recordFor(team.customer.id);
    await runWebhookWork(t.app.ctx);
    clock.advance(3600_000);
    await recordFor(team.customer.id);
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook)).toHaveLength(1);
    expect(await deliveriesOf(team, webhook.id)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'failed', responseStatus: 410, nextAttemptAt: null }),
    ]);
    const [listed] = (await call('GET', webhooksOf(team), team.admin.auth)).json().items;
    expect(listed).toMatchObject({ active: false, disabledReason: GONE_REASON });
    expect(await toldOf(team.admin.user.id)).toHaveLength(1);

    const again = await call('PUT', `${webhooksOf(team)}/${webhook.id}`, team.admin.auth, {
      url: webhook.url,
      eventTypes: ['*'],
      active: true,
    });
    expect(again.json()).toMatchObject({ active: true, disabledReason: null });
  });

  it('redelivers an event now under the same webhook-id', async () => {
    const team = await createCustomerTeam(t.app);
    const webhook = await addWebhook(team);
    await recordFor(team.customer.id);
    await runWebhookWork(t.app.ctx);
    const [first] = await deliveriesOf(team, webhook.id);
    const redelivered = await call(
      'PATCH',
      `${webhooksOf(team)}/${webhook.id}/deliveries/${first!.id}/redeliver`,
      team.admin.auth,
    );
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    expect(redelivered.json()).toMatchObject({ eventId: first!.eventId, status: 'pending' });
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook).map((entry) => entry.headers['webhook-id'])).toEqual([
      first!.eventId,
      first!.eventId,
    ]);
    expect(sentTo(webhook)[1]!.body).toBe(sentTo(webhook)[0]!.body);

    await call('PUT', `${webhooksOf(team)}/${webhook.id}`, team.admin.auth, {
      url: webhook.url,
      eventTypes: ['*'],
      active: false,
    });
    const refused = await call(
      'PATCH',
      `${webhooksOf(team)}/${webhook.id}/deliveries/${first!.id}/redeliver`,
      team.admin.auth,
    );
    expect(refused.statusCode).toBe(409);
  });

  it('sends a webhook.test event to this endpoint only, once, and never to the feed', async () => {
    const team = await createCustomerTeam(t.app);
    const webhook = await addWebhook(team);
    const other = await addWebhook(team);
    receiver.answerWith(() => ({ status: 500 }));
    const tested = await call('PATCH', `${webhooksOf(team)}/${webhook.id}/test`, team.admin.auth);
    expect(tested.statusCode, tested.body).toBe(200);
    await runWebhookWork(t.app.ctx);
    clock.advance(3600_000);
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook)).toHaveLength(1);
    expect(verify(webhook.secret, webhook)).toMatchObject({ type: 'webhook.test', entityId: webhook.id });
    expect(await deliveriesOf(team, other.id)).toEqual([]);
    const [feed] = await t.app.ctx.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.ownerId, team.customer.id));
    expect(feed!.n).toBe(0);
    const [listed] = (await call('GET', webhooksOf(team), team.admin.auth)).json().items;
    expect(listed.active).toBe(true);
  });

  it('refuses private, loopback and link-local addresses and other schemes without WEBHOOK_ALLOW_PRIVATE', async () => {
    const team = await createCustomerTeam(t.app);
    t.app.ctx.config.webhookAllowPrivate = false;
    for (const url of [
      'http://127.0.0.1',
      'http://10.0.0.1',
      'http://169.254.169.254',
      'file:///etc/passwd',
      'http://localhost',
      'http://[::1]:8080/',
      'http://[::ffff:10.0.0.1]/',
      'http://100.64.0.1/',
    ]) {
      const response = await call('POST', webhooksOf(team), team.admin.auth, { url, eventTypes: ['*'] });
      expect(response.statusCode, url).toBe(422);
    }
    const refused = await call('POST', webhooksOf(team), team.admin.auth, {
      url: 'http://10.0.0.1/hook',
      eventTypes: ['*'],
    });
    expect(refused.json().message).toBe('Адрес http://10.0.0.1/hook недоступен: частная сеть (10.0.0.1)');
    expect(refused.json().fields).toEqual([expect.objectContaining({ path: ['url'] })]);
    t.app.ctx.config.webhookAllowPrivate = true;
    const file = await call('POST', webhooksOf(team), team.admin.auth, {
      url: 'file:///etc/passwd',
      eventTypes: ['*'],
    });
    expect(file.statusCode).toBe(422);
  });

  it('checks the address again right before each delivery', async () => {
    const team = await createCustomerTeam(t.app);
    const webhook = await addWebhook(team);
    t.app.ctx.config.webhookAllowPrivate = false;
    await recordFor(team.customer.id);
    await runWebhookWork(t.app.ctx);
    expect(sentTo(webhook)).toEqual([]);
    expect(await deliveriesOf(team, webhook.id)).toEqual(
      [
        expect.objectContaining({ attempt: 1, status: 'failed', responseStatus: null }),
        expect.objectContaining({ attempt: 2, status: 'pending' }),
      ].reverse(),
    );
  });

  it('accepts only the event types of the company’s side', async () => {
    const team = await createCustomerTeam(t.app);
    const customerOnly = await call('POST', webhooksOf(team), team.admin.auth, {
      url: `${receiver.url}/hook`,
      eventTypes: ['proforma.created'],
    });
    expect(customerOnly.statusCode).toBe(422);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const carrierUrl = `/api/contractors/${carrier.company.id}/webhooks`;
    const carrierOnly = await call('POST', carrierUrl, carrier.auth, {
      url: `${receiver.url}/hook`,
      eventTypes: ['auction.created'],
    });
    expect(carrierOnly.statusCode).toBe(422);
    const allowed = await call('POST', carrierUrl, carrier.auth, {
      url: `${receiver.url}/hook`,
      eventTypes: ['proforma.created', 'route.closed'],
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const unknown = await call('POST', webhooksOf(team), team.admin.auth, {
      url: `${receiver.url}/hook`,
      eventTypes: ['nothing.happened'],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('answers 404 for another company’s webhook or delivery and 403 to users and managers', async () => {
    const team = await createCustomerTeam(t.app);
    const stranger = await createCustomerTeam(t.app);
    const webhook = await addWebhook(team);
    const theirs = await addWebhook(stranger);
    await recordFor(stranger.customer.id);
    await runWebhookWork(t.app.ctx);
    const [theirDelivery] = await deliveriesOf(stranger, theirs.id);
    const mine = `${webhooksOf(team)}/${webhook.id}`;
    const body = { url: webhook.url, eventTypes: ['*'] };
    for (const [method, url] of [
      ['PUT', `${webhooksOf(team)}/${theirs.id}`],
      ['DELETE', `${webhooksOf(team)}/${theirs.id}`],
      ['PATCH', `${webhooksOf(team)}/${theirs.id}/rotate_secret`],
      ['PATCH', `${webhooksOf(team)}/${theirs.id}/test`],
      ['GET', `${webhooksOf(team)}/${theirs.id}/deliveries`],
      ['PATCH', `${mine}/deliveries/${theirDelivery!.id}/redeliver`],
      ['GET', webhooksOf(stranger)],
    ] as const) {
      const response = await call(method, url, team.admin.auth, method === 'PUT' ? body : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const who of [team.plain, team.manager]) {
      expect((await call('GET', webhooksOf(team), who.auth)).statusCode).toBe(403);
      expect((await call('POST', webhooksOf(team), who.auth, body)).statusCode).toBe(403);
      expect((await call('PATCH', `${mine}/test`, who.auth)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: webhooksOf(team) })).statusCode).toBe(401);
    const deleted = await call('DELETE', mine, team.admin.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Вебхук удалён' });
    expect((await call('GET', webhooksOf(team), team.admin.auth)).json()).toMatchObject({
      items: [],
      totalCount: 0,
    });
  });
});
