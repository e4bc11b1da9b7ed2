import {
  defaultProformaSettings,
  type ProformaSettings,
  type ProformaSettingsBody,
} from '@portal/contract/proformas/proforma-settings.schemas';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/database';
import { proformaSettings } from '../../db/schema/index';
import { graceMinutesOf } from '../rating/rating-indexes.repository';

/** The customer's settings, or the defaults (the penalty's grace is the rating's). */
export const proformaSettingsOf = async (db: Db | Tx, customerId: number): Promise<ProformaSettings> => {
  const [row] = await db.select().from(proformaSettings).where(eq(proformaSettings.customerId, customerId));
  if (!row) return defaultProformaSettings(await graceMinutesOf(db, customerId));
  return {
    paymentTermDays: row.paymentTermDays,
    penalty: {
      enabled: row.penaltyEnabled,
      perHour: toRoubles(row.penaltyPerHourKopecks),
      graceMinutes: row.penaltyGraceMinutes,
      capPercent: row.penaltyCapPercent,
    },
    requiredDocuments: row.requiredDocuments,
  };
};

/** PUT .../settings (and the demo seed): the customer admin's settings, audited. */
export const updateProformaSettings = async (
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  body: ProformaSettingsBody,
): Promise<ProformaSettings> => {
  const values = {
    paymentTermDays: body.paymentTermDays,
    penaltyEnabled: body.penalty.enabled,
    penaltyPerHourKopecks: toKopecks(body.penalty.perHour),
    penaltyGraceMinutes: body.penalty.graceMinutes,
    penaltyCapPercent: body.penalty.capPercent,
    requiredDocuments: body.requiredDocuments,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(proformaSettings)
      .values({ customerId: principal.ownerId, ...values })
      .onConflictDoUpdate({ target: proformaSettings.customerId, set: values });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'proforma-settings',
      entityId: principal.ownerId,
      action: 'update',
      details: { ...body },
    });
  });
  return proformaSettingsOf(ctx.db, principal.ownerId);
};
