import type { UserRouteOwners } from '@portal/contract/company-users/responsibility.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY } from './company-user-endpoints';

export const userRouteOwnersPath = (customerId: number, userId: number) =>
  `/api/customers/${customerId}/users/${userId}/route-owners`;

/** GET /api/customers/{customerId}/users/{userId}/route-owners: the route owners the user handles. */
export const userRouteOwnersQueryOptions = (customerId: number, userId: number) =>
  queryOptions({
    queryKey: [...COMPANY_USERS_KEY, 'customer', customerId, 'route-owners', userId] as const,
    queryFn: ({ signal }) => api.get<UserRouteOwners>(userRouteOwnersPath(customerId, userId), { signal }),
  });

export const useUserRouteOwners = (customerId: number, userId: number) =>
  useQuery({ ...userRouteOwnersQueryOptions(customerId, userId), enabled: userId > 0 });
