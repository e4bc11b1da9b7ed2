import type { CustomerRouteListItem } from '@portal/contract/freight/routes.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import type { FlightListApiQuery } from '../components/flight-filters';
import { FLIGHTS_KEY } from './flights-keys';

/** GET /api/customers/{customerId}/routes: the customer's flights with the list's filters. */
export const fetchCustomerFlights = (customerId: number, query: FlightListApiQuery, signal?: AbortSignal) =>
  api.get<Page<CustomerRouteListItem>>(`/api/customers/${customerId}/routes`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const customerFlightsQueryOptions = (customerId: number, query: FlightListApiQuery) =>
  queryOptions({
    queryKey: [...FLIGHTS_KEY, 'customer', customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchCustomerFlights(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomerFlights = (query: FlightListApiQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({ ...customerFlightsQueryOptions(customerId, query), enabled: customerId > 0 });
};
