import {
  TRANSPORTATION_SETTINGS_DEFAULTS,
  type TransportationSettings,
} from '@portal/contract/auctions/auctions.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { findSettings, upsertSettings } from './auctions.repository';

const MINUTE_MS = 60_000;

export const settingsOf = (row: TransportationSettings | null): TransportationSettings =>
  row ? { firstBid: row.firstBid, timeToCancel: row.timeToCancel } : TRANSPORTATION_SETTINGS_DEFAULTS;

/** DESIGN 11: the winner has timeToCancel minutes to decline; then the scheduler closes the auction. */
export const winnerDeadlineFrom = (now: Date, row: TransportationSettings | null): Date =>
  new Date(now.getTime() + settingsOf(row).timeToCancel * MINUTE_MS);

export const getTransportationSettings = async (
  ctx: AppContext,
  principal: Principal,
): Promise<TransportationSettings> => settingsOf(await findSettings(ctx.db, principal.ownerId));

export const putTransportationSettings = async (
  ctx: AppContext,
  principal: Principal,
  body: TransportationSettings,
): Promise<TransportationSettings> =>
  ctx.db.transaction(async (tx) => {
    const before = settingsOf(await findSettings(tx, principal.ownerId));
    await upsertSettings(tx, principal.ownerId, body);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'transportation-settings',
      entityId: principal.ownerId,
      action: 'update',
      details: { before, after: body },
    });
    return body;
  });
