import {
  customerTendersParamsSchema,
  TENDER_REPORT_COLUMNS,
  TENDER_REPORT_FILE_NAME,
  tenderReportQuerySchema,
  tenderReportSchema,
} from '@portal/contract/tenders/tenders.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { reportWorkbook, sendWorkbook } from '../../core/export/report-workbook';
import { type Module, withZod } from '../../core/module';
import { buildTenderReport } from './tender-report.service';

export const tenderReportRoutes: Module = (app, ctx) => {
  withZod(app).get(
    '/api/customers/:customerId/reports/tenders',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['Отчёты'],
        summary: 'Отчёт по тендерам: по лотам с итогами; ?format=xlsx — вся выборка книгой Excel',
        params: customerTendersParamsSchema,
        querystring: tenderReportQuerySchema,
        response: { 200: tenderReportSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (request.query.format !== 'xlsx') return buildTenderReport(ctx, principal, request.query);
      const report = await buildTenderReport(ctx, principal, request.query, true);
      const workbook = await reportWorkbook({
        sheet: 'Тендеры',
        columns: TENDER_REPORT_COLUMNS,
        rows: report.items,
        totals: report.totals,
        totalsLabel: `Итого лотов: ${report.totals.lots}`,
      });
      return sendWorkbook(reply, workbook, 'tenders', TENDER_REPORT_FILE_NAME);
    },
  );
};
