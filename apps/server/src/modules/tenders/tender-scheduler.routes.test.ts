import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifications } from '../../db/schema/index';
import { runDueTenderWork, stopTenderScheduler } from './tender-scheduler';
import { T0, tendersKit } from './tenders.fixtures';

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await stopTenderScheduler(t.app.ctx);
});
afterAll(() => t.close());

const noticesOf = (userId: number, type: string) =>
  t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.type, [type])));

describe('tender scheduler', () => {
  it('starts a planned tender at its start, warns 24 h and 1 h before the end, and ends bidding at the end', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const body = kit.tenderBody(customer, [carrier], {
      dateStart: new Date(T0.getTime() + kit.HOUR).toISOString(),
      dateEnd: new Date(T0.getTime() + 49 * kit.HOUR).toISOString(),
    });
    const created = await kit.call(
      'POST',
      `${customer.tendersUrl}/create_and_run`,
      customer.manager.auth,
      body,
    );
    expect(created.json().status).toBe(1);
    expect(await noticesOf(carrier.user.id, 'tender-published')).toHaveLength(1);
    const status = async () =>
      (await kit.call('GET', `${customer.tendersUrl}/${created.json().id}`, customer.manager.auth)).json()
        .status;

    await runDueTenderWork(t.app.ctx);
    expect(await status()).toBe(1);
    kit.clock.set(new Date(T0.getTime() + kit.HOUR));
    await runDueTenderWork(t.app.ctx);
    expect(await status()).toBe(2);
    expect(await noticesOf(carrier.user.id, 'tender-ending')).toHaveLength(0);

    kit.clock.set(new Date(T0.getTime() + 25 * kit.HOUR));
    await runDueTenderWork(t.app.ctx);
    await runDueTenderWork(t.app.ctx);
    const endings = await noticesOf(carrier.user.id, 'tender-ending');
    expect(endings).toHaveLength(1);
    const [ending] = endings;
    // T0 + 49 h is 12.01.2027 11:00 UTC, 14:00 in Moscow; the zone is named once (issue 22).
    expect(ending!.text).toMatch(/завершится 12\.01\.2027 14:00 \(МСК\)\.$/);
    kit.clock.set(new Date(T0.getTime() + 48 * kit.HOUR));
    await runDueTenderWork(t.app.ctx);
    expect(await noticesOf(carrier.user.id, 'tender-ending')).toHaveLength(2);

    kit.clock.set(new Date(T0.getTime() + 49 * kit.HOUR));
    await runDueTenderWork(t.app.ctx);
    expect(await status()).toBe(3);
    expect(await noticesOf(carrier.user.id, 'tender-ending')).toHaveLength(2);
  });
});
