import type * as z from 'zod';

/**
 * The API query from the URL's filter texts: each value the contract's schema refuses is left out (a half-typed
 * number shows the whole list rather than an error), and a «по» before the «с» is dropped as the server refuses it.
 */
export const listApiQuery = <K extends string>(
  filters: Partial<Record<K, string>>,
  keys: readonly K[],
  shape: Record<K, z.ZodType>,
): Partial<Record<K | 'date_from' | 'date_to', string>> => {
  const query: Partial<Record<K | 'date_from' | 'date_to', string>> = {};
  for (const key of keys) {
    const value = filters[key]?.trim();
    if (value && shape[key].safeParse(value).success) query[key] = value;
  }
  if (query.date_from && query.date_to && query.date_to < query.date_from) delete query.date_to;
  return query;
};
