import { NOTIFICATION_TYPE_LABELS } from '@portal/contract/notifications/notification-types';
import { isAdmin } from '@portal/contract/roles';
import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import { notifyUsers } from '../notifications/notify-users';
import type { WebhookRow } from './webhooks.repository';

/** DESIGN 12: the portal switched an endpoint off (410, or retries exhausted): the company's admins hear of it. */
export const notifyWebhookDisabled = async (ctx: AppContext, webhook: WebhookRow): Promise<void> => {
  const staff = await findWorkingStaff(ctx.db, webhook.ownerType, webhook.ownerId);
  await notifyUsers(
    ctx,
    staff.filter((user) => isAdmin(user.roles)).map((user) => user.id),
    {
      type: 'webhook-disabled',
      title: NOTIFICATION_TYPE_LABELS['webhook-disabled'],
      text:
        `Портал отключил вебхук ${webhook.url}: ${webhook.disabledReason ?? ''}. ` +
        'Новые события на этот адрес не отправляются; включите вебхук снова, когда получатель будет готов.',
      mail: true,
    },
  );
};
