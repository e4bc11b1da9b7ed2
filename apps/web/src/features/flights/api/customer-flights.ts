import type { CustomerRouteListItem, RouteListQueryInput } from '@portal/contract/freight/routes.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { FLIGHTS_KEY } from './flights-keys';

/** GET /api/customers/{customerId}/routes: the customer's flights with the list's filters. */
export const fetchCustomerFlights = (customerId: number, query: RouteListQueryInput, signal?: AbortSignal) =>
  api.get<Page<CustomerRouteListItem>>(`/api/customers/${customerId}/routes`, {
    query: query as Query,
    ...(signal ? { signal } : {}),
  });

export const customerFlightsQueryOptions = (customerId: number, query: RouteListQueryInput) =>
  queryOptions({
    queryKey: [...FLIGHTS_KEY, 'customer', customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchCustomerFlights(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomerFlights = (query: RouteListQueryInput) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({ ...customerFlightsQueryOptions(customerId, query), enabled: customerId > 0 });
};
