import {
  AUCTION_REPORT_COLUMNS,
  AUCTION_REPORT_TOTALS_LABEL,
} from '@portal/contract/auction-report/auction-report.columns';
import {
  AUCTION_REPORT_FILE_NAME,
  auctionReportQuerySchema,
  auctionReportSchema,
} from '@portal/contract/auction-report/auction-report.schemas';
import { customerAuctionsParamsSchema } from '@portal/contract/auctions/auctions.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { reportWorkbook, sendWorkbook } from '../../core/export/report-workbook';
import { type Module, withZod } from '../../core/module';
import { buildAuctionReport } from './auction-report.service';

export const auctionReportRoutes: Module = (app, ctx) => {
  withZod(app).get(
    '/api/customers/:customerId/reports/auctions',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['Отчёты'],
        summary: 'Отчёт по аукционам: страница с итогами; ?format=xlsx — вся выборка книгой Excel',
        params: customerAuctionsParamsSchema,
        querystring: auctionReportQuerySchema,
        response: { 200: auctionReportSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (request.query.format !== 'xlsx') return buildAuctionReport(ctx, principal, request.query);
      const report = await buildAuctionReport(ctx, principal, request.query, true);
      const workbook = await reportWorkbook({
        sheet: 'Аукционы',
        columns: AUCTION_REPORT_COLUMNS,
        rows: report.items,
        totals: report.totals,
        totalsLabel: `${AUCTION_REPORT_TOTALS_LABEL}: ${report.totals.count}`,
      });
      return sendWorkbook(reply, workbook, 'auctions', AUCTION_REPORT_FILE_NAME);
    },
  );
};
