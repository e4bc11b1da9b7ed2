import {
  ROUTE_REPORT_COLUMNS,
  ROUTE_REPORT_TOTALS_LABEL,
} from '@portal/contract/freight/route-report.columns';
import type { RouteReport } from '@portal/contract/freight/route-report.schemas';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';

// DESIGN 11: `?format=xlsx` answers the whole filtered set as a workbook, written with write-excel-file (the
// writer the web app's list export uses; docs/decisions.md «Route report workbook»).
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const routeReportWorkbook = async (report: RouteReport): Promise<Buffer> => {
  const bold = 'bold' as const;
  const header = ROUTE_REPORT_COLUMNS.map((column) => ({ value: column.header, fontWeight: bold }));
  const rows = report.items.map((row) =>
    ROUTE_REPORT_COLUMNS.map((column) => ({ value: column.value(row) ?? undefined })),
  );
  const totals = ROUTE_REPORT_COLUMNS.map((column, index) => ({
    value:
      index === 0 ? `${ROUTE_REPORT_TOTALS_LABEL}: ${report.totals.count}` : column.total?.(report.totals),
    fontWeight: bold,
  }));
  const data: SheetData = [header, ...rows, totals];
  return writeXlsxFile(data, {
    sheet: 'Рейсы',
    stickyRowsCount: 1,
    columns: ROUTE_REPORT_COLUMNS.map((column) => ({ width: column.width })),
  }).toBuffer();
};
