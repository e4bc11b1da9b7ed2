import { addDays } from '@portal/contract/proformas/proforma-period';
import { PROFORMA_STATUS, proformaStatusLabel } from '@portal/contract/proformas/proforma-status';
import type { ProformaList, ProformaListFilters } from '@portal/contract/proformas/proformas.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import { and, count, desc, eq, gte, ilike, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { containsPattern, pageAnswer } from '../../core/db/paging';
import { contractors, customers, proformaLines, proformas } from '../../db/schema/index';
import { isOverdue, moscowToday, numberOf } from './proformas.presenter';

/** The number filter matches the shown number («П-2026-0007.1»), so a part of it finds the proforma. */
const shownNumber = sql`('П-' || ${proformas.numberYear} || '-' || lpad(${proformas.numberSeq}::text, 4, '0') || case when ${proformas.version} > 0 then '.' || ${proformas.version} else '' end)`;

/**
 * A side's page of live proformas (the customer's without drafts) and the totals of every proforma the filters
 * select: gross, VAT, without VAT, the sum due within the next 7 days and the overdue sum (unpaid accepted ones).
 */
export const listProformas = async (
  db: Db,
  side: { ownerType: 'customer' | 'contractor'; ownerId: number; other?: number | undefined },
  query: ProformaListFilters,
  now: Date,
): Promise<ProformaList> => {
  const today = moscowToday(now);
  const overdue = and(eq(proformas.status, PROFORMA_STATUS.accepted), lt(proformas.dueDate, today));
  const conditions: (SQL | undefined)[] = [
    isNull(proformas.deletedAt),
    side.ownerType === 'customer'
      ? and(eq(proformas.customerId, side.ownerId), ne(proformas.status, PROFORMA_STATUS.draft))
      : eq(proformas.contractorId, side.ownerId),
    side.other === undefined
      ? undefined
      : side.ownerType === 'customer'
        ? eq(proformas.contractorId, side.other)
        : eq(proformas.customerId, side.other),
    query.status === undefined ? undefined : eq(proformas.status, query.status),
    query.number ? ilike(shownNumber, containsPattern(query.number)) : undefined,
    query.dateFrom ? gte(proformas.dateTo, query.dateFrom) : undefined,
    query.dateTo ? lte(proformas.dateFrom, query.dateTo) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdue : sql`not coalesce(${overdue}, false)`,
  ];
  const where = and(...conditions);
  const lineSums = db
    .select({
      proformaId: proformaLines.proformaId,
      summ: sql<string>`sum(${proformaLines.summKopecks})`.as('summ'),
      vat: sql<string>`sum(${proformaLines.vatKopecks})`.as('vat'),
      lines: count().as('lines'),
    })
    .from(proformaLines)
    .groupBy(proformaLines.proformaId)
    .as('line_sums');
  const summ = sql<string>`coalesce(${lineSums.summ}, 0)`;
  const vat = sql<string>`coalesce(${lineSums.vat}, 0)`;
  const dueSoon = and(
    eq(proformas.status, PROFORMA_STATUS.accepted),
    gte(proformas.dueDate, today),
    lt(proformas.dueDate, addDays(today, 7)),
  );
  const [totals] = await db
    .select({
      count: count(),
      summ: sql<string>`coalesce(sum(${summ}), 0)`,
      vat: sql<string>`coalesce(sum(${vat}), 0)`,
      dueThisWeek: sql<string>`coalesce(sum(case when ${dueSoon} then ${summ} else 0 end), 0)`,
      overdue: sql<string>`coalesce(sum(case when ${overdue} then ${summ} else 0 end), 0)`,
    })
    .from(proformas)
    .leftJoin(lineSums, eq(lineSums.proformaId, proformas.id))
    .where(where);
  const rows = await db
    .select({
      row: proformas,
      customer: { id: customers.id, name: customers.name },
      contractor: { id: contractors.id, name: contractors.name },
      summ,
      vat,
      lines: sql<number>`coalesce(${lineSums.lines}, 0)`,
    })
    .from(proformas)
    .innerJoin(customers, eq(customers.id, proformas.customerId))
    .innerJoin(contractors, eq(contractors.id, proformas.contractorId))
    .leftJoin(lineSums, eq(lineSums.proformaId, proformas.id))
    .where(where)
    .orderBy(desc(proformas.dateTo), desc(proformas.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const money = (kopecks: string | number) => toRoubles(Number(kopecks));
  const items = rows.map(({ row, customer, contractor, summ: gross, vat: tax, lines }) => ({
    id: row.id,
    number: numberOf(row),
    version: row.version,
    status: row.status,
    statusLabel: proformaStatusLabel(row.status),
    customer,
    contractor,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    totals: { summ: money(gross), vat: money(tax), sumWithoutVat: money(Number(gross) - Number(tax)) },
    sentOn: row.sentOn?.toISOString() ?? null,
    acceptedOn: row.acceptedOn?.toISOString() ?? null,
    dueDate: row.dueDate,
    isOverdue: isOverdue(row, now),
    paidOn: row.paidOn,
    linesCount: Number(lines),
  }));
  return {
    ...pageAnswer(items, Number(totals?.count ?? 0), query),
    totals: {
      summ: money(totals?.summ ?? 0),
      vat: money(totals?.vat ?? 0),
      sumWithoutVat: money(Number(totals?.summ ?? 0) - Number(totals?.vat ?? 0)),
      dueThisWeek: money(totals?.dueThisWeek ?? 0),
      overdue: money(totals?.overdue ?? 0),
    },
  };
};
