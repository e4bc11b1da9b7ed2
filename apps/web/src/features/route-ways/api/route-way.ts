import type { RouteWay } from '@portal/contract/freight/route-ways.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_WAYS_KEY } from './route-way-keys';

/** GET /api/customers/{customerId}/route_ways/{id}: the way with its ordered points and current tariff. */
export const fetchRouteWay = (customerId: number, id: number, signal?: AbortSignal) =>
  api.get<RouteWay>(`/api/customers/${customerId}/route_ways/${id}`, signal ? { signal } : {});

export const useRouteWay = (id: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...ROUTE_WAYS_KEY, customerId, 'one', id] as const,
    queryFn: ({ signal }) => fetchRouteWay(customerId, id, signal),
    enabled: customerId > 0 && Number.isInteger(id) && id > 0,
  });
};
