import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { isPerson } from '../../core/db/company-staff';
import type { Db, Tx } from '../../core/db/database';
import { notificationSettings, notifications, users } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type SettingValues = { type: string; email: boolean; portal: boolean };

const ofUser = (userId: number, unread?: boolean): SQL =>
  and(eq(notifications.userId, userId), unread ? isNull(notifications.readAt) : undefined)!;

export const findNotifications = async (
  db: Db,
  userId: number,
  { unread, page, limit }: { unread?: boolean; page: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number; unreadCount: number }> => {
  const where = ofUser(userId, unread);
  const [rows, [totals], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(where),
    countUnread(db, userId),
  ]);
  return { rows, total: totals?.total ?? 0, unreadCount };
};

export const countUnread = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(notifications).where(ofUser(userId, true));
  return row?.total ?? 0;
};

export const findNotification = async (
  db: Db,
  userId: number,
  id: number,
): Promise<NotificationRow | null> => {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(ofUser(userId), eq(notifications.id, id)));
  return row ?? null;
};

/** Marks one of the user's notifications read; null when it is not the user's or was already read. */
export const markNotificationRead = async (
  db: Db,
  userId: number,
  id: number,
): Promise<NotificationRow | null> => {
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ofUser(userId, true), eq(notifications.id, id)))
    .returning();
  return row ?? null;
};

/** Answers how many notifications were unread. */
export const markAllNotificationsRead = async (db: Db, userId: number): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ofUser(userId, true))
    .returning({ id: notifications.id });
  return rows.length;
};

export const insertNotifications = async (db: Db, values: NewNotification[]): Promise<NotificationRow[]> =>
  values.length ? db.insert(notifications).values(values).returning() : [];

/**
 * The users to tell about an event of `type`, with their choice for it (no stored choice: both on). Deleted
 * and blocked users are left out.
 */
export const findRecipients = async (db: Db, userIds: readonly number[], type: string) =>
  db
    .select({
      id: users.id,
      username: users.username,
      email: notificationSettings.email,
      portal: notificationSettings.portal,
    })
    .from(users)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, users.id), eq(notificationSettings.type, type)),
    )
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt), eq(users.blocked, false), isPerson))
    .then((rows) => rows.map((row) => ({ ...row, email: row.email ?? true, portal: row.portal ?? true })));

export const findUserSettings = async (db: Db, userId: number): Promise<SettingValues[]> =>
  db
    .select({
      type: notificationSettings.type,
      email: notificationSettings.email,
      portal: notificationSettings.portal,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));

export const saveUserSettings = async (tx: Tx, userId: number, settings: readonly SettingValues[]) => {
  for (const setting of settings) {
    await tx
      .insert(notificationSettings)
      .values({ userId, ...setting })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.type],
        set: { email: setting.email, portal: setting.portal },
      });
  }
};
