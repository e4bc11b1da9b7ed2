import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import { lineVat } from '@portal/contract/proformas/vat';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import { appeals, movementPoints, proformaLines, proformas, ratingEvents } from '../../db/schema/index';
import { flightPenalty, penaltyRuleOf } from './contractor-proformas.service';
import { proformaSettingsOf } from './proforma-settings.service';
import { findLatePoints } from './proformas.repository';

/** Proformas whose lines the carrier may still change: the penalty leaves those, never a sent or settled one. */
const OPEN_STATUSES = [PROFORMA_STATUS.draft, PROFORMA_STATUS.returned];

/**
 * Issue 23: an appeal accepted after its flight's penalty was put on a draft or a returned proforma takes the
 * penalty off there, in the transaction that accepts it. The line is charged again from the points no accepted appeal
 * excuses (nothing when none is left) and names the appeal, so the view shows it removed with the appeal's number.
 */
export const removeAppealedPenalties = async (tx: Tx, appealId: number): Promise<void> => {
  const [target] = await tx
    .select({ routeId: movementPoints.routeId })
    .from(appeals)
    .innerJoin(ratingEvents, eq(ratingEvents.id, appeals.ratingEventId))
    .innerJoin(movementPoints, eq(movementPoints.id, ratingEvents.movementPointId))
    .where(eq(appeals.id, appealId));
  if (!target) return;
  const penalties = await tx
    .select({ line: proformaLines, customerId: proformas.customerId })
    .from(proformaLines)
    .innerJoin(proformas, eq(proformas.id, proformaLines.proformaId))
    .where(
      and(
        eq(proformaLines.routeId, target.routeId),
        eq(proformaLines.kind, 'penalty'),
        eq(proformaLines.isDeleted, false),
        inArray(proformas.status, OPEN_STATUSES),
        isNull(proformas.deletedAt),
      ),
    );
  if (penalties.length === 0) return;
  const points = await findLatePoints(tx, [target.routeId]);
  for (const { line, customerId } of penalties) {
    const [flight] = await tx
      .select({ summKopecks: proformaLines.summKopecks })
      .from(proformaLines)
      .where(
        and(
          eq(proformaLines.proformaId, line.proformaId),
          eq(proformaLines.routeId, target.routeId),
          eq(proformaLines.kind, 'flight'),
          eq(proformaLines.isDeleted, false),
        ),
      );
    const settings = await proformaSettingsOf(tx, customerId);
    const { amount } = flightPenalty(flight?.summKopecks ?? 0, points, penaltyRuleOf(settings.penalty));
    // Never above what the line charged (the rule may have changed since): `|| 0` keeps −0 out of the row.
    const summKopecks = Math.max(line.summKopecks, -amount) || 0;
    await tx
      .update(proformaLines)
      .set({
        summKopecks,
        vatKopecks: lineVat(summKopecks, line.vatRate).vat,
        evidence: { points: line.evidence?.points ?? [], appeal: { id: appealId } },
      })
      .where(eq(proformaLines.id, line.id));
  }
};
