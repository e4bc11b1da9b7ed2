import type { PartnerTransition } from '@portal/contract/contractors/partner-status';
import { quoted } from '@portal/contract/format/quotes';
import { isAdmin } from '@portal/contract/roles';
import type { AppContext } from '../../core/context';
import { notifyUsers } from '../notifications/notify-users';
import type { ContractorRow } from '../verification/verification-decision.repository';
import { findContractorUsers } from './contractor-card.repository';
import { findCustomerName } from './contractor-partners.repository';

const messageOf = (
  transition: PartnerTransition,
  customer: string,
  contractor: string,
  reason: string | null,
) =>
  transition === 'accredit'
    ? {
        type: 'partner-accredited' as const,
        title: 'Аккредитация у заказчика',
        text: `Заказчик ${quoted(customer)} аккредитовал компанию ${quoted(contractor)}. Вам доступны его аукционы и тендеры.${reason ? `\nКомментарий: ${reason}` : ''}`,
      }
    : {
        type: 'partner-blocked' as const,
        title: 'Блокировка заказчиком',
        text: `Заказчик ${quoted(customer)} заблокировал компанию ${quoted(contractor)}. Его аукционы и тендеры недоступны.\nПричина: ${reason ?? ''}`,
      };

/** The carrier's working admins hear of a partner status change in the portal and by mail. */
export const notifyPartnerStatus = async (
  ctx: AppContext,
  customerId: number,
  contractor: ContractorRow,
  transition: PartnerTransition,
  reason: string | null,
): Promise<void> => {
  const [customer, users] = await Promise.all([
    findCustomerName(ctx.db, customerId),
    findContractorUsers(ctx.db, contractor.id),
  ]);
  const adminIds = users.filter((user) => !user.blocked && isAdmin(user.roles)).map((user) => user.id);
  await notifyUsers(ctx, adminIds, {
    ...messageOf(transition, customer, contractor.name, reason),
    mail: true,
  });
};
