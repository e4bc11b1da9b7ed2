import type { Page } from '@portal/contract/pagination';
import type { RouteOwnerListItem } from '@portal/contract/route-owners/route-owners.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_OWNERS_KEY } from './route-owner-keys';

export type RouteOwnersQuery = { page: number; limit: number; name?: string; userId?: number };

/** GET /api/customers/{customerId}/routeowners: the manager groups, filtered by name and by user. */
export const fetchRouteOwners = (customerId: number, query: RouteOwnersQuery, signal?: AbortSignal) =>
  api.get<Page<RouteOwnerListItem>>(`/api/customers/${customerId}/routeowners`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const routeOwnersQueryOptions = (customerId: number, query: RouteOwnersQuery) =>
  queryOptions({
    queryKey: [...ROUTE_OWNERS_KEY, customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchRouteOwners(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useRouteOwners = (query: RouteOwnersQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({ ...routeOwnersQueryOptions(customerId, query), enabled: customerId > 0 });
};
