import { DownloadOutlined } from '@ant-design/icons';
import type { ContractorCardDetails } from '@portal/contract/contractors/contractor-card.schemas';
import { formatDate } from '@portal/contract/format/dates';
import { Button, Flex, List, Tag, Typography } from 'antd';
import { downloadFile } from '../../../shared/api/files';
import { FileViewerLink } from '../../../shared/files/file-viewer-link';

/** The carrier's validation documents by type: a name leads to the file viewer, the button downloads it. */
export function ContractorDocuments({
  card,
}: {
  card: Pick<ContractorCardDetails, 'documentTypes' | 'documents'>;
}) {
  return (
    <List
      dataSource={card.documentTypes}
      renderItem={(type) => {
        const documents = card.documents.filter((document) => document.validationDocumentId === type.id);
        return (
          <List.Item>
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex align="center" gap={8} wrap>
                <Typography.Text strong>{type.name}</Typography.Text>
                {type.required && <Tag>Обязательный</Tag>}
              </Flex>
              {documents.length === 0 && (
                <Typography.Text type="secondary">Документ не загружен</Typography.Text>
              )}
              {documents.map((document) => (
                <Flex key={document.id} align="center" gap={8} wrap>
                  <FileViewerLink file={document.file} />
                  <Typography.Text type="secondary">
                    загружен {formatDate(document.createdAt)}
                  </Typography.Text>
                  <Button
                    type="text"
                    size="small"
                    icon={<DownloadOutlined />}
                    aria-label={`Скачать ${document.file.originalName}`}
                    onClick={() =>
                      void downloadFile(document.file.guid, document.file.originalName).catch(() => undefined)
                    }
                  />
                </Flex>
              ))}
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
