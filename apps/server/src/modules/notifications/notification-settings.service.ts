import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES_BY_SIDE,
} from '@portal/contract/notifications/notification-types';
import type {
  NotificationSettings,
  NotificationSettingsBody,
} from '@portal/contract/notifications/notifications.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { findUserSettings, saveUserSettings } from './notifications.repository';

/** Every event of the user's side with the user's choice; an event never set is on for both channels. */
export const getNotificationSettings = async (
  ctx: AppContext,
  principal: Principal,
): Promise<NotificationSettings> => {
  const stored = new Map((await findUserSettings(ctx.db, principal.userId)).map((row) => [row.type, row]));
  return {
    settings: NOTIFICATION_TYPES_BY_SIDE[principal.ownerType].map((type) => ({
      type,
      label: NOTIFICATION_TYPE_LABELS[type],
      email: stored.get(type)?.email ?? true,
      portal: stored.get(type)?.portal ?? true,
    })),
  };
};

/** The body names only the side's own events (the contract checks it); events left out keep their choice. */
export const saveNotificationSettings = async (
  ctx: AppContext,
  principal: Principal,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> => {
  await ctx.db.transaction(async (tx) => {
    await saveUserSettings(tx, principal.userId, body.settings);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'notification-settings',
      entityId: principal.userId,
      action: 'update',
      details: { settings: body.settings },
    });
  });
  return getNotificationSettings(ctx, principal);
};
