import type { RouteOwner } from '@portal/contract/route-owners/route-owners.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_OWNERS_KEY } from './route-owner-keys';

/** GET /api/customers/{customerId}/routeowners/{id}: the group with its agent and members. */
export const fetchRouteOwner = (customerId: number, id: number, signal?: AbortSignal) =>
  api.get<RouteOwner>(`/api/customers/${customerId}/routeowners/${id}`, signal ? { signal } : {});

export const routeOwnerQueryOptions = (customerId: number, id: number) =>
  queryOptions({
    queryKey: [...ROUTE_OWNERS_KEY, customerId, 'one', id] as const,
    queryFn: ({ signal }) => fetchRouteOwner(customerId, id, signal),
  });

export const useRouteOwner = (id: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    ...routeOwnerQueryOptions(customerId, id),
    enabled: customerId > 0 && Number.isInteger(id) && id > 0,
  });
};
