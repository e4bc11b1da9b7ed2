import { PaperClipOutlined } from '@ant-design/icons';
import type { StoredFile } from '@portal/contract/files/files.schemas';
import { Link } from 'react-router';
import { routePath } from '../navigation/route-path';

/** A stored file's name leading to the file viewer (SPEC 2.2 /files/{fileGuid}). */
export function FileViewerLink({ file }: { file: Pick<StoredFile, 'guid' | 'originalName'> }) {
  return (
    <Link to={routePath('file-viewer', { fileGuid: file.guid })} style={{ overflowWrap: 'anywhere' }}>
      <PaperClipOutlined /> {file.originalName}
    </Link>
  );
}
