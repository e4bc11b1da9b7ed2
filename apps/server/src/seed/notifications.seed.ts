import { quoted } from '@portal/contract/format/quotes';
import { and, eq } from 'drizzle-orm';
import { contractors, notifications, users } from '../db/schema/index';
import type { NewNotification } from '../modules/notifications/notifications.repository';
import type { SeedContext } from './seed-files';

const HOUR_MS = 3_600_000;

const at = (hoursAgo: number, isRead: boolean) => {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR_MS);
  return { createdAt, readAt: isRead ? createdAt : null };
};

const findAccount = async (ctx: SeedContext, username: string) => {
  const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
  return row ?? null;
};

/** The verified demo carrier's admin: told of its verification (read) and of an accreditation (unread). */
const carrierNotices = async (ctx: SeedContext): Promise<NewNotification[]> => {
  const admin = await findAccount(ctx, 'admin@carrier.demo');
  if (!admin) return [];
  const [carrier] = await ctx.db
    .select({ name: contractors.name })
    .from(contractors)
    .where(and(eq(contractors.id, admin.ownerId), eq(contractors.active, true)));
  if (!carrier) return [];
  return [
    {
      userId: admin.id,
      type: 'contractor-verified',
      title: 'Компания верифицирована',
      text: `Компания ${quoted(carrier.name)} верифицирована на портале грузоперевозок. Вам доступны аукционы и тендеры.`,
      link: '/dashboard',
      ...at(72, true),
    },
    {
      userId: admin.id,
      type: 'partner-accredited',
      title: 'Аккредитация у заказчика',
      text: 'АО «СеверТрансГрупп» аккредитовало вашу компанию: вам доступны его аукционы и тендеры.',
      link: null,
      ...at(30, false),
    },
  ];
};

/** The shipper admin: one notice per carrier waiting for a verification decision (status 2), newest unread. */
const shipperNotices = async (ctx: SeedContext): Promise<NewNotification[]> => {
  const admin = await findAccount(ctx, 'admin@shipper.demo');
  if (!admin) return [];
  const waiting = await ctx.db
    .select({ id: contractors.id, name: contractors.name, inn: contractors.inn })
    .from(contractors)
    .where(eq(contractors.status, 2));
  return waiting.map((carrier, index) => ({
    userId: admin.id,
    type: 'contractor-sent-for-verification',
    title: 'Документы на верификацию',
    text: `Перевозчик ${quoted(carrier.name)} (ИНН ${carrier.inn}) отправил документы на верификацию.`,
    link: `/verification/contractor/${carrier.id}`,
    ...at(2 + index * 20, index > 0),
  }));
};

/** The demo accounts' notifications, as the portal would have sent them; runs while no one has any. */
export const seedNotifications = async (ctx: SeedContext): Promise<boolean> => {
  const [anyNotification] = await ctx.db.select({ id: notifications.id }).from(notifications).limit(1);
  if (anyNotification) return false;
  const rows = [...(await carrierNotices(ctx)), ...(await shipperNotices(ctx))];
  if (rows.length === 0) return false;
  await ctx.db.insert(notifications).values(rows);
  return true;
};
