import * as z from 'zod';
import { idParamSchema } from '../ids';
import { pageOf, pageQuerySchema } from '../pagination';
import type { OwnerType } from '../roles';
import { NOTIFICATION_TYPES_BY_SIDE } from './notification-types';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  typeLabel: z.string(),
  title: z.string(),
  text: z.string(),
  /** A path inside the portal (`/verification`), or null. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The user's own notifications, newest first; `unread=true` keeps the unread ones. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** A page of notifications plus how many of the user's notifications are unread (the bell's number). */
export const notificationPageSchema = pageOf(notificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationIdParamsSchema = z.object({ id: idParamSchema });

export const markAllReadResponseSchema = z.object({ message: z.string(), count: z.number().int() });

export const notificationSettingSchema = z.object({
  type: z.string(),
  label: z.string(),
  email: z.boolean(),
  portal: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.object({ settings: z.array(notificationSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT body of one side's settings: only that side's event types, each at most once; others stay as they are. */
export const notificationSettingsBodySchema = (side: OwnerType) =>
  z.object({
    settings: z
      .array(
        z.object({
          type: z.enum(NOTIFICATION_TYPES_BY_SIDE[side]),
          email: z.boolean(),
          portal: z.boolean(),
        }),
      )
      .max(NOTIFICATION_TYPES_BY_SIDE[side].length)
      .refine(
        (settings) => new Set(settings.map((setting) => setting.type)).size === settings.length,
        'события не должны повторяться',
      ),
  });
export type NotificationSettingsBody = { settings: { type: string; email: boolean; portal: boolean }[] };

export const NOTIFICATION_MESSAGES = {
  notFound: 'Уведомление не найдено',
  allRead: 'Все уведомления отмечены как прочитанные',
  settingsSaved: 'Настройки уведомлений сохранены',
} as const;
