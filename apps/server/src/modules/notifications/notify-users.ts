import type { NotificationType } from '@portal/contract/notifications/notification-types';
import type { AppContext } from '../../core/context';
import type { Mail } from '../../core/mail/mailer';
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
const notificationMail = (ctx: AppContext, to: string, message: NotificationMessage): Mail => {
  const link = message.link ? `${ctx.config.publicUrl}${message.link}` : undefined;
  return {
    kind: 'notification',
    to,
    subject: message.title,
    text: link ? `${message.text}\n${link}` : message.text,
    ...(link ? { link } : {}),
  };
};

export const mailNotification = (ctx: AppContext, to: string, message: NotificationMessage) =>
  ctx.mailer.send(notificationMail(ctx, to, message));

/** One message to the users it concerns. */
export type Notice = { userIds: readonly number[]; message: NotificationMessage };

/**
 * Tells users about events, each as their settings say (no setting: portal and e-mail both on): a stored
 * notification pushed on their `notifications` channel, and a mail when the caller asks for one. Several notices
 * are read, stored and mailed in one go each (a hot auction's bids come by the hundred), in their order. Call it
 * after the change they report has committed.
 */
export const notifyUsersEach = async (ctx: AppContext, notices: readonly Notice[]): Promise<void> => {
  const wanted = notices.filter((notice) => notice.userIds.length > 0);
  const types = [...new Set(wanted.map((notice) => notice.message.type))];
  const recipientsOfType = new Map(
    await Promise.all(
      types.map(async (type) => {
        const userIds = [...new Set(wanted.filter((n) => n.message.type === type).flatMap((n) => n.userIds))];
        const recipients = await findRecipients(ctx.db, userIds, type);
        return [type, new Map(recipients.map((recipient) => [recipient.id, recipient]))] as const;
      }),
    ),
  );
  const addressed = wanted.map(({ userIds, message }) => {
    const known = recipientsOfType.get(message.type)!;
    return { message, recipients: [...new Set(userIds)].flatMap((id) => known.get(id) ?? []) };
  });
  const rows = await insertNotifications(
    ctx.db,
    addressed.flatMap(({ message, recipients }) =>
      recipients
        .filter((recipient) => recipient.portal)
        .map((recipient) => ({
          userId: recipient.id,
          type: message.type,
          title: message.title,
          text: message.text,
          link: message.link ?? null,
        })),
    ),
  );
  await ctx.mailer.sendMany(
    addressed.flatMap(({ message, recipients }) =>
      message.mail
        ? recipients
            .filter((recipient) => recipient.email)
            .map((recipient) => notificationMail(ctx, recipient.username, message))
        : [],
    ),
  );
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

/** notifyUsersEach for one message. */
export const notifyUsers = (ctx: AppContext, userIds: readonly number[], message: NotificationMessage) =>
  notifyUsersEach(ctx, [{ userIds, message }]);
