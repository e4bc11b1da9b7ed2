import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { DeliveredEvent } from '../../core/realtime/event-bus';
import { notifications } from '../../db/schema/index';
import { notifyUsers } from './notify-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;

const notify = (userId: number, title: string) =>
  notifyUsers(t.app.ctx, [userId], {
    type: 'contractor-verified',
    title,
    text: `Текст: ${title}`,
    link: '/dashboard',
  });

/** A signed-in carrier user with three notifications, the oldest first. */
const userWithNotifications = async () => {
  const user = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
  for (const title of ['Первое', 'Второе', 'Третье']) await notify(user.user.id, title);
  return user;
};

const list = (auth: Auth, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: auth });

const unreadOf = async (userId: number) =>
  t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

const idsOf = async (userId: number) =>
  (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (row) => row.id,
  );

describe('GET /api/notifications', () => {
  it('answers the own notifications newest first, with their labels and the unread count', async () => {
    const { auth } = await userWithNotifications();
    const response = await list(auth, '?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 3, currentPageNumber: 1, numItemsPerPage: 2, unreadCount: 3 });
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Третье', 'Второе']);
    expect(body.items[0]).toMatchObject({
      type: 'contractor-verified',
      typeLabel: 'Компания верифицирована',
      text: 'Текст: Третье',
      link: '/dashboard',
      isRead: false,
    });
  });

  it('keeps only the unread ones with unread=true', async () => {
    const { user, auth } = await userWithNotifications();
    const [first] = await idsOf(user.id);
    await t.app.inject({ method: 'PATCH', url: `/api/notifications/${first}/read`, headers: auth });
    const response = await list(auth, '?unread=true');
    expect(response.json()).toMatchObject({ totalCount: 2, unreadCount: 2 });
    expect(response.json().items.map((item: { id: number }) => item.id)).not.toContain(first);
    expect((await list(auth)).json().totalCount).toBe(3);
  });

  it("never shows another user's notifications", async () => {
    await userWithNotifications();
    const stranger = await createSignedInUser(t.app, 'contractor');
    expect((await list(stranger.auth)).json()).toMatchObject({ items: [], totalCount: 0, unreadCount: 0 });
  });

  it('refuses a bad filter with 422 and answers 401 without a token', async () => {
    const { auth } = await userWithNotifications();
    const problem = expectProblem(await list(auth, '?unread=yes'), 422);
    expect(problem.errors).toEqual(['Только непрочитанные: недопустимое значение']);
    expectProblem(await list({}), 401);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks the own notification read, once, and tells the other open pages', async () => {
    const { user, auth } = await userWithNotifications();
    const [id] = await idsOf(user.id);
    const events: DeliveredEvent[] = [];
    const unsubscribe = t.app.ctx.bus.subscribe((event) => events.push(event));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${id}/read`,
      headers: auth,
    });
    unsubscribe();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, isRead: true });
    expect(await unreadOf(user.id)).toHaveLength(2);
    expect(events.map((event) => [event.envelope.type, event.audience])).toEqual([
      ['read', { kind: 'user', userId: user.id }],
    ]);
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${id}/read`,
      headers: auth,
    });
    expect(again.json()).toMatchObject({ id, isRead: true });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await userWithNotifications();
    const stranger = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const [id] = await idsOf(owner.user.id);
    const problem = expectProblem(
      await t.app.inject({ method: 'PATCH', url: `/api/notifications/${id}/read`, headers: stranger.auth }),
      404,
    );
    expect(problem.message).toBe('Уведомление не найдено');
    expect(await unreadOf(owner.user.id)).toHaveLength(3);
  });

  it('answers 404 for a malformed id and 401 without a token', async () => {
    const { user, auth } = await userWithNotifications();
    expectProblem(
      await t.app.inject({ method: 'PATCH', url: '/api/notifications/abc/read', headers: auth }),
      404,
    );
    const [id] = await idsOf(user.id);
    expectProblem(await t.app.inject({ method: 'PATCH', url: `/api/notifications/${id}/read` }), 401);
    expect(await unreadOf(user.id)).toHaveLength(3);
  });
});

describe('PATCH /api/notifications/mark_all_as_read', () => {
  it("marks every own notification read and nobody else's", async () => {
    const { user, auth } = await userWithNotifications();
    const other = await userWithNotifications();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark_all_as_read',
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Все уведомления отмечены как прочитанные', count: 3 });
    expect(await unreadOf(user.id)).toHaveLength(0);
    expect(await unreadOf(other.user.id)).toHaveLength(3);
    expect((await list(auth)).json().unreadCount).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const { user } = await userWithNotifications();
    expectProblem(await t.app.inject({ method: 'PATCH', url: '/api/notifications/mark_all_as_read' }), 401);
    expect(await unreadOf(user.id)).toHaveLength(3);
  });
});
