import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { sendAttachment } from './send-attachment';

// DESIGN 11: a report's `?format=xlsx` answers the whole filtered set as a workbook, written with write-excel-file
// (the writer the web app's list export uses; docs/decisions.md «Route report workbook»). The route and auction
// reports share it: a header row, the rows, a bold totals row.

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type WorkbookColumn<Row, Totals> = {
  header: string;
  value: (row: Row) => string | number | null;
  total?: (totals: Totals) => string | number | null;
  width: number;
};

export const reportWorkbook = async <Row, Totals>(report: {
  sheet: string;
  columns: readonly WorkbookColumn<Row, Totals>[];
  rows: readonly Row[];
  totals: Totals;
  /** The first cell of the totals row (`Итого: 12`). */
  totalsLabel: string;
}): Promise<Buffer> => {
  const bold = 'bold' as const;
  const header = report.columns.map((column) => ({ value: column.header, fontWeight: bold }));
  const rows = report.rows.map((row) =>
    report.columns.map((column) => ({ value: column.value(row) ?? undefined })),
  );
  const totals = report.columns.map((column, index) => ({
    value: index === 0 ? report.totalsLabel : (column.total?.(report.totals) ?? undefined),
    fontWeight: bold,
  }));
  const data: SheetData = [header, ...rows, totals];
  return writeXlsxFile(data, {
    sheet: report.sheet,
    stickyRowsCount: 1,
    columns: report.columns.map((column) => ({ width: column.width })),
  }).toBuffer();
};

/** The workbook goes out as an attachment: «Проформа П-2026-0001.xlsx», ASCII `asciiName.xlsx` for old clients. */
export const sendWorkbook = (reply: FastifyReply, workbook: Buffer, asciiName: string, fileName: string) =>
  sendAttachment(reply, workbook, {
    contentType: XLSX_MIME_TYPE,
    extension: 'xlsx',
    asciiName,
    name: fileName,
  });
