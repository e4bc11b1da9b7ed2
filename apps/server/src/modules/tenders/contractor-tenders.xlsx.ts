import {
  CONTRACTOR_TENDER_COLUMNS,
  CONTRACTOR_TENDERS_FILE_NAME,
  CONTRACTOR_TENDERS_TOTALS_LABEL,
} from '@portal/contract/tenders/contractor-tenders.columns';
import type { ContractorTenderListQuery } from '@portal/contract/tenders/tenders.schemas';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { reportWorkbook, sendWorkbook } from '../../core/export/report-workbook';
import { listContractorTenders } from './contractor-tenders.service';

/** Every tender of the filters in one workbook: the list's pages are bounded, the export is not. */
const EXPORT_LIMIT = 100_000;

/** The carrier's list: the page as JSON, or (`?format=xlsx`) every tender the tab and filters select. */
export const answerContractorTenders = async (
  ctx: AppContext,
  reply: FastifyReply,
  principal: Principal,
  { format, ...query }: ContractorTenderListQuery,
) => {
  if (format !== 'xlsx') return listContractorTenders(ctx, principal, query);
  const { items } = await listContractorTenders(ctx, principal, { ...query, page: 1, limit: EXPORT_LIMIT });
  const workbook = await reportWorkbook({
    sheet: CONTRACTOR_TENDERS_FILE_NAME,
    columns: CONTRACTOR_TENDER_COLUMNS,
    rows: items,
    totals: { count: items.length },
    totalsLabel: `${CONTRACTOR_TENDERS_TOTALS_LABEL}: ${items.length}`,
  });
  return sendWorkbook(reply, workbook, 'tenders', CONTRACTOR_TENDERS_FILE_NAME);
};
