import { api, type Query } from '../api/api-client';

/**
 * GET {path}?format=xlsx: the whole filtered set of a report as the server writes it, with the download's
 * progress from 0 to 1 (the server states the length of the workbook).
 */
export const fetchReportWorkbook = (path: string, query: Query, onProgress: (fraction: number) => void) =>
  api.get<Blob>(path, {
    query: { ...query, format: 'xlsx' },
    responseType: 'blob',
    onDownloadProgress: onProgress,
  });
