import type { DirectoryAnswer } from '@portal/contract/directory/directory.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET /api/customers/{customerId}/adusers?query=: staff without a portal account (≤ 100). */
export const fetchDirectoryUsers = (customerId: number, query: string, signal?: AbortSignal) =>
  api.get<DirectoryAnswer>(`/api/customers/${customerId}/adusers`, {
    query: query ? { query } : {},
    ...(signal ? { signal } : {}),
  });

export const useDirectoryUsers = (customerId: number, query: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: ['directory-users', customerId, query] as const,
    queryFn: ({ signal }) => fetchDirectoryUsers(customerId, query, signal),
    enabled,
    placeholderData: keepPreviousData,
    select: (answer) => answer.items,
  });
