import * as z from 'zod';
import type { BidLog, BidLogItem } from './auctions.schemas';

// DESIGN 11: both bid-log endpoints answer `?format=csv|xlsx` as a download of the chain, every field of it, so
// anyone can recompute the hashes.

export const bidLogQuerySchema = z.object({ format: z.enum(['json', 'csv', 'xlsx']).default('json') });
export type BidLogFormat = z.infer<typeof bidLogQuerySchema>['format'];

/** The columns of the download, named as the chain's fields (the hash is computed over these names). */
export const BID_LOG_FIELDS = ['seq', 'bidId', 'bidder', 'summ', 'createdOn', 'prevHash', 'hash'] as const;

export const bidLogFileName = (auctionNumber: string) => `Журнал ставок ${auctionNumber}`;

/** The check of the chain as the download's last line says it. */
export const bidLogCheckText = (log: Pick<BidLog, 'isValid' | 'brokenSeq'>) =>
  log.isValid ? 'Цепочка хешей цела' : `Цепочка нарушена начиная с записи ${log.brokenSeq ?? '—'}`;

const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 CSV of the log (comma, CRLF), the server's times and sums unchanged. */
export const bidLogCsv = (items: readonly BidLogItem[]): string =>
  [BID_LOG_FIELDS, ...items.map((row) => BID_LOG_FIELDS.map((field) => row[field]))]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n');
