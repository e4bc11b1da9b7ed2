import type { BidLog, BidLogItem } from '@portal/contract/auctions/auctions.schemas';
import {
  BID_LOG_FIELDS,
  type BidLogFormat,
  bidLogCheckText,
  bidLogCsv,
  bidLogFileName,
} from '@portal/contract/auctions/bid-log-export';
import type { FastifyReply } from 'fastify';
import { reportWorkbook, sendWorkbook, type WorkbookColumn } from '../../core/export/report-workbook';
import { sendAttachment } from '../../core/export/send-attachment';

const WIDTHS: Record<(typeof BID_LOG_FIELDS)[number], number> = {
  seq: 8,
  bidId: 10,
  bidder: 10,
  summ: 14,
  createdOn: 28,
  prevHash: 66,
  hash: 66,
};

const COLUMNS: readonly WorkbookColumn<BidLogItem, BidLog>[] = BID_LOG_FIELDS.map((field) => ({
  header: field,
  value: (row: BidLogItem) => row[field],
  width: WIDTHS[field],
  ...(field === 'hash' ? { total: bidLogCheckText } : {}),
}));

/** DESIGN 11 `?format=csv|xlsx`: the log as a file; json answers the log itself. */
export const answerBidLog = async <Log extends BidLog>(
  reply: FastifyReply,
  log: Log,
  format: BidLogFormat,
  auctionId: number,
) => {
  if (format === 'json') return log;
  const fileName = bidLogFileName(String(auctionId));
  if (format === 'xlsx') {
    const workbook = await reportWorkbook({
      sheet: 'Журнал ставок',
      columns: COLUMNS,
      rows: log.items,
      totals: log,
      totalsLabel: `Записей: ${log.items.length}`,
    });
    return sendWorkbook(reply, workbook, `bid-log-${auctionId}`, fileName);
  }
  return sendAttachment(reply, bidLogCsv(log.items), {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    asciiName: `bid-log-${auctionId}`,
    name: fileName,
  });
};
