import type { FileInfo } from '@portal/contract/files/files.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET /api/files/{guid}/info: what the viewer shows; 404 for an unknown file or one the user may not read. */
export const fileInfoQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['files', guid, 'info'] as const,
    // The page shows the not-found screen itself, so no toast.
    queryFn: ({ signal }) =>
      api.get<FileInfo>(`/api/files/${encodeURIComponent(guid)}/info`, { signal, silent: true }),
  });

export const useFileInfo = (guid: string) => useQuery(fileInfoQueryOptions(guid));
