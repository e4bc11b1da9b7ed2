import type { FileRecord } from '@portal/contract/files/files.schemas';
import type { FileRow } from './files.repository';

export const presentFile = (file: FileRow): FileRecord => ({
  guid: file.guid,
  originalName: file.originalName,
  mimeType: file.mimeType,
  size: file.size,
  createdAt: file.createdAt.toISOString(),
});
