import { parseDateInput } from '@portal/contract/format/date-input';
import { formatQueryDateTime } from '@portal/contract/format/dates';

/** A record's id as a URL filter holds it; anything else is left out of the query. */
export const ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * A day filter as typed (ДД.ММ.ГГГГ) as the query's bound: from the day's first minute, or to its last (the
 * server reads Moscow wall time); undefined while the day is incomplete or not real.
 */
export const dayBound = (text: string, edge: 'from' | 'to'): string | undefined => {
  const date = parseDateInput(text);
  if (!date || text.length !== 10) return undefined;
  if (edge === 'to') date.setHours(23, 59);
  return formatQueryDateTime(date);
};
