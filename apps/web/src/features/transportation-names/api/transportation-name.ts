import type { TransportationName } from '@portal/contract/transportation-names/transportation-names.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { TRANSPORTATION_NAMES_KEY } from './transportation-name-keys';

/** GET /api/customers/{customerId}/transportation-names/{id} */
export const fetchTransportationName = (customerId: number, id: number, signal?: AbortSignal) =>
  api.get<TransportationName>(
    `/api/customers/${customerId}/transportation-names/${id}`,
    signal ? { signal } : {},
  );

export const transportationNameQueryOptions = (customerId: number, id: number) =>
  queryOptions({
    queryKey: [...TRANSPORTATION_NAMES_KEY, customerId, 'one', id] as const,
    queryFn: ({ signal }) => fetchTransportationName(customerId, id, signal),
  });

export const useTransportationName = (id: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    ...transportationNameQueryOptions(customerId, id),
    enabled: customerId > 0 && Number.isInteger(id) && id > 0,
  });
};
