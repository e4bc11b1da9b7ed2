import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { DeliveredEvent } from '../../core/realtime/event-bus';
import { mailOutbox, notificationSettings, notifications } from '../../db/schema/index';
import { type NotificationMessage, notifyUsers } from './notify-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSAGE: NotificationMessage = {
  type: 'partner-accredited',
  title: 'Вы аккредитованы',
  text: 'Заказчик добавил вас в партнёры.',
  link: '/dashboard',
  mail: true,
};

const carrierUser = async (options: Parameters<typeof createUser>[2] = {}) => {
  const carrier = await createContractor(t.app.ctx.db);
  return createUser(t.app.ctx.db, { ownerType: 'contractor', ownerId: carrier.id }, options);
};

const setChoice = (userId: number, choice: { email: boolean; portal: boolean }) =>
  t.app.ctx.db.insert(notificationSettings).values({ userId, type: MESSAGE.type, ...choice });

const storedFor = (userId: number) =>
  t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (username: string) =>
  t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, username));

/** Runs `notifyUsers` and answers the events it published. */
const notifyCollecting = async (userIds: number[], message = MESSAGE) => {
  const events: DeliveredEvent[] = [];
  const unsubscribe = t.app.ctx.bus.subscribe((event) => events.push(event));
  await notifyUsers(t.app.ctx, userIds, message);
  unsubscribe();
  return events;
};

describe('notifyUsers', () => {
  it('stores, mails with the full link and pushes to the user when nothing is set', async () => {
    const user = await carrierUser();
    const events = await notifyCollecting([user.id]);
    const [row] = await storedFor(user.id);
    expect(row).toMatchObject({ type: 'partner-accredited', title: 'Вы аккредитованы', link: '/dashboard' });
    expect(await mailsTo(user.username)).toEqual([
      expect.objectContaining({
        kind: 'notification',
        subject: 'Вы аккредитованы',
        text: `Заказчик добавил вас в партнёры.\n${t.config.publicUrl}/dashboard`,
        link: `${t.config.publicUrl}/dashboard`,
      }),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      envelope: { channel: 'notifications', type: 'partner-accredited', id: `user-${user.id}` },
      audience: { kind: 'user', userId: user.id },
    });
    expect(events[0]!.envelope.payload).toMatchObject({ id: row!.id, isRead: false });
  });

  it('neither stores nor pushes when the portal is off, and still mails', async () => {
    const user = await carrierUser();
    await setChoice(user.id, { email: true, portal: false });
    const events = await notifyCollecting([user.id]);
    expect(await storedFor(user.id)).toHaveLength(0);
    expect(events).toHaveLength(0);
    expect(await mailsTo(user.username)).toHaveLength(1);
  });

  it('does not mail when e-mail is off, or when the caller did not ask for a mail', async () => {
    const quiet = await carrierUser();
    await setChoice(quiet.id, { email: false, portal: true });
    const plain = await carrierUser();
    await notifyCollecting([quiet.id]);
    await notifyCollecting([plain.id], { ...MESSAGE, mail: false });
    expect(await mailsTo(quiet.username)).toHaveLength(0);
    expect(await mailsTo(plain.username)).toHaveLength(0);
    expect(await storedFor(quiet.id)).toHaveLength(1);
    expect(await storedFor(plain.id)).toHaveLength(1);
  });

  it('leaves out blocked users and tells each of the others once', async () => {
    const blocked = await carrierUser({ blocked: true });
    const active = await carrierUser();
    await notifyCollecting([blocked.id, active.id, active.id]);
    expect(await storedFor(blocked.id)).toHaveLength(0);
    expect(await mailsTo(blocked.username)).toHaveLength(0);
    expect(await storedFor(active.id)).toHaveLength(1);
  });
});
