import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiKeys, users } from '../db/schema/index';
import { DEMO_API_KEY_NAME, seedApiKeys } from './api-keys.seed';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

describe('demo API key', () => {
  it('gives the demo shipper one read key «1С: выгрузка рейсов», listed to its admin, once', async () => {
    const { token } = await login(t.app, 'admin@shipper.demo', DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const session = (await t.app.inject({ method: 'GET', url: '/api/login/check', headers: auth })).json();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${session.ownerId}/api-keys`,
      headers: auth,
    });
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ name: DEMO_API_KEY_NAME, scope: 'read' }] });

    expect(await seedApiKeys(t.app.ctx)).toBe(false);
    const integration = await t.app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.ownerId, session.ownerId), eq(users.isIntegration, true)));
    expect(integration).toHaveLength(1);
    expect((await t.app.ctx.db.select().from(apiKeys)).length).toBe(1);
  });
});
