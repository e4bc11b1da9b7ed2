/** One column of a server-paged report: the screen's table and the server's workbook show the same cells. */
export type ReportColumn<Row, Totals> = {
  key: string;
  header: string;
  value: (row: Row) => string | number | null;
  /** The totals row's cell, for the columns that add up. */
  total?: (totals: Totals) => string | number | null;
  /** The workbook's column width in characters. */
  width: number;
};
