import { quoted } from '@portal/contract/format/quotes';
import { formatZonedDateTime, WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import { isAdminOrManager } from '@portal/contract/roles';
import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import { notifyUsers } from '../notifications/notify-users';
import { findParticipants, type TenderRecord } from './tenders.repository';

// Issue 16: a carrier hears that a tender was published to it, that bidding ends soon (24 h and 1 h before),
// and whether it won or lost each lot. Sent after the change committed, to the carrier's admins and managers.

const carrierDeciders = async (ctx: AppContext, contractorId: number) =>
  (await findWorkingStaff(ctx.db, 'contractor', contractorId))
    .filter((user) => isAdminOrManager(user.roles))
    .map((user) => user.id);

/** The end as Moscow wall time, the portal's working zone; formatZonedDateTime names the zone («(МСК)») once. */
const endOf = (tender: TenderRecord) => formatZonedDateTime(tender.dateEnd, WORKING_TIME_ZONE);

const link = (tender: TenderRecord, contractorId: number) =>
  `/contractors/${contractorId}/tender/${tender.id}`;

const toEveryParticipant = async (
  ctx: AppContext,
  tender: TenderRecord,
  message: (contractorId: number) => Parameters<typeof notifyUsers>[2],
) => {
  for (const participant of await findParticipants(ctx.db, [tender.id]))
    await notifyUsers(ctx, await carrierDeciders(ctx, participant.id), message(participant.id));
};

export const notifyTenderPublished = (ctx: AppContext, tender: TenderRecord) =>
  toEveryParticipant(ctx, tender, (contractorId) => ({
    type: 'tender-published',
    title: 'Приглашение в тендер',
    text: `Вас пригласили в тендер № ${tender.id} ${quoted(tender.name)}. Приём ставок до ${endOf(tender)}.`,
    link: link(tender, contractorId),
    mail: true,
  }));

export const notifyTenderEnding = (ctx: AppContext, tender: TenderRecord) =>
  toEveryParticipant(ctx, tender, (contractorId) => ({
    type: 'tender-ending',
    title: 'Тендер скоро завершится',
    text: `Приём ставок по тендеру № ${tender.id} ${quoted(tender.name)} завершится ${endOf(tender)}.`,
    link: link(tender, contractorId),
    mail: true,
  }));

/** Per carrier that bid: the lots it won and the lots it lost. */
export const notifyTenderResult = async (
  ctx: AppContext,
  tender: TenderRecord,
  results: Map<number, { won: string[]; lost: string[] }>,
) => {
  for (const [contractorId, { won, lost }] of results) {
    const lines = [
      won.length ? `Вы победили в лотах: ${won.join(', ')}.` : null,
      lost.length ? `Победа досталась другим участникам в лотах: ${lost.join(', ')}.` : null,
    ].filter((line): line is string => line !== null);
    await notifyUsers(ctx, await carrierDeciders(ctx, contractorId), {
      type: 'tender-result',
      title: 'Итоги тендера',
      text: `Тендер № ${tender.id} ${quoted(tender.name)}. ${lines.join(' ')}`,
      link: link(tender, contractorId),
      mail: true,
    });
  }
};
