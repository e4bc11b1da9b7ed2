import type { RouteWaySummary } from '@portal/contract/freight/route-ways.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_WAYS_KEY } from './route-way-keys';

export type RouteWaysQuery = { page: number; limit: number; query?: string; transportation?: string };

/** GET /api/customers/{customerId}/route_ways: the customer's route ways by code or name and transportation type. */
export const fetchRouteWays = (customerId: number, query: RouteWaysQuery, signal?: AbortSignal) =>
  api.get<Page<RouteWaySummary>>(`/api/customers/${customerId}/route_ways`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const routeWaysQueryOptions = (customerId: number, query: RouteWaysQuery) =>
  queryOptions({
    queryKey: [...ROUTE_WAYS_KEY, customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchRouteWays(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useRouteWays = (query: RouteWaysQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({ ...routeWaysQueryOptions(customerId, query), enabled: customerId > 0 });
};
