import type { Page } from '@portal/contract/pagination';
import type { TransportationName } from '@portal/contract/transportation-names/transportation-names.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { TRANSPORTATION_NAMES_KEY } from './transportation-name-keys';

export type TransportationNamesQuery = { page: number; limit: number; name?: string };

/** GET /api/customers/{customerId}/transportation-names: the customer's kinds of cargo, filtered by name. */
export const fetchTransportationNames = (
  customerId: number,
  query: TransportationNamesQuery,
  signal?: AbortSignal,
) =>
  api.get<Page<TransportationName>>(`/api/customers/${customerId}/transportation-names`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const transportationNamesQueryOptions = (customerId: number, query: TransportationNamesQuery) =>
  queryOptions({
    queryKey: [...TRANSPORTATION_NAMES_KEY, customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchTransportationNames(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useTransportationNames = (query: TransportationNamesQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({ ...transportationNamesQueryOptions(customerId, query), enabled: customerId > 0 });
};
