import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/core/app';
import { createManualClock, systemClock } from '../src/core/clock';
import type { Database } from '../src/core/db/database';
import { REPLAYED_HEADER, requestHashOf, sweepIdempotencyKeys } from '../src/core/http/idempotency';
import { idempotencyKeys } from '../src/db/schema/index';
import { apiKeysKit } from '../src/modules/integrations/api-keys.fixtures';
import { expectProblem } from './problem';
import { type TestApp, testConfig } from './test-app';
import { openTestDatabase } from './test-database';

// Issue 26: Idempotency-Key on every POST with a token or a key (DESIGN 12, the IETF Idempotency-Key draft).
let t: TestApp;
let kit: ReturnType<typeof apiKeysKit>;
/** A POST that fails with 500 until told otherwise, counting its runs: a 5xx must not be kept. */
const flaky = { isFailing: true, runs: 0 };

beforeAll(async () => {
  const config = testConfig();
  const database: Database = await openTestDatabase();
  const app: FastifyInstance = await buildApp(config, { database, logger: false });
  app.post('/api/test/flaky', { config: { access: 'authenticated' } }, async (_request, reply) => {
    flaky.runs += 1;
    if (flaky.isFailing) throw new Error('database went away');
    return reply.code(201).send({ run: flaky.runs });
  });
  await app.ready();
  t = {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  kit = apiKeysKit(t);
});
afterAll(() => t.close());
afterEach(() => {
  t.app.ctx.clock = systemClock;
});

type Auth = Record<string, string>;
const withKey = (auth: Auth, key: string) => ({ ...auth, 'idempotency-key': key });
const names = (base: string) => `${base}/transportation-names`;
const aName = (name: string, color = '#123456') => ({ name, color });

describe('Idempotency-Key', () => {
  it('answers the first answer again, same status and body, and runs once', async () => {
    const team = await kit.setUpCustomer();
    const headers = withKey(team.admin.auth, 'order-1');
    const first = await kit.call('POST', names(team.base), headers, aName('Мебель'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await kit.call('POST', names(team.base), headers, aName('Мебель'));
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect((await kit.call('GET', names(team.base), team.admin.auth)).json().totalCount).toBe(1);
  });

  it('keeps a 4xx answer too', async () => {
    const team = await kit.setUpCustomer();
    const headers = withKey(team.admin.auth, 'bad-1');
    const first = await kit.call('POST', names(team.base), headers, aName(''));
    expectProblem(first, 422);
    const again = await kit.call('POST', names(team.base), headers, aName(''));
    expect(again.statusCode).toBe(422);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
  });

  it('refuses the same key with another body with 422', async () => {
    const team = await kit.setUpCustomer();
    const headers = withKey(team.admin.auth, 'order-2');
    expect((await kit.call('POST', names(team.base), headers, aName('Мебель'))).statusCode).toBe(201);
    const other = await kit.call('POST', names(team.base), headers, aName('Стекло', '#654321'));
    expect(expectProblem(other, 422).message).toMatch(/Idempotency-Key уже использован/);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const team = await kit.setUpCustomer();
    const url = names(team.base);
    const body = aName('Мебель');
    await t.app.ctx.db.insert(idempotencyKeys).values({
      ownerType: 'customer',
      ownerId: team.customer.id,
      credential: `user:${team.admin.user.id}`,
      key: 'order-3',
      requestHash: requestHashOf('POST', url, body),
      state: 'running',
      createdAt: new Date(),
    });
    const answer = await kit.call('POST', url, withKey(team.admin.auth, 'order-3'), body);
    expect(expectProblem(answer, 409).message).toMatch(/ещё выполняется/);
    expect((await kit.call('GET', url, team.admin.auth)).json().totalCount).toBe(0);
  });

  it('forgets a 5xx answer, so a retry runs again', async () => {
    const team = await kit.setUpCustomer();
    const headers = withKey(team.admin.auth, 'flaky-1');
    flaky.isFailing = true;
    expectProblem(await kit.call('POST', '/api/test/flaky', headers, {}), 500);
    flaky.isFailing = false;
    const retried = await kit.call('POST', '/api/test/flaky', headers, {});
    expect(retried.statusCode).toBe(201);
    const runs = retried.json().run;
    const replayed = await kit.call('POST', '/api/test/flaky', headers, {});
    expect(replayed.json()).toEqual({ run: runs });
    expect(flaky.runs).toBe(runs);
  });

  it('runs the request again after 24 hours, and the sweep deletes the old rows', async () => {
    const clock = createManualClock(new Date('2030-03-01T09:00:00Z'));
    t.app.ctx.clock = clock;
    const team = await kit.setUpCustomer();
    const headers = withKey(team.admin.auth, 'order-4');
    expect((await kit.call('POST', names(team.base), headers, aName('Мебель'))).statusCode).toBe(201);
    clock.advance(24 * 3600 * 1000 - 1);
    expect(
      (await kit.call('POST', names(team.base), headers, aName('Мебель'))).headers[REPLAYED_HEADER],
    ).toBe('true');
    clock.advance(2);
    // Run again: the name is taken now, so this time the answer is the service's own 409.
    const later = await kit.call('POST', names(team.base), headers, aName('Мебель'));
    expectProblem(later, 409);
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();

    clock.advance(24 * 3600 * 1000 + 1);
    await sweepIdempotencyKeys(t.app.ctx);
    const left = await t.app.ctx.db.select().from(idempotencyKeys);
    expect(left.filter((row) => row.ownerId === team.customer.id)).toEqual([]);
  });

  it('keeps keys apart per credential: another user or an API key with the same key runs its own request', async () => {
    const team = await kit.setUpCustomer();
    const apiKey = await kit.createKey(team, 'write');
    const key = 'shared-key';
    const byAdmin = await kit.call('POST', names(team.base), withKey(team.admin.auth, key), aName('Мебель'));
    const byManager = await kit.call(
      'POST',
      names(team.base),
      withKey(team.manager.auth, key),
      aName('Стекло', '#e6194b'),
    );
    const byApiKey = await kit.call(
      'POST',
      names(team.base),
      withKey(apiKey.auth, key),
      aName('Лес', '#3cb44b'),
    );
    for (const answer of [byAdmin, byManager, byApiKey]) expect(answer.statusCode, answer.body).toBe(201);
    const replayed = await kit.call(
      'POST',
      names(team.base),
      withKey(apiKey.auth, key),
      aName('Лес', '#3cb44b'),
    );
    expect(replayed.headers[REPLAYED_HEADER]).toBe('true');
    expect(replayed.body).toBe(byApiKey.body);
    expect((await kit.call('GET', names(team.base), team.admin.auth)).json().totalCount).toBe(3);
  });

  it('refuses a key longer than 255 characters or not printable ASCII with 422', async () => {
    const team = await kit.setUpCustomer();
    for (const key of ['k'.repeat(256), 'a\tb']) {
      expectProblem(
        await kit.call('POST', names(team.base), withKey(team.admin.auth, key), aName('Мебель')),
        422,
      );
    }
    const longest = await kit.call(
      'POST',
      names(team.base),
      withKey(team.admin.auth, 'k'.repeat(255)),
      aName('Мебель'),
    );
    expect(longest.statusCode).toBe(201);
  });
});
