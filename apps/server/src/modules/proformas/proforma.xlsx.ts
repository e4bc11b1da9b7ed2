import {
  PROFORMA_LINE_COLUMNS,
  PROFORMA_LIST_COLUMNS,
  PROFORMA_TOTALS_LABEL,
} from '@portal/contract/proformas/proforma.columns';
import type { Proforma, ProformaList } from '@portal/contract/proformas/proformas.schemas';
import { reportWorkbook } from '../../core/export/report-workbook';

/** The list's `?format=xlsx`: every proforma the filters select, with their totals. */
export const proformaListWorkbook = (list: ProformaList): Promise<Buffer> =>
  reportWorkbook({
    sheet: 'Проформы',
    columns: PROFORMA_LIST_COLUMNS,
    rows: list.items,
    totals: list.totals,
    totalsLabel: `${PROFORMA_TOTALS_LABEL}: ${list.totalCount}`,
  });

/** One proforma's `?format=xlsx`: its lines and totals. */
export const proformaWorkbook = (proforma: Proforma): Promise<Buffer> =>
  reportWorkbook({
    sheet: proforma.number ?? 'Черновик',
    columns: PROFORMA_LINE_COLUMNS,
    rows: proforma.lines,
    totals: proforma.totals,
    totalsLabel: PROFORMA_TOTALS_LABEL,
  });

/** The file names: «Проформа П-2026-0007.1.xlsx», ASCII «proforma-12.xlsx» for old clients. */
export const proformaFileNames = (proforma: Proforma) => ({
  ascii: `proforma-${proforma.id}`,
  name: `Проформа ${proforma.number ?? proforma.id}`,
});

/** Every proforma of the filters in one workbook: the list's pages are bounded, the export is not. */
export const EXPORT_LIMIT = 100_000;
