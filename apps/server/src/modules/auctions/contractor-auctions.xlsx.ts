import type { ContractorAuctionListQuery } from '@portal/contract/auctions/auctions.schemas';
import {
  CONTRACTOR_AUCTION_COLUMNS,
  CONTRACTOR_AUCTIONS_FILE_NAME,
  CONTRACTOR_AUCTIONS_TOTALS_LABEL,
} from '@portal/contract/auctions/contractor-auctions.columns';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { reportWorkbook, sendWorkbook } from '../../core/export/report-workbook';
import { listContractorAuctions } from './contractor-auctions.service';

/** Every auction of the filters in one workbook: the list's pages are bounded, the export is not. */
const EXPORT_LIMIT = 100_000;

/** The carrier's list: the page as JSON, or (`?format=xlsx`) every auction the tab and filters select. */
export const answerContractorAuctions = async (
  ctx: AppContext,
  reply: FastifyReply,
  principal: Principal,
  { format, ...query }: ContractorAuctionListQuery,
) => {
  if (format !== 'xlsx') return listContractorAuctions(ctx, principal, query);
  const { items } = await listContractorAuctions(ctx, principal, { ...query, page: 1, limit: EXPORT_LIMIT });
  const workbook = await reportWorkbook({
    sheet: CONTRACTOR_AUCTIONS_FILE_NAME,
    columns: CONTRACTOR_AUCTION_COLUMNS,
    rows: items,
    totals: { count: items.length },
    totalsLabel: `${CONTRACTOR_AUCTIONS_TOTALS_LABEL}: ${items.length}`,
  });
  return sendWorkbook(reply, workbook, 'auctions', CONTRACTOR_AUCTIONS_FILE_NAME);
};
