import {
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
} from '@portal/contract/notifications/notifications.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { getNotificationSettings, saveNotificationSettings } from './notification-settings.service';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';

const tags = ['Уведомления'];

// SPEC 7: the settings of each side live under its own path.
const SETTINGS_SIDES = [
  { side: 'contractor', path: '/api/contractor-user/notification-settings' },
  { side: 'customer', path: '/api/customer-user/notification-settings' },
] as const;

// Every user reads and marks only its own notifications: the queries filter by the caller.
export const notificationsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Мои уведомления (новые сверху) и число непрочитанных',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => listNotifications(ctx, requirePrincipal(request), request.query),
  );

  routes.patch(
    '/api/notifications/mark_all_as_read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Отметить все уведомления прочитанными',
        response: { 200: markAllReadResponseSchema },
      },
    },
    async (request) => readAllNotifications(ctx, requirePrincipal(request)),
  );

  routes.patch(
    '/api/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Отметить уведомление прочитанным',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => readNotification(ctx, requirePrincipal(request), request.params.id),
  );

  for (const { side, path } of SETTINGS_SIDES) {
    routes.get(
      path,
      {
        config: { access: side },
        schema: {
          tags,
          summary: 'Мои настройки уведомлений: по e-mail и в портале',
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => getNotificationSettings(ctx, requirePrincipal(request)),
    );

    routes.put(
      path,
      {
        config: { access: side },
        schema: {
          tags,
          summary: 'Изменить мои настройки уведомлений',
          body: notificationSettingsBodySchema(side),
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => saveNotificationSettings(ctx, requirePrincipal(request), request.body),
    );
  }
};
