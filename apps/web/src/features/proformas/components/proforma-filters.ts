import { parseDateInput } from '@portal/contract/format/date-input';
import type { ProformaFilterQuery, ProformaSide } from '../api/proformas';

/** The other company of a proforma: the carrier filters by its customer, the customer by its carrier. */
export const counterpartKey = (side: ProformaSide) => (side === 'contractor' ? 'customer' : 'contractor');

/** The list's filters in the URL (DESIGN 12): dates as the user typed them (ДД.ММ.ГГГГ). */
export const proformaFilterKeys = (side: ProformaSide) =>
  [counterpartKey(side), 'status', 'number', 'dateFrom', 'dateTo', 'overdue'] as const;
export type ProformaFilterKey = ReturnType<typeof proformaFilterKeys>[number];

const ID = /^[1-9]\d{0,9}$/;

/** A whole typed day as the API's `YYYY-MM-DD`, or null while it is incomplete or not a real date. */
export const apiDayOf = (typed: string): string | null => {
  if (typed.length !== 10 || !parseDateInput(typed)) return null;
  const [day, month, year] = typed.split('.');
  return `${year}-${month}-${day}`;
};

/** The URL's filters as the API's query; what is incomplete or malformed is left out rather than sent. */
export const proformaFilterQuery = (
  side: ProformaSide,
  filters: Partial<Record<ProformaFilterKey, string>>,
): ProformaFilterQuery => {
  const query: ProformaFilterQuery = {};
  const counterpart = counterpartKey(side);
  if (ID.test(filters[counterpart] ?? '')) query[counterpart] = filters[counterpart];
  if (/^[0-4]$/.test(filters.status ?? '')) query.status = filters.status;
  const number = filters.number?.trim();
  if (number) query.number = number;
  const from = apiDayOf(filters.dateFrom ?? '');
  const to = apiDayOf(filters.dateTo ?? '');
  if (from) query.dateFrom = from;
  // The server refuses a «по» before the «с» (422): the list keeps showing, without the earlier end.
  if (to && !(from && to < from)) query.dateTo = to;
  if (filters.overdue === 'true') query.overdue = 'true';
  return query;
};
