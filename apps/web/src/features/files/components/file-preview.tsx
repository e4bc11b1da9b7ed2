import type { FileInfo } from '@portal/contract/files/files.schemas';
import { Alert, Skeleton, Typography } from 'antd';
import { useFileLink } from '../../../shared/files/file-link-query';
import { VideoPlayer } from '../../../shared/video/video-player';

type PreviewKind = 'image' | 'pdf' | 'video' | 'none';

const previewKindOf = (mimeType: string): PreviewKind => {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('video/')) return 'video';
  return 'none';
};

const FRAME_STYLE = { width: '100%', height: '70vh', border: '1px solid #e5e7eb', borderRadius: 8 };

/** The file as the browser can show it: images and PDF through the signed link, video in the lessons' player. */
export function FilePreview({ file }: { file: FileInfo }) {
  const kind = previewKindOf(file.mimeType);
  if (kind === 'video') return <VideoPlayer guid={file.guid} title={file.originalName} />;
  if (kind === 'none') {
    return (
      <Typography.Text type="secondary">
        Предпросмотр этого типа файла недоступен — скачайте файл, чтобы открыть его.
      </Typography.Text>
    );
  }
  return <SignedPreview file={file} kind={kind} />;
}

function SignedPreview({ file, kind }: { file: FileInfo; kind: 'image' | 'pdf' }) {
  const link = useFileLink(file.guid);
  if (link.isPending) return <Skeleton.Node active style={{ width: '100%', height: 320 }} />;
  if (!link.data) return <Alert type="error" showIcon title="Не удалось загрузить предпросмотр" />;
  if (kind === 'image') {
    return (
      <img
        src={link.data.url}
        alt={file.originalName}
        style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', borderRadius: 8 }}
      />
    );
  }
  return <iframe src={link.data.url} title={file.originalName} style={FRAME_STYLE} />;
}
