import type { UserRouteOwners } from '@portal/contract/company-users/responsibility.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY } from './company-user-endpoints';
import { userRouteOwnersPath } from './user-route-owners';

/** PATCH /api/customers/{customerId}/users/{userId}/route-owners { routeOwnerIds } → 200 the new set. */
export const saveUserRouteOwners = (customerId: number, userId: number, routeOwnerIds: number[]) =>
  api.patch<UserRouteOwners>(userRouteOwnersPath(customerId, userId), { routeOwnerIds });

export const useSaveUserRouteOwnersMutation = (customerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, routeOwnerIds }: { userId: number; routeOwnerIds: number[] }) =>
      saveUserRouteOwners(customerId, userId, routeOwnerIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY }),
  });
};
