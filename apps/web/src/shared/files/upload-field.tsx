import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { StoredFile } from '@portal/contract/files/files.schemas';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { type ReactNode, type Ref, useState } from 'react';
import { uploadFile } from '../api/upload-file';
import { useToast } from '../toast/use-toast';
import { checkFileForUpload, uploadHint } from './upload-check';
import { useUploadTracker } from './upload-tracker';

export type UploadFieldProps = {
  /** The uploaded file; null or undefined when none. */
  value?: StoredFile | null;
  onChange?: (value: StoredFile | null) => void;
  /** Allowed extensions, e.g. '.jpg,.jpeg,.png'. */
  accept: string;
  maxBytes?: number;
  /** Shown under the file name once uploaded (a thumbnail of an image…). */
  renderPreview?: (file: StoredFile) => ReactNode;
  disabled?: boolean;
  /** false when the screen states the formats and the size limit once for many fields. */
  hasHint?: boolean;
  /** From Form.Item: the label points at the button, and the first-invalid focus lands on it. */
  id?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/**
 * A form control that uploads the chosen file at once (POST /api/documents/upload, with progress) and holds the
 * file record; use it as the child of a Form.Item so it takes part in validation and focus.
 */
export function UploadField({
  value,
  onChange,
  accept,
  maxBytes,
  renderPreview,
  disabled = false,
  hasHint = true,
  id,
  ref,
  'aria-describedby': describedBy,
}: UploadFieldProps) {
  const toast = useToast();
  const tracker = useUploadTracker();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isUploading = percent !== null;

  const handleFile = async (file: File) => {
    const reason = checkFileForUpload(file, { accept, ...(maxBytes ? { maxBytes } : {}) });
    setProblem(reason);
    if (reason) return;
    const end = tracker?.begin();
    setPercent(0);
    try {
      const record = await uploadFile(file, (fraction) => setPercent(Math.round(fraction * 100)));
      onChange?.({ guid: record.guid, originalName: record.originalName, mimeType: record.mimeType });
      toast.success('Документ загружен');
    } catch {
      // The API client has shown the reason; the previous file stays.
    } finally {
      setPercent(null);
      end?.();
    }
  };

  return (
    <Flex vertical gap={6}>
      <Flex align="center" gap={8} wrap>
        <Upload
          accept={accept}
          showUploadList={false}
          fileList={[]}
          disabled={disabled || isUploading}
          beforeUpload={(file) => {
            void handleFile(file);
            return false;
          }}
        >
          <Button
            ref={ref}
            id={id}
            icon={<UploadOutlined />}
            disabled={disabled}
            loading={isUploading}
            // Only the description (the field's error) reaches the button: aria-invalid and aria-required are
            // not allowed on a button (axe aria-allowed-attr, critical); the error text says what is wrong.
            {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          >
            {value ? 'Заменить файл' : 'Выбрать файл'}
          </Button>
        </Upload>
        {value && !isUploading && (
          <Flex align="center" gap={4} style={{ minWidth: 0 }}>
            <PaperClipOutlined />
            <Typography.Text ellipsis={{ tooltip: value.originalName }} style={{ maxWidth: 320 }}>
              {value.originalName}
            </Typography.Text>
            {!disabled && (
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Удалить файл ${value.originalName}`}
                onClick={() => onChange?.(null)}
              />
            )}
          </Flex>
        )}
      </Flex>
      {isUploading && <Progress percent={percent} size="small" status="active" aria-label="Загрузка файла" />}
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      {value && !isUploading && renderPreview?.(value)}
      {hasHint && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {uploadHint(accept)}
        </Typography.Text>
      )}
    </Flex>
  );
}
