import { ratingBand } from '@portal/contract/format/rating';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appeals, ratingHistory, ratings, users } from '../../db/schema/index';
import { seedDemo } from '../demo-seed';
import { seedRatings } from './rating.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
}, 120_000);
afterAll(() => t.close());

describe('seedRatings', () => {
  it('rates several carriers from the seeded flights and gives the demo carrier appeals in every status, once', async () => {
    const db = t.app.ctx.db;
    const ownerOf = async (username: string) =>
      (await db.select().from(users).where(eq(users.username, username)))[0]!.ownerId;
    const admin = { ownerId: await ownerOf('admin@carrier.demo') };
    const shipper = await ownerOf('admin@shipper.demo');
    const monthly = (await db.select().from(ratings)).filter(
      (row) => row.periodId === 1 && row.customerId === shipper,
    );
    // Issue 17: twelve months for the demo carrier and four more carriers of the demo shipper, every band among them.
    for (const username of ['carrier', 'volga', 'sibir', 'ural', 'yug'].map((name) => `admin@${name}.demo`)) {
      const contractorId = await ownerOf(username);
      const months = monthly.filter((row) => row.contractorId === contractorId).map((row) => row.dateFrom);
      expect(new Set(months).size, username).toBeGreaterThanOrEqual(12);
    }
    expect(new Set(monthly.map((row) => ratingBand(row.rating)))).toEqual(new Set(['low', 'mid', 'high']));
    const ural = await ownerOf('admin@ural.demo');
    expect(await db.select().from(appeals).where(eq(appeals.contractorId, ural))).toEqual([]);
    const demoAppeals = await db.select().from(appeals).where(eq(appeals.contractorId, admin!.ownerId));
    const statuses = demoAppeals.map((row) => row.status);
    expect(statuses.filter((status) => status === 0)).toHaveLength(2);
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2, 3]));
    const accepted = demoAppeals.filter((row) => row.status === 2).at(-1)!;
    expect((await db.select().from(ratingHistory)).map((row) => row.reason)).toContain(
      `пересчёт по апелляции №${accepted.id}`,
    );
    expect(await seedRatings(t.app.ctx)).toBe(false);
  });
});
