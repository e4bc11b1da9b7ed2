import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { proformaLines, proformas } from '../db/schema/index';
import { seedDemo } from './demo-seed';
import { seedProformas } from './proformas.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
}, 120_000);
afterAll(() => t.close());

describe('seedProformas', () => {
  it('gives admin@carrier.demo a sent proforma with its УПД and a draft, built from its closed flights, once', async () => {
    const db = t.app.ctx.db;
    const rows = await db.select().from(proformas).orderBy(asc(proformas.id));
    expect(rows.map((row) => row.status)).toEqual([1, 0]);
    expect(rows[0]).toMatchObject({ numberSeq: 1, version: 0 });
    expect(rows[0]!.updFileId).not.toBeNull();
    for (const row of rows) {
      const lines = await db.select().from(proformaLines).where(eq(proformaLines.proformaId, row.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.kind === 'flight' && line.routeId !== null)).toBe(true);
    }
    expect(await seedProformas(t.app.ctx)).toBe(false);
  });
});
