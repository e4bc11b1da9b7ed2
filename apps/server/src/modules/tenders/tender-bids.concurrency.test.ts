import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { tenderBids, tenders } from '../../db/schema/index';
import { runDueTenderWork, stopTenderScheduler } from './tender-scheduler';
import { T0, tendersKit } from './tenders.fixtures';

// Issue 16 correctness on real PostgreSQL (TEST_DATABASE_URL): PGlite has one connection and cannot race.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'tender bids racing on PostgreSQL',
  { timeout: 180_000 },
  () => {
    let t: TestApp;
    let kit: ReturnType<typeof tendersKit>;
    beforeAll(async () => {
      t = await createTestApp();
      kit = tendersKit(t);
      await stopTenderScheduler(t.app.ctx);
    });
    afterAll(() => t.close());

    const storedBids = (tenderId: number) =>
      t.app.ctx.db.select().from(tenderBids).where(eq(tenderBids.tenderId, tenderId));

    it('keeps one bid per carrier and lot when carriers post at once, the last price of each standing', async () => {
      kit.clock.set(T0);
      const customer = await kit.setUpCustomer();
      const carriers = [];
      for (let i = 0; i < 5; i += 1) carriers.push(await kit.partner(customer));
      const tender = await kit.activeTender(customer, carriers);
      const lot = tender.lotIds[0]!;
      const posts = carriers.flatMap((carrier, i) =>
        Array.from({ length: 6 }, (_, k) => ({ carrier, summ: 90_000 - i * 100 - k })),
      );
      const answers = await Promise.all(
        posts.map((post) => kit.bid(post.carrier, tender.id, lot, post.summ)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(posts.map(() => 201));
      const stored = await storedBids(tender.id);
      expect(stored).toHaveLength(5);
      for (const row of stored) {
        const sent = posts
          .filter((post) => post.carrier.id === row.contractorId)
          .map((post) => post.summ * 100);
        expect(sent).toContain(row.summKopecks);
      }
    });

    it('never stores a bid after the tender ended, whether `end` or the scheduler closes it', async () => {
      kit.clock.set(T0);
      const customer = await kit.setUpCustomer();
      const carriers = [];
      for (let i = 0; i < 8; i += 1) carriers.push(await kit.partner(customer));
      for (const closer of ['end', 'scheduler'] as const) {
        kit.clock.set(T0);
        const tender = await kit.activeTender(customer, carriers, {
          dateEnd: new Date(T0.getTime() + kit.HOUR).toISOString(),
        });
        const lot = tender.lotIds[0]!;
        if (closer === 'scheduler') kit.clock.set(new Date(T0.getTime() + kit.HOUR - 1));
        const bids = carriers.map((carrier, i) => kit.bid(carrier, tender.id, lot, 90_000 - i));
        const close =
          closer === 'end'
            ? kit.action(customer, tender.id, 'end')
            : (async () => {
                kit.clock.set(new Date(T0.getTime() + kit.HOUR));
                await runDueTenderWork(t.app.ctx);
              })();
        const [answers, closed] = await Promise.all([Promise.all(bids), close]);
        if (closed) expect(closed.statusCode).toBe(200);
        const accepted = answers
          .filter((answer) => answer.statusCode === 201)
          .map((answer) => answer.json().id);
        expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
        const readTender = async () =>
          (await t.app.ctx.db.select().from(tenders).where(eq(tenders.id, tender.id)))[0]!;
        // A claim skips a tender row a racing bid holds (SKIP LOCKED); the scheduler's next run takes it, as here.
        await expect
          .poll(async () => {
            if (closer === 'scheduler') await runDueTenderWork(t.app.ctx);
            return (await readTender()).status;
          })
          .toBe(3);
        const row = await readTender();
        const stored = await storedBids(tender.id);
        // Every 201 was stored, nothing else was, and no stored bid is later than the end.
        expect(stored.map((bid) => bid.id).sort()).toEqual(accepted.sort());
        for (const bid of stored) expect(bid.createdOn.getTime()).toBeLessThanOrEqual(row.dateEnd.getTime());
      }
    });
  },
);
