import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { proformaLines } from '../../db/schema/index';
import { proformaKit } from './proformas.fixtures';

// Issue 23 on real PostgreSQL (TEST_DATABASE_URL): PGlite has one connection and cannot race.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'proforma builds racing on PostgreSQL',
  { timeout: 180_000 },
  () => {
    let t: TestApp;
    let kit: ReturnType<typeof proformaKit>;
    beforeAll(async () => {
      t = await createTestApp();
      kit = proformaKit(t);
    });
    afterAll(() => t.close());

    it('puts each flight on exactly one proforma when the same period is built at once', async () => {
      const pair = await kit.setUp();
      const flights = [];
      for (let day = 10; day < 16; day += 1) flights.push(await kit.closedFlight(pair, `2026-01-${day}`));
      const body = { customer: pair.customer.customerId, dateFrom: '2026-01-01', dateTo: '2026-01-31' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => kit.call('POST', pair.carrierUrl, pair.carrier.auth, body)),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      for (const answer of answers.filter((entry) => entry.statusCode !== 201)) {
        expect([409, 422]).toContain(answer.statusCode);
        expect(answer.json().message).toMatch(/[а-я]/i);
      }
      const created = answers.find((answer) => answer.statusCode === 201)!.json();
      expect(created.lines).toHaveLength(flights.length);
      const held = await t.app.ctx.db
        .select({ routeId: proformaLines.routeId })
        .from(proformaLines)
        .where(and(eq(proformaLines.kind, 'flight'), eq(proformaLines.isDeleted, false)));
      expect(held.map((row) => row.routeId).sort()).toEqual(flights.map((flight) => flight.id).sort());
    });
  },
);
