import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerTeam } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createPostgresTestDatabase } from '../../../test/test-database';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { type Database, openDatabase } from '../../core/db/database';
import { recordEvent } from '../../core/events/record-event';

const serverUrl = process.env.TEST_DATABASE_URL;
const EVENTS = 200;

// Issue 26: two server processes on one PostgreSQL database, both workers running, deliver each event once.
describe.skipIf(!serverUrl)('webhook delivery by two processes (PostgreSQL)', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let databases: Database[];
  let apps: TestApp[];
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    created = await createPostgresTestDatabase(serverUrl!, inject('postgresTemplate') ?? undefined);
    databases = [
      await openDatabase({ driver: 'postgres', url: created.url }),
      await openDatabase({ driver: 'postgres', url: created.url }),
    ];
    apps = [];
    for (const database of databases)
      apps.push(await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }, database));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await receiver.close();
    await created.drop();
  });

  it('sends each event exactly once while both workers run', async () => {
    const [first, second] = apps as [TestApp, TestApp];
    const team = await createCustomerTeam(first.app);
    const added = await first.app.inject({
      method: 'POST',
      url: `/api/customers/${team.customer.id}/webhooks`,
      headers: team.admin.auth,
      payload: { url: `${receiver.url}/hook`, eventTypes: ['*'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    // Half the changes commit through each process, as they would behind a load balancer.
    for (let index = 0; index < EVENTS; index += 1) {
      const { app } = index % 2 ? second : first;
      await app.ctx.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'auction.closed',
          entityId: index + 1,
          data: { number: index + 1, status: 5 },
          recipients: [{ ownerType: 'customer', ownerId: team.customer.id }],
          occurredAt: app.ctx.clock.now(),
        }),
      );
    }
    const deadline = Date.now() + 20_000;
    while (receiver.received.length < EVENTS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // A second send would come within the workers' next polls.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ids = receiver.received.map((entry) => entry.headers['webhook-id']);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(receiver.received.map((entry) => JSON.parse(entry.body).entityId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: EVENTS }, (_, index) => index + 1),
    );
  });
});
