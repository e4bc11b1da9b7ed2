import { WORKING_TIME_ZONE, zonedDay } from '@portal/contract/freight/zoned-time';
import { formatProformaNumber } from '@portal/contract/proformas/proforma-number';
import { PROFORMA_STATUS, proformaStatusLabel } from '@portal/contract/proformas/proforma-status';
import type { Proforma, ProformaLine } from '@portal/contract/proformas/proformas.schemas';
import { sumLines } from '@portal/contract/proformas/vat';
import { toRoubles } from '@portal/contract/validation/money';
import type { Db, Tx } from '../../core/db/database';
import { proformaSettingsOf } from './proforma-settings.service';
import {
  findCompanyNames,
  findFilesByIds,
  findHistory,
  findLines,
  type LineWithRefs,
  type ProformaRow,
} from './proformas.repository';

/** Today in Moscow, the day due dates and payment dates compare in. */
export const moscowToday = (now: Date): string => zonedDay(now, WORKING_TIME_ZONE);

/** Accepted and unpaid past its due date. */
export const isOverdue = (row: Pick<ProformaRow, 'status' | 'dueDate'>, now: Date): boolean =>
  row.status === PROFORMA_STATUS.accepted && row.dueDate !== null && row.dueDate < moscowToday(now);

export const numberOf = (row: Pick<ProformaRow, 'numberYear' | 'numberSeq' | 'version'>): string | null =>
  row.numberYear !== null && row.numberSeq !== null
    ? formatProformaNumber(row.numberYear, row.numberSeq, row.version)
    : null;

const presentLine = ({ line, route, routeWay, file }: LineWithRefs): ProformaLine => ({
  id: line.id,
  kind: line.kind,
  route: route?.id ? route : null,
  date: line.day,
  routeWay: routeWay?.id ? routeWay : null,
  source: line.sourceKind
    ? {
        kind: line.sourceKind,
        id: line.sourceId,
        number: line.sourceNumber,
        lot: line.sourceLot,
        bidHash: line.bidHash,
      }
    : null,
  summ: toRoubles(line.summKopecks),
  vatRate: line.vatRate,
  vat: toRoubles(line.vatKopecks),
  sumWithoutVat: toRoubles(line.summKopecks - line.vatKopecks),
  comment: line.comment,
  file: file?.guid ? file : null,
  evidence: line.evidence ?? null,
  returnReason: line.returnReason,
});

/** Totals in roubles, summed from the lines' kopecks. */
export const totalsOf = (lines: readonly { summKopecks: number; vatKopecks: number }[]) => {
  const total = sumLines(
    lines.map((line) => ({
      summ: line.summKopecks,
      vat: line.vatKopecks,
      sumWithoutVat: line.summKopecks - line.vatKopecks,
    })),
  );
  return {
    summ: toRoubles(total.summ),
    vat: toRoubles(total.vat),
    sumWithoutVat: toRoubles(total.sumWithoutVat),
  };
};

/** One proforma exactly as DESIGN 12 writes it. */
export const presentProforma = async (db: Db | Tx, row: ProformaRow, now: Date): Promise<Proforma> => {
  // One after another: inside a transaction the queries share one connection.
  const lines = await findLines(db, row.id);
  const history = await findHistory(db, row.id);
  const names = await findCompanyNames(db, row.customerId, row.contractorId);
  const documentFiles = await findFilesByIds(db, [row.updFileId, row.actFileId, row.invoiceFileId]);
  const fileOf = (id: number | null) => (id === null ? null : (documentFiles.get(id) ?? null));
  const settings = await proformaSettingsOf(db, row.customerId);
  return {
    id: row.id,
    number: numberOf(row),
    version: row.version,
    status: row.status,
    statusLabel: proformaStatusLabel(row.status),
    customer: { id: row.customerId, name: names.customer?.name ?? '' },
    contractor: { id: row.contractorId, name: names.contractor.name },
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    comment: row.comment,
    lines: lines.map(presentLine),
    totals: totalsOf(lines.map(({ line }) => line)),
    documents: { upd: fileOf(row.updFileId), act: fileOf(row.actFileId), invoice: fileOf(row.invoiceFileId) },
    requiredDocuments: settings.requiredDocuments,
    returnComment: row.returnComment,
    sentOn: row.sentOn?.toISOString() ?? null,
    acceptedOn: row.acceptedOn?.toISOString() ?? null,
    dueDate: row.dueDate,
    isOverdue: isOverdue(row, now),
    paidOn: row.paidOn,
    paymentNumber: row.paymentNumber,
    history: history.map(({ entry, user }) => ({
      at: entry.at.toISOString(),
      user: user?.id ? user : null,
      from: entry.fromStatus,
      to: entry.toStatus,
      comment: entry.comment,
    })),
  };
};
