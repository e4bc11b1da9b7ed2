import { apiRequest } from './api-client';

// SPEC 7: GET /api/files/{guid} and /api/files/{guid}/download are fetched as a blob (with the bearer token).
export const fetchFileBlob = (
  guid: string,
  { download = false }: { download?: boolean } = {},
): Promise<Blob> =>
  apiRequest<Blob>(`/api/files/${encodeURIComponent(guid)}${download ? '/download' : ''}`, {
    responseType: 'blob',
  });

/** Hands a blob to the browser as a file download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

export const downloadFile = async (guid: string, fileName: string): Promise<void> => {
  saveBlob(await fetchFileBlob(guid, { download: true }), fileName);
};
