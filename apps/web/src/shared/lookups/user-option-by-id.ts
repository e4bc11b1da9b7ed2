import type { UserOption } from '@portal/contract/lookups/lookups.schemas';
import type { User } from '@portal/contract/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { useSession } from '../session/session-query';

/**
 * GET /api/customers/{customerId}/users/{userId} as a user option: the name of a chosen user that the lookup
 * did not suggest (a filter restored from the URL, past the first 100 names).
 */
export const useUserOptionById = (userId: number | null) => {
  const customerId = useSession()?.ownerId;
  return useQuery({
    queryKey: ['lookup', 'users', customerId, 'by-id', userId] as const,
    queryFn: ({ signal }) =>
      api.get<User>(`/api/customers/${customerId}/users/${userId}`, { signal, silent: true }),
    enabled: customerId !== undefined && userId !== null,
    staleTime: 60_000,
    select: (user): UserOption => ({ id: user.id, fullname: user.fullname, username: user.username }),
  });
};
