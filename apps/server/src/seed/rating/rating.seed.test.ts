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
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin@carrier.demo'));
    const monthly = (await db.select().from(ratings)).filter((row) => row.periodId === 1);
    expect(new Set(monthly.map((row) => row.contractorId)).size).toBeGreaterThan(2);
    expect(monthly.filter((row) => row.contractorId === admin!.ownerId).length).toBeGreaterThanOrEqual(3);
    expect(new Set(monthly.map((row) => ratingBand(row.rating))).size).toBeGreaterThan(1);
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
