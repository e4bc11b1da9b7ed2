import { DownloadOutlined } from '@ant-design/icons';
import { fileTypeLabel } from '@portal/contract/files/files.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/files';
import { NotFoundResult } from '../../../shared/components/not-found-result';
import { formatFileSize } from '../../../shared/files/file-size';
import { useFileInfo } from '../api/file-info';
import { FilePreview } from '../components/file-preview';

/** file-viewer (A), SPEC 2.2: a file's name, type, size and uploader, its preview and «Скачать». */
function FileViewerPage() {
  const guid = useParams().fileGuid ?? '';
  const query = useFileInfo(guid);
  const [isDownloading, setIsDownloading] = useState(false);

  if (query.isPending) {
    return (
      <Card style={{ maxWidth: 1100 }} aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (query.isError) {
    // No access answers 404 like an unknown file, so both show the not-found page.
    if (query.error instanceof ApiError && [404, 422].includes(query.error.status)) return <NotFoundResult />;
    return (
      <Alert
        type="error"
        showIcon
        title="Не удалось загрузить файл"
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>Повторить</Button>}
      />
    );
  }

  const file = query.data;
  const handleDownload = async () => {
    setIsDownloading(true);
    // A failed call has shown its toast already (the API client).
    await downloadFile(file.guid, file.originalName).catch(() => undefined);
    setIsDownloading(false);
  };

  return (
    <Card style={{ maxWidth: 1100 }}>
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center" justify="space-between">
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {file.originalName}
          </Typography.Title>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={isDownloading}
            onClick={() => void handleDownload()}
          >
            Скачать
          </Button>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'type', label: 'Тип', children: fileTypeLabel(file.mimeType) },
            { key: 'size', label: 'Размер', children: formatFileSize(file.size) },
            {
              key: 'uploader',
              label: 'Загрузил',
              children: file.uploader.companyName
                ? `${file.uploader.fullname} (${file.uploader.companyName})`
                : file.uploader.fullname,
            },
            { key: 'uploadedOn', label: 'Загружен', children: formatDateTime(file.createdAt) },
          ]}
        />
        <FilePreview file={file} />
      </Flex>
    </Card>
  );
}

export { FileViewerPage as Component };
