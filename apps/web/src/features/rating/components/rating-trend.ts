import { formatSigned } from './rating-format';

/** The change against the carrier's previous period of the same kind: ▲ +2,5, ▼ −1, or nothing to compare. */
export const ratingTrend = (rating: number, previous: number | null): string => {
  if (previous === null) return '—';
  const change = Math.round((rating - previous) * 100) / 100;
  if (change > 0) return `▲ ${formatSigned(change)}`;
  if (change < 0) return `▼ ${formatSigned(change)}`;
  return '=';
};
