import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import type { StatisticsFilter } from '@portal/contract/statistics/statistics.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { and, anyOf, periodOfDay } from './statistics-filters';
import { type GroupedRow, groupingSetsOf } from './statistics-groups';

// A penalty is recovered once the customer has accepted the proforma that holds it (paid ones too).
const SETTLED = [PROFORMA_STATUS.accepted, PROFORMA_STATUS.paid];

const settledProformas = (customerId: number) =>
  and([sql`p.customer_id = ${customerId}`, sql`p.deleted_at is null`, ...anyOf(sql`p.status`, SETTLED)]);

/**
 * The lateness penalties of the customer's accepted and paid proformas, as positive kopecks, in the period of their
 * flight's day and by its route way; filtered like the flights.
 */
export const sumPenaltiesRecovered = async (db: Db, customerId: number, filter: StatisticsFilter) => {
  const result = await db.execute(sql`
    with facts as (
      select ${periodOfDay(sql`l.day`, filter)} as period, r.route_way_id as key_id, -l.summ_kopecks as kopecks
      from proforma_lines l
      join proformas p on p.id = l.proforma_id
      join routes r on r.id = l.route_id
      where ${and([
        settledProformas(customerId),
        sql`l.kind = 'penalty'`,
        sql`l.is_deleted = false`,
        sql`l.day between ${filter.dateFrom}::date and ${filter.dateTo}::date`,
        ...anyOf(sql`r.route_way_id`, filter.routeWay),
        ...anyOf(sql`r.transportation_id`, filter.transportation),
        ...anyOf(sql`r.manager_id`, filter.manager),
        ...anyOf(sql`r.contractor_id`, filter.contractor),
      ])}
    )
    select ${groupingSetsOf()}, coalesce(sum(kopecks), 0) as penalty_kopecks
    from facts
    group by grouping sets ((), (period), (key_id))
  `);
  return result.rows as GroupedRow[];
};

/** Whether the customer has accepted any proforma: before that, what penalties recover is not known. */
export const hasSettledProformas = async (db: Db, customerId: number): Promise<boolean> => {
  const result = await db.execute(
    sql`select exists (select 1 from proformas p where ${settledProformas(customerId)}) as settled`,
  );
  return Boolean((result.rows[0] as { settled: boolean } | undefined)?.settled);
};
