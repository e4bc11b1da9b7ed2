import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { ReportExportButton } from '../../../shared/export/report-export-button';
import { fetchProformaWorkbook, useProformaOwner } from '../api/proformas';

/** The proforma's workbook (its lines) as the server writes it (`?format=xlsx`). */
export function ProformaDownloads({ proforma }: { proforma: Proforma }) {
  const { side } = useProformaOwner();
  return (
    <ReportExportButton
      fileName={`Проформа ${proforma.number ?? proforma.id}`}
      fetchWorkbook={(ownerId, onProgress) =>
        fetchProformaWorkbook(side, ownerId, { proformaId: proforma.id }, onProgress)
      }
    />
  );
}
