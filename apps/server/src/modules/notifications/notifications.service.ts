import {
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationPage,
} from '@portal/contract/notifications/notifications.schemas';
import type { PageQuery } from '@portal/contract/pagination';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import { notFound } from '../../core/http/problem';
import { presentNotification } from './notifications.presenter';
import {
  findNotification,
  findNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.repository';

export const listNotifications = async (
  ctx: AppContext,
  principal: Principal,
  query: PageQuery & { unread?: boolean | undefined },
): Promise<NotificationPage> => {
  const { rows, total, unreadCount } = await findNotifications(ctx.db, principal.userId, query);
  return { ...pageAnswer(rows.map(presentNotification), total, query), unreadCount };
};

/** Tells the user's other open pages that the unread count changed. */
const publishRead = (ctx: AppContext, principal: Principal, payload: { id: number } | { all: true }) =>
  ctx.bus.publish({
    channel: 'notifications',
    type: 'read',
    id: `user-${principal.userId}`,
    payload,
    audience: { kind: 'user', userId: principal.userId },
  });

/** Reading one that is already read changes nothing and answers it as it is. */
export const readNotification = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<Notification> => {
  const updated = await markNotificationRead(ctx.db, principal.userId, id);
  if (updated) {
    await publishRead(ctx, principal, { id });
    return presentNotification(updated);
  }
  const current = await findNotification(ctx.db, principal.userId, id);
  if (!current) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return presentNotification(current);
};

export const readAllNotifications = async (ctx: AppContext, principal: Principal) => {
  const count = await markAllNotificationsRead(ctx.db, principal.userId);
  if (count > 0) await publishRead(ctx, principal, { all: true });
  return { message: NOTIFICATION_MESSAGES.allRead, count };
};
