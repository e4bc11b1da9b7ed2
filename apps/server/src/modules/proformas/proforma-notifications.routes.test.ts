import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock } from '../../core/clock';
import { notifications, users } from '../../db/schema/index';
import { proformaKit } from './proformas.fixtures';

let t: TestApp;
let kit: ReturnType<typeof proformaKit>;
const clock = createManualClock(new Date('2026-03-10T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.clock = clock;
  kit = proformaKit(t);
});
afterAll(() => t.close());

/** The proforma notifications of a company's users: who got which, with its text and link. */
const toldOf = (ownerType: 'customer' | 'contractor', ownerId: number) =>
  t.app.ctx.db
    .select({
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      text: notifications.text,
      link: notifications.link,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(eq(users.ownerType, ownerType), eq(users.ownerId, ownerId), like(notifications.type, 'proforma-%')),
    )
    .orderBy(asc(notifications.id));

describe('proforma notifications (issue 23)', () => {
  it('tells the customer’s admins and managers of a sent one, and the carrier’s admins of its return, acceptance and payment', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-02-03', 12_000_000);
    const sent = await kit.sent(pair, '2026-02-01', '2026-02-28');
    const customerTold = await toldOf('customer', pair.customer.customerId);
    expect(customerTold.map((row) => row.userId).sort()).toEqual(
      [pair.customer.admin.user.id, pair.customer.manager.user.id].sort(),
    );
    expect(customerTold[0]).toMatchObject({
      type: 'proforma-sent',
      title: 'Проформа отправлена',
      link: `/customers/${pair.customer.customerId}/proforma/${sent.id}`,
    });
    expect(customerTold[0]!.text).toContain(`проформу № ${sent.number} за 01.02.2026 — 28.02.2026 на 120`);
    expect(await toldOf('contractor', pair.carrierId)).toEqual([]);

    const view = `${pair.customerUrl}/${sent.id}`;
    const returned = await kit.call('PATCH', `${view}/return`, pair.customer.manager.auth, {
      comment: 'Нет подписи на УПД',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    await kit.call('PATCH', `${pair.carrierUrl}/${sent.id}/send`, pair.carrier.auth);
    expect((await kit.call('PATCH', `${view}/accept`, pair.customer.admin.auth)).statusCode).toBe(200);
    const paid = await kit.call('PATCH', `${view}/pay`, pair.customer.admin.auth, {
      paidOn: '2026-03-10',
      paymentNumber: '515',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const carrierTold = await toldOf('contractor', pair.carrierId);
    // The carrier's plain user reads proformas but acts on none: only its admin is told.
    expect(new Set(carrierTold.map((row) => row.userId))).toEqual(new Set([pair.carrier.user.id]));
    expect(carrierTold.map((row) => row.type)).toEqual([
      'proforma-returned',
      'proforma-accepted',
      'proforma-paid',
    ]);
    expect(carrierTold[0]!.text).toContain('Нет подписи на УПД');
    expect(carrierTold[1]!.text).toContain('срок оплаты — 09.04.2026');
    expect(carrierTold[2]!.text).toContain('платёжное поручение № 515 от 10.03.2026');
    expect(carrierTold[2]!.link).toBe(`/contractors/${pair.carrierId}/proforma/${sent.id}`);
    // The resend after the return told the customer's two actors again.
    expect(await toldOf('customer', pair.customer.customerId)).toHaveLength(4);
  });
});
