import type { RouteWay, RouteWayBody } from '@portal/contract/freight/route-ways.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_WAYS_KEY } from './route-way-keys';

/** POST …/route_ways → 201, or PUT …/route_ways/{id} → 200 (customer admin). */
export const saveRouteWay = (customerId: number, id: number | null, body: RouteWayBody) =>
  id === null
    ? api.post<RouteWay>(`/api/customers/${customerId}/route_ways`, body)
    : api.put<RouteWay>(`/api/customers/${customerId}/route_ways/${id}`, body);

export const useSaveRouteWayMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RouteWayBody }) =>
      saveRouteWay(customerId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTE_WAYS_KEY }),
  });
};
