import {
  ROUTE_REPORT_COLUMNS,
  ROUTE_REPORT_TOTALS_LABEL,
} from '@portal/contract/freight/route-report.columns';
import type { RouteReport } from '@portal/contract/freight/route-report.schemas';
import { reportWorkbook } from '../../core/export/report-workbook';

export const routeReportWorkbook = (report: RouteReport): Promise<Buffer> =>
  reportWorkbook({
    sheet: 'Рейсы',
    columns: ROUTE_REPORT_COLUMNS,
    rows: report.items,
    totals: report.totals,
    totalsLabel: `${ROUTE_REPORT_TOTALS_LABEL}: ${report.totals.count}`,
  });
