import { LOOKUP_LIST_LIMIT } from '@portal/contract/constants';
import type { Page } from '@portal/contract/pagination';
import type { RouteOwnerListItem } from '@portal/contract/route-owners/route-owners.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET /api/customers/{customerId}/routeowners?limit=100: the route owners a user may be responsible for. */
export const fetchRouteOwnerOptions = (customerId: number, signal?: AbortSignal) =>
  api.get<Page<RouteOwnerListItem>>(`/api/customers/${customerId}/routeowners`, {
    query: { limit: LOOKUP_LIST_LIMIT },
    ...(signal ? { signal } : {}),
  });

export const useRouteOwnerOptions = (customerId: number) =>
  useQuery({
    queryKey: ['route-owners', customerId, 'options'] as const,
    queryFn: ({ signal }) => fetchRouteOwnerOptions(customerId, signal),
    select: (page) => page.items,
  });
