import type { FileInfo, FileRecord, StoredFile } from '@portal/contract/files/files.schemas';
import type { FileRow } from './files.repository';

export const presentFile = (file: FileRow): FileRecord => ({
  guid: file.guid,
  originalName: file.originalName,
  mimeType: file.mimeType,
  size: file.size,
  createdAt: file.createdAt.toISOString(),
});

/** SPEC 3: the file a document holds, as other records show it. */
export const presentStoredFile = ({ guid, originalName, mimeType }: FileRow): StoredFile => ({
  guid,
  originalName,
  mimeType,
});

export const presentFileInfo = (file: FileRow, uploader: FileInfo['uploader']): FileInfo => ({
  ...presentFile(file),
  uploader,
});
