import { AMOUNT_IN_WORDS_MAX } from '@portal/contract/proformas/amount-in-words';
import { type PenaltyRule, penaltyKopecks } from '@portal/contract/proformas/penalty';
import type { ProformaDocument } from '@portal/contract/proformas/proforma-documents';
import { missingDocuments } from '@portal/contract/proformas/proforma-documents';
import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import {
  PROFORMA_MESSAGES,
  type Proforma,
  type ProformaBuildBody,
  type ProformaDocumentsBody,
  type ProformaUpdateBody,
} from '@portal/contract/proformas/proformas.schemas';
import { lineVat, vatRate } from '@portal/contract/proformas/vat';
import { toKopecks } from '@portal/contract/validation/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import { fieldProblem, unprocessable } from '../../core/http/problem';
import { customers, proformaLines, proformas } from '../../db/schema/index';
import { findAttachableFiles } from '../files/files.repository';
import { changeProforma, PROFORMA_AUDIT_ENTITY, type ProformaContext } from './proforma-change';
import { recordProformaEvent } from './proforma-events';
import { proformaSettingsOf } from './proforma-settings.service';
import { moscowToday, presentProforma } from './proformas.presenter';
import {
  findCompanyNames,
  findInvoiceableFlights,
  findLatePoints,
  type InvoiceableFlight,
  insertHistory,
  type LatePoint,
  lockContractor,
  nextNumberSeq,
} from './proformas.repository';

/** A flight line: the flight's contract price at the rate of its date and the carrier's regime, with its source. */
const flightLine = (flight: InvoiceableFlight, regime: Parameters<typeof vatRate>[1]) => {
  const summKopecks = flight.freightSumKopecks ?? flight.initialSumKopecks;
  const rate = vatRate(flight.day, regime);
  const source = flight.auction
    ? {
        sourceKind: 'auction' as const,
        sourceId: flight.auction.auctionId,
        sourceNumber: String(flight.auction.auctionId),
        bidHash: flight.auction.hash,
      }
    : flight.lot
      ? {
          sourceKind: 'tender' as const,
          sourceId: flight.lot.tenderId,
          sourceNumber: String(flight.lot.tenderId),
          sourceLot: flight.lot.lot,
        }
      : { sourceKind: 'tariff' as const };
  return {
    kind: 'flight' as const,
    routeId: flight.id,
    day: flight.day,
    summKopecks,
    vatRate: rate,
    vatKopecks: lineVat(summKopecks, rate).vat,
    ...source,
  };
};

/** The customer's penalty settings as the contract's rule. */
export const penaltyRuleOf = (penalty: { perHour: number; graceMinutes: number; capPercent: number }) => ({
  perHourKopecks: toKopecks(penalty.perHour),
  graceMinutes: penalty.graceMinutes,
  capPercent: penalty.capPercent,
});

/**
 * A flight's lateness penalty in kopecks: its largest lateness at a point no accepted appeal excused, charged by the
 * rule and capped at a share of the flight's sum; those late points are its evidence.
 */
export const flightPenalty = (flightKopecks: number, points: LatePoint[], rule: PenaltyRule) => {
  const late = points.filter((point) => !point.excused);
  const amount = penaltyKopecks(
    Math.max(0, ...late.map((point) => point.latenessSeconds ?? 0)),
    rule,
    flightKopecks,
  );
  const evidence = late.map((point) => ({
    id: point.id,
    department: point.department,
    planDateArrival: point.planDateArrival.toISOString(),
    factDateArrival: point.factDateArrival?.toISOString() ?? null,
    latenessSeconds: point.latenessSeconds ?? 0,
  }));
  return { amount, evidence };
};

/** The customer's lateness penalty of each flight line, at the flight's rate. */
const penaltyLines = (flights: ReturnType<typeof flightLine>[], points: LatePoint[], rule: PenaltyRule) =>
  flights.flatMap((flight) => {
    const { amount, evidence } = flightPenalty(
      flight.summKopecks,
      points.filter((point) => point.routeId === flight.routeId),
      rule,
    );
    if (amount === 0) return [];
    return [
      {
        kind: 'penalty' as const,
        routeId: flight.routeId,
        day: flight.day,
        summKopecks: -amount,
        vatRate: flight.vatRate,
        vatKopecks: lineVat(-amount, flight.vatRate).vat,
        evidence: { points: evidence, appeal: null },
      },
    ];
  });

/**
 * POST .../proforms: a draft holding every closed flight of the customer in the period that no live proforma
 * holds. The partial unique index on the lines settles a race: of two builds at once one commits, the other's
 * insert fails (409) and leaves nothing.
 */
export const buildProforma = async (
  ctx: ProformaContext,
  /** The carrier and who builds: a user, or the monthly scheduler (null). */
  principal: { ownerId: number; userId: number | null },
  body: ProformaBuildBody,
): Promise<Proforma> => {
  const now = ctx.clock.now();
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, body.customer));
  if (!customer) throw unprocessable([fieldProblem(['customer'], PROFORMA_MESSAGES.customerNotFound)]);
  return ctx.db.transaction(async (tx) => {
    const { contractor } = await findCompanyNames(tx, body.customer, principal.ownerId);
    const flights = await findInvoiceableFlights(
      tx,
      principal.ownerId,
      body.customer,
      body.dateFrom,
      body.dateTo,
    );
    if (flights.length === 0) throw unprocessable([PROFORMA_MESSAGES.noFlights], PROFORMA_MESSAGES.noFlights);
    const [row] = await tx
      .insert(proformas)
      .values({
        contractorId: principal.ownerId,
        customerId: body.customer,
        dateFrom: body.dateFrom,
        dateTo: body.dateTo,
        vatRegime: contractor.vatRegime,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const lines = flights.map((flight) => flightLine(flight, contractor.vatRegime));
    const settings = await proformaSettingsOf(tx, body.customer);
    const penalties = settings.penalty.enabled
      ? penaltyLines(
          lines,
          await findLatePoints(
            tx,
            lines.map((line) => line.routeId),
          ),
          penaltyRuleOf(settings.penalty),
        )
      : [];
    await tx
      .insert(proformaLines)
      .values([...lines, ...penalties].map((line) => ({ proformaId: row!.id, ...line })));
    await insertHistory(tx, {
      proformaId: row!.id,
      at: now,
      userId: principal.userId,
      fromStatus: null,
      toStatus: PROFORMA_STATUS.draft,
    });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: PROFORMA_AUDIT_ENTITY,
      entityId: row!.id,
      action: 'create',
      toState: PROFORMA_STATUS.draft,
      details: { flights: flights.length },
    });
    await recordProformaEvent(tx, 'proforma.created', row!, null, now);
    return presentProforma(tx, row!, now);
  });
};

/**
 * PUT .../proforms/{id}: the comment, lines removed (a flight line frees its flight and takes its penalty with it),
 * extras added at the rate of the period's last day, each with the carrier's own file.
 */
export const updateProforma = (
  ctx: ProformaContext,
  principal: Principal,
  proformaId: number,
  body: ProformaUpdateBody,
) =>
  changeProforma(ctx, principal, proformaId, 'edit', async (row, tx) => {
    const removeLines = body.removeLines ?? [];
    const extras = body.extras ?? [];
    const lines = removeLines.length
      ? await tx
          .select({ id: proformaLines.id, kind: proformaLines.kind, routeId: proformaLines.routeId })
          .from(proformaLines)
          .where(and(eq(proformaLines.proformaId, row.id), inArray(proformaLines.id, removeLines)))
      : [];
    const known = new Set(lines.map((line) => line.id));
    const files = await findAttachableFiles(
      tx,
      principal,
      extras.map((extra) => extra.file),
    );
    const errors = [
      ...removeLines.flatMap((id, index) =>
        known.has(id) ? [] : [fieldProblem(['removeLines', index], PROFORMA_MESSAGES.lineNotFound)],
      ),
      ...extras.flatMap((extra, index) =>
        files.has(extra.file)
          ? []
          : [fieldProblem(['extras', index, 'file'], PROFORMA_MESSAGES.fileNotFound)],
      ),
    ];
    if (errors.length) throw unprocessable(errors);
    const freed = lines
      .filter((line) => line.kind === 'flight' && line.routeId !== null)
      .map((line) => line.routeId!);
    if (removeLines.length) await tx.delete(proformaLines).where(inArray(proformaLines.id, removeLines));
    if (freed.length)
      await tx
        .delete(proformaLines)
        .where(
          and(
            eq(proformaLines.proformaId, row.id),
            eq(proformaLines.kind, 'penalty'),
            inArray(proformaLines.routeId, freed),
          ),
        );
    if (extras.length) {
      // The regime the draft was built under, not the carrier's today: one invoice, one regime.
      const rate = vatRate(row.dateTo, row.vatRegime);
      await tx.insert(proformaLines).values(
        extras.map((extra) => {
          const summKopecks = toKopecks(extra.summ);
          return {
            proformaId: row.id,
            kind: 'extra' as const,
            day: row.dateTo,
            summKopecks,
            vatRate: rate,
            vatKopecks: lineVat(summKopecks, rate).vat,
            comment: extra.comment,
            fileId: files.get(extra.file)!.id,
          };
        }),
      );
      // The printed invoice writes its total in words, which stop below a trillion roubles.
      const [total] = await tx
        .select({ kopecks: sql<string>`coalesce(sum(${proformaLines.summKopecks}), 0)` })
        .from(proformaLines)
        .where(eq(proformaLines.proformaId, row.id));
      if (Math.abs(Number(total?.kopecks)) > toKopecks(AMOUNT_IN_WORDS_MAX))
        throw unprocessable([fieldProblem(['extras'], PROFORMA_MESSAGES.totalTooLarge)]);
    }
    return { values: body.comment === undefined ? {} : { comment: body.comment } };
  });

const DOCUMENT_COLUMNS = { upd: 'updFileId', act: 'actFileId', invoice: 'invoiceFileId' } as const;

/** PUT .../proforms/{id}/documents: the carrier's own uploads; null detaches, an absent key keeps. */
export const updateProformaDocuments = (
  ctx: ProformaContext,
  principal: Principal,
  proformaId: number,
  body: ProformaDocumentsBody,
) =>
  changeProforma(ctx, principal, proformaId, 'edit', async (row, tx) => {
    const given = (Object.keys(DOCUMENT_COLUMNS) as ProformaDocument[]).filter(
      (kind) => body[kind] !== undefined,
    );
    const guids = given.flatMap((kind) => (body[kind] ? [body[kind]] : []));
    const attached = [row.updFileId, row.actFileId, row.invoiceFileId].filter(
      (id): id is number => id !== null,
    );
    const files = await findAttachableFiles(tx, principal, guids, attached);
    const errors = given.flatMap((kind) =>
      body[kind] && !files.has(body[kind]) ? [fieldProblem([kind], PROFORMA_MESSAGES.fileNotFound)] : [],
    );
    if (errors.length) throw unprocessable(errors);
    return {
      values: Object.fromEntries(
        given.map((kind) => [DOCUMENT_COLUMNS[kind], body[kind] ? files.get(body[kind])!.id : null]),
      ),
    };
  });

/** PATCH .../send: at least one line and the customer's documents; the number at the first send, a version after. */
export const sendProforma = (ctx: ProformaContext, principal: Principal, proformaId: number) =>
  changeProforma(ctx, principal, proformaId, 'send', async (row, tx, now) => {
    const [line] = await tx
      .select({ id: proformaLines.id })
      .from(proformaLines)
      .where(eq(proformaLines.proformaId, row.id))
      .limit(1);
    if (!line) throw unprocessable([PROFORMA_MESSAGES.noLines], PROFORMA_MESSAGES.noLines);
    const settings = await proformaSettingsOf(tx, row.customerId);
    const missing = missingDocuments(settings.requiredDocuments, {
      upd: row.updFileId,
      act: row.actFileId,
      invoice: row.invoiceFileId,
    });
    if (missing.length) {
      const message = PROFORMA_MESSAGES.missingDocuments(missing);
      throw unprocessable([message], message);
    }
    const returned = row.status === PROFORMA_STATUS.returned;
    if (returned)
      await tx.update(proformaLines).set({ returnReason: null }).where(eq(proformaLines.proformaId, row.id));
    if (row.numberSeq !== null)
      return {
        values: { sentOn: now, version: returned ? row.version + 1 : row.version, returnComment: null },
      };
    await lockContractor(tx, row.contractorId);
    const year = Number(moscowToday(now).slice(0, 4));
    return {
      values: { sentOn: now, numberYear: year, numberSeq: await nextNumberSeq(tx, row.contractorId, year) },
    };
  });

/** DELETE .../proforms/{id}: a draft or a returned proforma leaves the lists and frees its flights. */
export const deleteProforma = (ctx: ProformaContext, principal: Principal, proformaId: number) =>
  changeProforma(ctx, principal, proformaId, 'delete', async (row, tx, now) => {
    await tx.update(proformaLines).set({ isDeleted: true }).where(eq(proformaLines.proformaId, row.id));
    return { values: { deletedAt: now } };
  });
