import { DownloadOutlined, FileTextOutlined, SettingOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/contract/format/dates';
import { checkGuards, type GuardSubject } from '@portal/contract/routes/guards';
import { routeById } from '@portal/contract/routes/route-table';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadFile } from '../../../shared/api/files';
import { usePublishedExampleDocuments } from '../api/published-example-documents';

type ExampleDocumentItem = {
  id: number;
  name: string;
  file: { guid: string; originalName: string };
  updatedAt: string;
};

function DocumentRow({ document }: { document: ExampleDocumentItem }) {
  const [isDownloading, setIsDownloading] = useState(false);

  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      await downloadFile(document.file.guid, document.file.originalName);
    } catch {
      // The API client has shown the reason.
    } finally {
      setIsDownloading(false);
    }
  };

  const updatedAt = formatDate(document.updatedAt);
  return (
    <li className="help-documents__row">
      <FileTextOutlined className="help-documents__icon" aria-hidden />
      <div className="help-documents__text">
        <Typography.Text strong>{document.name}</Typography.Text>
        <Typography.Text type="secondary" className="help-documents__meta">
          {document.file.originalName}
          {updatedAt && ` · обновлён ${updatedAt}`}
        </Typography.Text>
      </div>
      <Button
        icon={<DownloadOutlined />}
        loading={isDownloading}
        onClick={() => void handleDownload()}
        aria-label={`Скачать «${document.name}»`}
      >
        Скачать
      </Button>
    </li>
  );
}

/** «Образцы документов» of the help page: what customers publish, grouped by customer, each downloadable. */
export function ExampleDocumentsList({ subject }: { subject: GuardSubject }) {
  const documentsQuery = usePublishedExampleDocuments();
  const configuration = routeById('example-documents-configuration');
  const canConfigure = checkGuards(configuration.guards, subject) === null;
  const groups = (documentsQuery.data ?? []).filter((group) => group.documents.length > 0);

  const content = (() => {
    if (documentsQuery.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
    if (documentsQuery.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title="Не удалось загрузить образцы документов"
          action={
            <Button size="small" onClick={() => void documentsQuery.refetch()}>
              Повторить
            </Button>
          }
        />
      );
    }
    if (groups.length === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Образцы документов пока не опубликованы" />
      );
    }
    return groups.map((group) => (
      <div key={group.customer.id} className="help-documents__group">
        <div className="help-block__title">{group.customer.name}</div>
        <ul className="help-documents" aria-label={`Образцы документов: ${group.customer.name}`}>
          {group.documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      </div>
    ));
  })();

  return (
    <Flex vertical gap={12}>
      {content}
      {canConfigure && (
        <Link to={configuration.path}>
          <SettingOutlined aria-hidden /> Настроить образцы документов своей компании
        </Link>
      )}
    </Flex>
  );
}
