import type { FileLink } from '@portal/contract/files/files.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

// A new link is asked for well before the old one expires, so a playing video never holds a dead address.
const RENEW_BEFORE_MS = 10 * 60_000;
// Timers cannot wait longer than about 24 days; a day is far beyond any real link.
const MAX_STALE_MS = 24 * 60 * 60_000;

export const fileLinkQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['files', guid, 'link'] as const,
    queryFn: ({ signal }) => api.get<FileLink>(`/api/files/${encodeURIComponent(guid)}/link`, { signal }),
    staleTime: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : Number.NaN;
      return Number.isNaN(expiresAt)
        ? 0
        : Math.min(MAX_STALE_MS, Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_MS));
    },
  });

/**
 * The signed address of a file for <video src> and <img src>: those elements cannot send the bearer token,
 * and the video needs its own Range requests to stream and seek (decisions.md "Signed file links").
 */
export const useFileLink = (guid: string | undefined) =>
  useQuery({ ...fileLinkQueryOptions(guid ?? ''), enabled: Boolean(guid) });
