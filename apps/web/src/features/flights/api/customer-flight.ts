import type { CustomerRoute, RouteHistoryEntry } from '@portal/contract/freight/routes.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { FLIGHTS_KEY } from './flights-keys';

export const customerFlightPath = (customerId: number, flightId: number) =>
  `/api/customers/${customerId}/routes/${flightId}`;

/** GET /api/customers/{customerId}/routes/{id}: the flight with its points, events and disclaimer. */
export const useCustomerFlight = (flightId: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...FLIGHTS_KEY, 'customer', customerId, 'one', flightId] as const,
    queryFn: ({ signal }) => api.get<CustomerRoute>(customerFlightPath(customerId, flightId), { signal }),
    enabled: customerId > 0 && Number.isInteger(flightId) && flightId > 0,
    retry: false,
  });
};

/** GET …/routes/{id}/history: who changed the flight, its state and its disclaimers, oldest first. */
export const useCustomerFlightHistory = (flightId: number, enabled: boolean) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...FLIGHTS_KEY, 'customer', customerId, 'history', flightId] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: RouteHistoryEntry[] }>(`${customerFlightPath(customerId, flightId)}/history`, {
        signal,
      }),
    enabled: enabled && customerId > 0 && flightId > 0,
    select: (answer) => answer.items,
  });
};
