import { randomUUID } from 'node:crypto';
import { decodeTokenClaims } from '@portal/contract/auth/token';
import { WS_CLOSE, WS_LIMITS } from '@portal/contract/realtime/realtime.schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../src/core/auth/jwt';
import type { Database } from '../src/core/db/database';
import { createSignedInUser, createUser, login } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { openTestDatabase } from './test-database';
import { authenticate, type Client, connect } from './ws-client';

/** A signed-in customer with an authenticated socket subscribed to the given channels. */
const subscribedUser = async (app: FastifyInstance, channels: string[] = ['notifications']) => {
  const user = await createSignedInUser(app, 'customer');
  const client = await connect(app);
  expect(await authenticate(client, user.token)).toMatchObject({ channel: 'commands', type: 'ready' });
  client.send({ type: 'subscribe', channels });
  await client.sync();
  return { ...user, client };
};

const notify = (app: FastifyInstance, userId: number, id: string, type = 'x') =>
  app.ctx.bus.publish({
    channel: 'notifications',
    type,
    id,
    payload: { text: type },
    audience: { kind: 'user', userId },
  });

describe('WebSocket /api/ws', () => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  const track = <T extends { client: Client } | Client>(value: T): T => {
    clients.push('client' in value ? value.client : value);
    return value;
  };

  it('answers {channel:"commands", type:"ready"} to an auth message with a valid token', async () => {
    const { user, token } = await createSignedInUser(t.app, 'contractor');
    const client = track(await connect(t.app));
    const ready = await authenticate(client, token);
    expect(ready).toMatchObject({ channel: 'commands', type: 'ready', seq: 0, payload: { userId: user.id } });
    expect(new Date(ready.at!).toISOString()).toBe(ready.at);
  });

  it('authenticates with the bearer subprotocol header instead of a message', async () => {
    const { user, token } = await createSignedInUser(t.app, 'customer');
    const client = track(await connect(t.app, ['bearer', token]));
    expect(await client.next()).toMatchObject({
      channel: 'commands',
      type: 'ready',
      payload: { userId: user.id },
    });
  });

  it('delivers a subscribed channel in envelopes whose seq grows per entity', async () => {
    const { user, client } = track(await subscribedUser(t.app));
    const id = `e-${randomUUID()}`;
    await notify(t.app, user.id, id, 'first');
    await notify(t.app, user.id, id, 'second');
    expect(await client.next()).toMatchObject({ channel: 'notifications', type: 'first', id, seq: 1 });
    const second = await client.next();
    expect(second).toMatchObject({
      channel: 'notifications',
      type: 'second',
      id,
      seq: 2,
      payload: { text: 'second' },
    });
    expect(Object.keys(second).sort()).toEqual(['at', 'channel', 'id', 'payload', 'seq', 'type']);
  });

  it('sends events as text frames, each socket the same bytes', async () => {
    const alice = track(await subscribedUser(t.app, ['auctions']));
    const bob = track(await subscribedUser(t.app, ['auctions']));
    const nextFrame = (client: Client) =>
      new Promise<{ text: string; isBinary: boolean }>((resolve) =>
        client.socket.once('message', (data, isBinary) => resolve({ text: data.toString(), isBinary })),
      );
    const frames = Promise.all([nextFrame(alice.client), nextFrame(bob.client)]);
    await t.app.ctx.bus.publish({
      channel: 'auctions',
      type: 'bid',
      id: `a-${randomUUID()}`,
      payload: { bestSumm: 'Ставка' },
      audience: { kind: 'all' },
    });
    const [toAlice, toBob] = await frames;
    // A browser reads a binary frame as a Blob: the page expects a string.
    expect(toAlice.isBinary).toBe(false);
    expect(toBob).toEqual(toAlice);
    expect(JSON.parse(toAlice.text)).toMatchObject({ payload: { bestSumm: 'Ставка' } });
  });

  it('frames events of every length class whole: under 126 bytes, under 64 KiB and over', async () => {
    const { client } = track(await subscribedUser(t.app, ['auctions']));
    const texts = ['', 'я'.repeat(1000), 'я'.repeat(40_000)];
    for (const text of texts)
      await t.app.ctx.bus.publish({
        channel: 'auctions',
        type: 'x',
        id: 'a',
        payload: text ? { text } : null,
        audience: { kind: 'all' },
      });
    for (const text of texts) expect((await client.next()).payload).toEqual(text ? { text } : null);
  });

  it("does not deliver another user's event", async () => {
    const alice = track(await subscribedUser(t.app));
    const bob = track(await subscribedUser(t.app));
    await notify(t.app, bob.user.id, `e-${randomUUID()}`, 'for-bob');
    await notify(t.app, alice.user.id, `e-${randomUUID()}`, 'for-alice');
    // Events arrive in order, so had Bob's reached Alice it would come first.
    expect(await alice.client.next()).toMatchObject({ type: 'for-alice' });
    expect(await bob.client.next()).toMatchObject({ type: 'for-bob' });
  });

  it('does not deliver a channel the socket has not subscribed to, nor anything before auth', async () => {
    const { user, client } = track(await subscribedUser(t.app, ['auctions']));
    const anonymous = track(await connect(t.app));
    await notify(t.app, user.id, `e-${randomUUID()}`, 'unsubscribed');
    await t.app.ctx.bus.publish({
      channel: 'auctions',
      type: 'bid',
      id: 'a-1',
      payload: {},
      audience: { kind: 'all' },
    });
    expect(await client.next()).toMatchObject({ channel: 'auctions', type: 'bid' });
    // Messages arrive in order: had the anonymous socket been sent the event, it would come before 'ready'.
    const { token } = await createSignedInUser(t.app, 'customer');
    expect(await authenticate(anonymous, token)).toMatchObject({ channel: 'commands', type: 'ready' });
  });

  it('closes the socket with 4001 for a bad token', async () => {
    const client = track(await connect(t.app));
    client.send({ type: 'auth', token: 'not-a-jwt' });
    expect((await client.closed()).code).toBe(WS_CLOSE.unauthorized);
  });

  it(`allows ${WS_LIMITS.messagesPerSecond} messages in a second`, async () => {
    const { token } = await createSignedInUser(t.app, 'customer');
    // A fresh socket counts from its opening, so the burst falls in its first second.
    const client = track(await connect(t.app));
    for (let message = 1; message < WS_LIMITS.messagesPerSecond; message += 1) client.send({ type: 'ping' });
    // Pings before auth get no answer; the auth message is the 20th and is still served.
    expect(await authenticate(client, token)).toMatchObject({ type: 'ready' });
  });

  it(`closes the socket with 4008 after more than ${WS_LIMITS.messagesPerSecond} messages in a second`, async () => {
    const client = track(await connect(t.app));
    for (let message = 0; message <= WS_LIMITS.messagesPerSecond; message += 1) client.send({ type: 'ping' });
    expect((await client.closed()).code).toBe(WS_CLOSE.rateLimited);
  });

  it('closes the socket with 1009 for a message over 16 KiB', async () => {
    const { client } = track(await subscribedUser(t.app));
    client.send({ type: 'ping', padding: 'x'.repeat(WS_LIMITS.maxMessageBytes) });
    expect((await client.closed()).code).toBe(WS_CLOSE.tooLarge);
  });

  it('closes the socket with 4002 when the token expires', async () => {
    const { user, token } = await createSignedInUser(t.app, 'customer');
    const { sid, ver } = decodeTokenClaims(token)!;
    const client = track(await connect(t.app));
    // Start at the top of a second so a 1-second token is still valid when the server checks it.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    const shortLived = await createTokenService(t.config.jwtSecret, 1).sign({
      sub: String(user.id),
      username: user.username,
      ownerType: user.ownerType,
      ownerId: user.ownerId,
      roles: user.roles,
      sid,
      ver,
    });
    expect(await authenticate(client, shortLived)).toMatchObject({ type: 'ready' });
    expect((await client.closed()).code).toBe(WS_CLOSE.tokenExpired);
  });

  it('sends logout to a deleted user and closes its socket with 4003', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const colleague = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: admin.company.id });
    const { token } = await login(t.app, colleague.username);
    const client = track(await connect(t.app));
    expect(await authenticate(client, token)).toMatchObject({ type: 'ready' });

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${colleague.id}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await client.next()).toMatchObject({
      channel: 'commands',
      type: 'logout',
      payload: { reason: 'deleted' },
    });
    expect((await client.closed()).code).toBe(WS_CLOSE.blocked);

    // Nor can it come back with the same token.
    const again = track(await connect(t.app));
    again.send({ type: 'auth', token });
    expect((await again.closed()).code).toBe(WS_CLOSE.unauthorized);
  });

  it('closes the sockets of a session that logs out, and keeps those of the user’s other session', async () => {
    const user = await createSignedInUser(t.app, 'customer');
    const other = await login(t.app, user.user.username);
    const ending = track(await connect(t.app));
    const staying = track(await connect(t.app));
    expect(await authenticate(ending, user.token)).toMatchObject({ type: 'ready' });
    expect(await authenticate(staying, other.token)).toMatchObject({ type: 'ready' });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: user.auth,
      payload: { refreshToken: user.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(await ending.next()).toMatchObject({ channel: 'commands', type: 'logout' });
    expect((await ending.closed()).code).toBe(WS_CLOSE.blocked);
    await staying.sync();

    const again = track(await connect(t.app));
    again.send({ type: 'auth', token: user.token });
    expect((await again.closed()).code).toBe(WS_CLOSE.unauthorized);
  });

  it(`refuses the socket after ${WS_LIMITS.unauthenticatedPerAddress} unauthenticated ones from one address`, async () => {
    const waiting = [];
    for (let index = 0; index < WS_LIMITS.unauthenticatedPerAddress; index += 1) {
      waiting.push(track(await connect(t.app)));
    }
    await expect(connect(t.app)).rejects.toThrow('HTTP 429');
    // An authenticated socket no longer counts against its address.
    const user = await createSignedInUser(t.app, 'customer');
    expect(await authenticate(waiting[0]!, user.token)).toMatchObject({ type: 'ready' });
    track(await connect(t.app));
    for (const client of waiting) client.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('WebSocket /api/ws across instances (Redis)', () => {
  let database: Database;
  let instanceA: TestApp;
  let instanceB: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    instanceA = await createTestApp({ REDIS_URL: redisUrl! }, database);
    instanceB = await createTestApp({ REDIS_URL: redisUrl! }, database);
    await instanceA.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await database?.close();
  });

  it('delivers an event published on instance B to a socket on instance A', async () => {
    const { user, client } = await subscribedUser(instanceA.app);
    const id = `e-${randomUUID()}`;
    await notify(instanceB.app, user.id, id, 'from-b');
    expect(await client.nextAbout(id)).toMatchObject({
      channel: 'notifications',
      type: 'from-b',
      id,
      seq: 1,
    });
    client.close();
  });

  it('counts seq per entity across instances', async () => {
    const { user, client } = await subscribedUser(instanceA.app);
    const id = `e-${randomUUID()}`;
    await notify(instanceB.app, user.id, id, 'one');
    await notify(instanceA.app, user.id, id, 'two');
    await notify(instanceB.app, user.id, id, 'three');
    const seqs: number[] = [];
    for (let event = 0; event < 3; event += 1) seqs.push((await client.nextAbout(id)).seq!);
    expect(seqs).toEqual([1, 2, 3]);
    client.close();
  });

  it('delivers events two instances publish at once about one entity in the order of their seqs', async () => {
    const { user, client } = await subscribedUser(instanceA.app);
    const id = `e-${randomUUID()}`;
    const count = 200;
    await Promise.all(
      Array.from({ length: count }, (_, n) => notify(n % 2 ? instanceA.app : instanceB.app, user.id, id)),
    );
    const seqs: number[] = [];
    for (let event = 0; event < count; event += 1) seqs.push((await client.nextAbout(id)).seq!);
    expect(seqs).toEqual(Array.from({ length: count }, (_, n) => n + 1));
    client.close();
  });

  it('refuses at once on instance A a token whose session logged out on instance B', async () => {
    const user = await createSignedInUser(instanceA.app, 'customer');
    const time = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/time', headers: user.auth });
    // Instance A now holds the session's verdict in its cache.
    expect((await time(instanceA.app)).statusCode).toBe(200);
    const logout = await instanceB.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: user.auth,
      payload: { refreshToken: user.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    await expect.poll(async () => (await time(instanceA.app)).statusCode, { timeout: 1000 }).toBe(401);
  });
});
