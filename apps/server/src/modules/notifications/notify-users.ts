import type { NotificationType } from '@portal/contract/notifications/notification-types';
import type { AppContext } from '../../core/context';
import { presentNotification } from './notifications.presenter';
import { findRecipients, insertNotifications } from './notifications.repository';

export type NotificationMessage = {
  type: NotificationType;
  title: string;
  text: string;
  /** A path inside the portal (`/verification`); the mail gets the full address on its last line. */
  link?: string;
  /** Also mail it to those who keep e-mail on for this type. */
  mail?: boolean;
};

/** The mail of a notification: its title as the subject, its text, and the link as a full address. */
export const mailNotification = async (ctx: AppContext, to: string, message: NotificationMessage) => {
  const link = message.link ? `${ctx.config.publicUrl}${message.link}` : undefined;
  await ctx.mailer.send({
    kind: 'notification',
    to,
    subject: message.title,
    text: link ? `${message.text}\n${link}` : message.text,
    ...(link ? { link } : {}),
  });
};

/**
 * Tells users about an event, each as their settings say (no setting: portal and e-mail both on): a stored
 * notification pushed on their `notifications` channel, and a mail when the caller asks for one. Call it after
 * the change it reports has committed.
 */
export const notifyUsers = async (
  ctx: AppContext,
  userIds: readonly number[],
  message: NotificationMessage,
): Promise<void> => {
  if (userIds.length === 0) return;
  const recipients = await findRecipients(ctx.db, userIds, message.type);
  const rows = await insertNotifications(
    ctx.db,
    recipients
      .filter((recipient) => recipient.portal)
      .map((recipient) => ({
        userId: recipient.id,
        type: message.type,
        title: message.title,
        text: message.text,
        link: message.link ?? null,
      })),
  );
  if (message.mail) {
    for (const recipient of recipients.filter((candidate) => candidate.email)) {
      await mailNotification(ctx, recipient.username, message);
    }
  }
  for (const row of rows) {
    await ctx.bus.publish({
      channel: 'notifications',
      type: row.type,
      // One sequence per user: a client that missed a message sees the gap and refetches its list.
      id: `user-${row.userId}`,
      payload: presentNotification(row),
      audience: { kind: 'user', userId: row.userId },
    });
  }
};
