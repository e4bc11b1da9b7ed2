import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { comments } from '../db/schema/index';
import { seedComments } from './comments.seed';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

describe('seedComments', () => {
  it('gives a flight, an auction and a tender a thread both demo sides read through the API, once', async () => {
    const rows = await t.app.ctx.db.select().from(comments);
    expect(new Set(rows.map((row) => row.entity))).toEqual(new Set(['route', 'auction', 'tender']));
    for (const username of ['admin@carrier.demo', 'user@shipper.demo']) {
      const { token } = await login(t.app, username, DEMO_PASSWORD);
      for (const { entity, entityId } of rows) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/comments?entity=${entity}&entityId=${entityId}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().totalCount).toBeGreaterThan(1);
      }
    }
    expect(await seedComments(t.app.ctx)).toBe(false);
  });
});
