import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { Flex } from 'antd';
import { ReportExportButton } from '../../../shared/export/report-export-button';
import { fetchProformaPdf, fetchProformaWorkbook, useProformaOwner } from '../api/proformas';

/**
 * The proforma's files as the server writes them: its lines as a workbook (`?format=xlsx`) and the printable
 * invoice and act (`/pdf`).
 */
export function ProformaDownloads({ proforma }: { proforma: Proforma }) {
  const { side } = useProformaOwner();
  const fileName = `Проформа ${proforma.number ?? proforma.id}`;
  return (
    <Flex gap={8} wrap>
      <ReportExportButton
        fileName={fileName}
        fetchWorkbook={(ownerId, onProgress) =>
          fetchProformaWorkbook(side, ownerId, { proformaId: proforma.id }, onProgress)
        }
      />
      <ReportExportButton
        format="pdf"
        fileName={fileName}
        fetchWorkbook={(ownerId, onProgress) => fetchProformaPdf(side, ownerId, proforma.id, onProgress)}
      />
    </Flex>
  );
}
