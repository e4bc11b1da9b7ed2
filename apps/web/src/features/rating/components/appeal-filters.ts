import type { AppealListQueryInput } from '@portal/contract/rating/rating.schemas';

export const APPEAL_FILTER_KEYS = ['id', 'status', 'index', 'contractors', 'date_from', 'date_to'] as const;
export type AppealFilterKey = (typeof APPEAL_FILTER_KEYS)[number];

/** SPEC 2.3: the status filter defaults to New; `none` in the URL is the user's empty choice. */
export const DEFAULT_STATUS_FILTER = '0';
export const NO_STATUS = 'none';

export const idsOf = (text: string): number[] =>
  text
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

export const statusesOf = (text: string): number[] =>
  text === NO_STATUS ? [] : idsOf(text || DEFAULT_STATUS_FILTER);

export const statusFilterText = (statuses: number[]): string =>
  statuses.length === 0 ? NO_STATUS : statuses.join(',');

/** The URL filters as SPEC 7 sends them (id, status[], index[], contractors[], date_from, date_to). */
export const appealListQuery = (
  filters: Record<AppealFilterKey, string>,
  page: number,
  limit: number,
): AppealListQueryInput => {
  const query: AppealListQueryInput = { page, limit };
  if (/^\d+$/.test(filters.id)) query.id = Number(filters.id);
  const status = statusesOf(filters.status);
  if (status.length) query.status = status;
  const index = idsOf(filters.index);
  if (index.length) query.index = index;
  const contractors = idsOf(filters.contractors);
  if (contractors.length) query.contractors = contractors;
  if (filters.date_from) query.date_from = filters.date_from;
  if (filters.date_to) query.date_to = filters.date_to;
  return query;
};
