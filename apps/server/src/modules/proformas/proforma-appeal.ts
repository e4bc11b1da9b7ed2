import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import { lineVat } from '@portal/contract/proformas/vat';
import { APPEAL_STATUS } from '@portal/contract/rating/appeal-status';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import { appeals, movementPoints, proformaLines, proformas, ratingEvents } from '../../db/schema/index';
import { flightPenalty, penaltyRuleOf } from './contractor-proformas.service';
import { proformaSettingsOf } from './proforma-settings.service';
import { findLatePoints } from './proformas.repository';

/** Proformas whose lines the carrier may still change: the penalty leaves those, never a sent or settled one. */
const OPEN_STATUSES = [PROFORMA_STATUS.draft, PROFORMA_STATUS.returned];

/**
 * Charges the penalty lines again from the points no accepted appeal excuses (nothing when none is left), naming the
 * appeal, so the view shows the penalty removed with the appeal's number. A line is only ever lowered: a rule changed
 * since the line was built does not raise it.
 */
const rechargePenalties = async (tx: Tx, where: SQL, appealOf: (routeId: number) => number | undefined) => {
  const penalties = await tx
    .select({ line: proformaLines, customerId: proformas.customerId })
    .from(proformaLines)
    .innerJoin(proformas, eq(proformas.id, proformaLines.proformaId))
    .where(
      and(
        where,
        eq(proformaLines.kind, 'penalty'),
        eq(proformaLines.isDeleted, false),
        isNull(proformas.deletedAt),
      ),
    );
  // A penalty line always names its flight; the column is nullable for extra charges.
  const flightPenalties = penalties.flatMap(({ line, customerId }) =>
    line.routeId === null ? [] : [{ line, routeId: line.routeId, customerId }],
  );
  if (flightPenalties.length === 0) return;
  const points = await findLatePoints(
    tx,
    flightPenalties.map(({ routeId }) => routeId),
  );
  for (const { line, routeId, customerId } of flightPenalties) {
    const appealId = appealOf(routeId);
    if (appealId === undefined) continue;
    const [flight] = await tx
      .select({ summKopecks: proformaLines.summKopecks })
      .from(proformaLines)
      .where(
        and(
          eq(proformaLines.proformaId, line.proformaId),
          eq(proformaLines.routeId, routeId),
          eq(proformaLines.kind, 'flight'),
          eq(proformaLines.isDeleted, false),
        ),
      );
    const settings = await proformaSettingsOf(tx, customerId);
    const { amount } = flightPenalty(
      flight?.summKopecks ?? 0,
      points.filter((point) => point.routeId === routeId),
      penaltyRuleOf(settings.penalty),
    );
    // `|| 0` keeps −0 out of the row.
    const summKopecks = Math.max(line.summKopecks, -amount) || 0;
    if (summKopecks === line.summKopecks) continue;
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

/**
 * Issue 23: an appeal accepted after its flight's penalty was put on a draft or a returned proforma takes the
 * penalty off there, in the transaction that accepts it.
 */
export const removeAppealedPenalties = async (tx: Tx, appealId: number): Promise<void> => {
  const [target] = await tx
    .select({ routeId: movementPoints.routeId })
    .from(appeals)
    .innerJoin(ratingEvents, eq(ratingEvents.id, appeals.ratingEventId))
    .innerJoin(movementPoints, eq(movementPoints.id, ratingEvents.movementPointId))
    .where(eq(appeals.id, appealId));
  if (!target) return;
  await rechargePenalties(
    tx,
    and(eq(proformaLines.routeId, target.routeId), inArray(proformas.status, OPEN_STATUSES)) as SQL,
    () => appealId,
  );
};

/**
 * An appeal accepted while the proforma lay with the customer left it as it was; when the customer returns it, the
 * penalties those appeals excuse come off in the return's transaction, so the carrier fixes and resends it without
 * them (each named by the latest accepted appeal of its flight).
 */
export const removePenaltiesExcusedMeanwhile = async (tx: Tx, proformaId: number): Promise<void> => {
  const accepted = await tx
    .select({ routeId: movementPoints.routeId, appealId: appeals.id })
    .from(proformaLines)
    .innerJoin(movementPoints, eq(movementPoints.routeId, proformaLines.routeId))
    .innerJoin(ratingEvents, eq(ratingEvents.movementPointId, movementPoints.id))
    .innerJoin(appeals, eq(appeals.ratingEventId, ratingEvents.id))
    .where(
      and(
        eq(proformaLines.proformaId, proformaId),
        eq(proformaLines.kind, 'penalty'),
        eq(appeals.status, APPEAL_STATUS.accepted),
      ),
    )
    .orderBy(desc(appeals.id));
  if (accepted.length === 0) return;
  const latest = new Map<number, number>();
  for (const { routeId, appealId } of accepted) if (!latest.has(routeId)) latest.set(routeId, appealId);
  await rechargePenalties(tx, eq(proformaLines.proformaId, proformaId), (routeId) => latest.get(routeId));
};
