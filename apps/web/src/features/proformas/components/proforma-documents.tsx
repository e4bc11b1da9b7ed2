import { UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';
import {
  PROFORMA_DOCUMENT_LABELS,
  PROFORMA_DOCUMENTS,
  type ProformaDocument,
  REQUIRED_DOCUMENTS_HINTS,
} from '@portal/contract/proformas/proforma-documents';
import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { Card, Flex, Typography } from 'antd';
import { FileViewerLink } from '../../../shared/files/file-viewer-link';
import { UploadField } from '../../../shared/files/upload-field';
import { useToast } from '../../../shared/toast/use-toast';
import { useProformaChange } from '../api/proformas';

/**
 * DESIGN 12 documents: «УПД», or «Акт» and «Счёт-фактура», as the customer requires. The carrier admin uploads them
 * while the proforma may be edited (each upload is saved at once); everyone else opens them in the file viewer.
 */
export function ProformaDocuments({ proforma, canEdit }: { proforma: Proforma; canEdit: boolean }) {
  const change = useProformaChange(proforma.id);
  const toast = useToast();
  const save = (slot: ProformaDocument, guid: string | null) =>
    change
      .mutateAsync({ kind: 'documents', body: { [slot]: guid } })
      .then(() => toast.success('Документы проформы сохранены'))
      .catch(() => undefined);
  return (
    <Card size="small" title="Документы">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {REQUIRED_DOCUMENTS_HINTS[proforma.requiredDocuments]}
        </Typography.Text>
        {PROFORMA_DOCUMENTS.map((slot) => {
          const file = proforma.documents[slot];
          return (
            <Flex key={slot} gap={12} align="baseline" wrap>
              <label htmlFor={`proforma-document-${slot}`} style={{ minWidth: 120, fontWeight: 600 }}>
                {PROFORMA_DOCUMENT_LABELS[slot]}
              </label>
              {canEdit ? (
                <UploadField
                  id={`proforma-document-${slot}`}
                  accept={UPLOAD_ACCEPT}
                  hasHint={false}
                  value={file ? { ...file, mimeType: '' } : null}
                  disabled={change.isPending}
                  onChange={(next) => void save(slot, next?.guid ?? null)}
                />
              ) : file ? (
                <FileViewerLink file={file} />
              ) : (
                <Typography.Text type="secondary">не загружен</Typography.Text>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
