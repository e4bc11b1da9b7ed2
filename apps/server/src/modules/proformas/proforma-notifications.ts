import { formatMoney } from '@portal/contract/format/numbers';
import { quoted } from '@portal/contract/format/quotes';
import {
  NOTIFICATION_TYPE_LABELS,
  type NotificationType,
} from '@portal/contract/notifications/notification-types';
import { formatDay } from '@portal/contract/proformas/proforma.columns';
import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { isAdmin, isAdminOrManager, type Role } from '@portal/contract/roles';
import { buildPath } from '@portal/contract/routes/route-table';
import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import { notifyUsers } from '../notifications/notify-users';

type Transition = 'send' | 'return' | 'accept' | 'pay';

type Notice = {
  type: NotificationType;
  /** The side told: the customer's admins and managers, or the carrier's admins (they act on it). */
  side: 'customer' | 'contractor';
  text: (proforma: Proforma) => string;
};

const numberOf = (proforma: Proforma) => `№ ${proforma.number ?? ''}`;

const NOTICES: Record<Transition, Notice> = {
  send: {
    type: 'proforma-sent',
    side: 'customer',
    text: (proforma) =>
      `${quoted(proforma.contractor.name)} отправил проформу ${numberOf(proforma)} за ` +
      `${formatDay(proforma.dateFrom)} — ${formatDay(proforma.dateTo)} на ${formatMoney(proforma.totals.summ)}.`,
  },
  return: {
    type: 'proforma-returned',
    side: 'contractor',
    text: (proforma) =>
      `${quoted(proforma.customer.name)} вернул проформу ${numberOf(proforma)}: ${proforma.returnComment ?? ''}`,
  },
  accept: {
    type: 'proforma-accepted',
    side: 'contractor',
    text: (proforma) =>
      `${quoted(proforma.customer.name)} принял проформу ${numberOf(proforma)}` +
      (proforma.dueDate ? `, срок оплаты — ${formatDay(proforma.dueDate)}.` : '.'),
  },
  pay: {
    type: 'proforma-paid',
    side: 'contractor',
    text: (proforma) =>
      `${quoted(proforma.customer.name)} оплатил проформу ${numberOf(proforma)} на ${formatMoney(proforma.totals.summ)}` +
      ` (платёжное поручение № ${proforma.paymentNumber ?? ''} от ${formatDay(proforma.paidOn ?? '')}).`,
  },
};

const mayAct: Record<Notice['side'], (roles: readonly Role[]) => boolean> = {
  customer: isAdminOrManager,
  contractor: isAdmin,
};

/**
 * Issue 23: a transition tells the side that acts next (portal, mail and the live `notifications` channel, which
 * the proforma screens follow): sent → the customer's admins and managers; returned, accepted, paid → the carrier's
 * admins. Called after the change has committed; answers the proforma, for the route to answer it.
 */
export const notifyProformaTransition = async (
  ctx: AppContext,
  transition: Transition,
  proforma: Proforma,
): Promise<Proforma> => {
  const notice = NOTICES[transition];
  const owner = notice.side === 'customer' ? proforma.customer : proforma.contractor;
  const staff = await findWorkingStaff(ctx.db, notice.side, owner.id);
  const link =
    notice.side === 'customer'
      ? buildPath('customer-proforma-view', { customerId: owner.id, proformaId: proforma.id })
      : buildPath('contractor-proforma-view', { contractorId: owner.id, proformaId: proforma.id });
  await notifyUsers(
    ctx,
    staff.filter((user) => mayAct[notice.side](user.roles)).map((user) => user.id),
    {
      type: notice.type,
      title: NOTIFICATION_TYPE_LABELS[notice.type],
      text: notice.text(proforma),
      link,
      mail: true,
    },
  );
  return proforma;
};
