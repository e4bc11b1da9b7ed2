import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';
import { formatDate } from '@portal/contract/format/dates';
import type {
  ContractorValidationDocument,
  ValidationDocumentType,
} from '@portal/contract/verification/verification.schemas';
import { Button, Flex, Progress, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../shared/api/files';
import { formatFileSize } from '../../../shared/files/file-size';
import { checkFileForUpload } from '../../../shared/files/upload-check';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteValidationDocumentMutation } from '../api/delete-validation-document';
import { useUploadValidationDocumentMutation } from '../api/upload-validation-document';

type DocumentTypeRowProps = {
  contractorId: number;
  documentType: ValidationDocumentType;
  documents: ContractorValidationDocument[];
  canEdit: boolean;
};

export function DocumentTypeRow({ contractorId, documentType, documents, canEdit }: DocumentTypeRowProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const [progress, setProgress] = useState<number | null>(null);
  const uploadMutation = useUploadValidationDocumentMutation(contractorId);
  const deleteMutation = useDeleteValidationDocumentMutation(contractorId);

  const handleFile = async (file: File) => {
    const problem = checkFileForUpload(file, { accept: UPLOAD_ACCEPT });
    if (problem) {
      toast.warning(problem);
      return;
    }
    setProgress(0);
    try {
      await uploadMutation.mutateAsync({
        validationDocumentId: documentType.id,
        file,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      toast.success('Документ загружен');
    } catch {
      // The API client has shown the reason.
    } finally {
      setProgress(null);
    }
  };

  const handleDelete = async (document: ContractorValidationDocument) => {
    const isConfirmed = await confirm({
      title: 'Удалить документ?',
      content: document.file.originalName,
      isDanger: true,
    });
    if (isConfirmed) await deleteMutation.mutateAsync(document.id).catch(() => undefined);
  };

  const isMissing = documentType.required && documents.length === 0;

  return (
    <Flex vertical gap={8} style={{ padding: '16px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex vertical gap={2} style={{ flex: 1, minWidth: 240 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>{documentType.name}</Typography.Text>
            {documentType.required ? (
              <Tag color={isMissing ? 'red' : 'green'}>Обязательный</Tag>
            ) : (
              <Tag>Необязательный</Tag>
            )}
          </Flex>
          {documentType.description && (
            <Typography.Text type="secondary">{documentType.description}</Typography.Text>
          )}
        </Flex>
        {canEdit && (
          <Upload
            accept={UPLOAD_ACCEPT}
            showUploadList={false}
            fileList={[]}
            disabled={progress !== null}
            beforeUpload={(file) => {
              void handleFile(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={progress !== null}>
              Загрузить
            </Button>
          </Upload>
        )}
      </Flex>
      {progress !== null && <Progress percent={progress} size="small" status="active" />}
      {documents.map((document) => (
        <Flex key={document.id} align="center" gap={8} wrap style={{ paddingLeft: 4 }}>
          <FileOutlined />
          <Typography.Link
            onClick={() =>
              void downloadFile(document.file.guid, document.file.originalName).catch(() => undefined)
            }
          >
            {document.file.originalName}
          </Typography.Link>
          <Typography.Text type="secondary">
            {formatFileSize(document.file.size)} · загружен {formatDate(document.createdAt)}
          </Typography.Text>
          {canEdit && (
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`Удалить ${document.file.originalName}`}
              loading={deleteMutation.isPending && deleteMutation.variables === document.id}
              onClick={() => void handleDelete(document)}
            />
          )}
        </Flex>
      ))}
      {documents.length === 0 && progress === null && (
        <Typography.Text type="secondary" style={{ paddingLeft: 4 }}>
          Документ не загружен
        </Typography.Text>
      )}
    </Flex>
  );
}
