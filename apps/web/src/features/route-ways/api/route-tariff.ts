import type { RouteTariff, RouteTariffBody } from '@portal/contract/freight/route-ways.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_WAYS_KEY } from './route-way-keys';

/** GET …/route-tariff/tender/route-way/{id}: the current price, its source and every earlier one. */
export const fetchRouteTariff = (customerId: number, routeWayId: number, signal?: AbortSignal) =>
  api.get<RouteTariff>(
    `/api/customers/${customerId}/route-tariff/tender/route-way/${routeWayId}`,
    signal ? { signal } : {},
  );

export const useRouteTariff = (routeWayId: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...ROUTE_WAYS_KEY, customerId, 'tariff', routeWayId] as const,
    queryFn: ({ signal }) => fetchRouteTariff(customerId, routeWayId, signal),
    enabled: customerId > 0 && Number.isInteger(routeWayId) && routeWayId > 0,
  });
};

/** PUT …/route-tariff/route-way/{id} {summ}: a manual tariff (customer admin). */
export const setRouteTariff = (customerId: number, routeWayId: number, body: RouteTariffBody) =>
  api.put<RouteTariff>(`/api/customers/${customerId}/route-tariff/route-way/${routeWayId}`, body);

export const useSetRouteTariffMutation = (routeWayId: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteTariffBody) => setRouteTariff(customerId, routeWayId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTE_WAYS_KEY }),
  });
};
