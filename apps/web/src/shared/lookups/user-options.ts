import type { UserLookupQuery, UserOption } from '@portal/contract/lookups/lookups.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { useSession } from '../session/session-query';

/** GET /api/customers/{customerId}/lookup/users: the signed-in customer's staff matching `query` (≤ 100). */
export const fetchUserOptions = (customerId: number, query: UserLookupQuery, signal?: AbortSignal) =>
  api.get<{ items: UserOption[] }>(`/api/customers/${customerId}/lookup/users`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const useUserOptions = (query: string) => {
  const customerId = useSession()?.ownerId;
  return useQuery({
    queryKey: ['lookup', 'users', customerId, query] as const,
    queryFn: ({ signal }) => fetchUserOptions(customerId ?? 0, { query }, signal),
    enabled: customerId !== undefined,
    placeholderData: keepPreviousData,
    select: (answer) => answer.items,
  });
};
