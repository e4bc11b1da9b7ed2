import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../db/schema/index';
import { stopWebhookWorker } from '../modules/integrations/webhook-worker';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './demo-seed';
import { seedWebhooks } from './webhooks.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await stopWebhookWorker(t.app.ctx);
  await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

describe('seedWebhooks', () => {
  it('gives the demo shipper one switched-off endpoint with failed deliveries its admin reads, once', async () => {
    const { token } = await login(t.app, 'admin@shipper.demo', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const [admin] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'admin@shipper.demo'));
    const base = `/api/customers/${admin!.ownerId}/webhooks`;
    const listed = await t.app.inject({ method: 'GET', url: base, headers });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ url: 'https://erp.example.ru/portal/webhooks', active: false }),
    ]);
    const deliveries = await t.app.inject({
      method: 'GET',
      url: `${base}/${listed.json().items[0].id}/deliveries`,
      headers,
    });
    const items = deliveries.json().items as { status: string; responseStatus: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.status === 'failed' && item.responseStatus === 503)).toBe(true);
    expect(await seedWebhooks(t.app.ctx)).toBe(false);
  });
});
