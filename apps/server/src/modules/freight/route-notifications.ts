import { quoted } from '@portal/contract/format/quotes';
import { isAdminOrManager } from '@portal/contract/roles';
import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import { notifyUsers } from '../notifications/notify-users';

type RouteRef = { id: number; routeCode: string; customerId: number; managerId: number | null };

/** Admins and managers of a company, plus the route's own manager on the customer's side. */
const deciders = async (
  ctx: AppContext,
  ownerType: 'customer' | 'contractor',
  ownerId: number,
  extra?: number | null,
) => {
  const staff = await findWorkingStaff(ctx.db, ownerType, ownerId);
  const ids = staff.filter((user) => isAdminOrManager(user.roles)).map((user) => user.id);
  if (extra && staff.some((user) => user.id === extra) && !ids.includes(extra)) ids.push(extra);
  return ids;
};

/** The customer hears that a carrier asks to be released (portal and mail). */
export const notifyDisclaimerCreated = async (
  ctx: AppContext,
  route: RouteRef,
  contractorName: string,
  comment: string,
): Promise<void> => {
  await notifyUsers(ctx, await deciders(ctx, 'customer', route.customerId, route.managerId), {
    type: 'route-disclaimer-created',
    title: 'Отказ перевозчика от рейса',
    text: `Перевозчик ${quoted(contractorName)} просит снять его с рейса ${route.routeCode}.\nКомментарий: ${comment}`,
    link: `/customers/${route.customerId}/flight/${route.id}`,
    mail: true,
  });
};

/** The carrier hears the customer's decision (portal and mail). */
export const notifyDisclaimerDecided = async (
  ctx: AppContext,
  route: RouteRef,
  contractorId: number,
  approved: boolean,
): Promise<void> => {
  await notifyUsers(ctx, await deciders(ctx, 'contractor', contractorId), {
    type: approved ? 'route-disclaimer-accepted' : 'route-disclaimer-declined',
    title: approved ? 'Отказ от рейса одобрен' : 'Отказ от рейса отклонён',
    text: approved
      ? `Заказчик одобрил отказ от рейса ${route.routeCode}: рейс снят с вашей компании.`
      : `Заказчик отклонил отказ от рейса ${route.routeCode}: рейс остаётся за вашей компанией.`,
    // An approved route is no longer the carrier's to open.
    ...(approved
      ? { link: '/flights/contractor' }
      : { link: `/contractors/${contractorId}/flight/${route.id}` }),
    mail: true,
  });
};
