import type { ContractorRouteListItem } from '@portal/contract/freight/routes.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import type { FlightListApiQuery } from '../components/flight-filters';
import { FLIGHTS_KEY } from './flights-keys';

/** GET /api/contractors/{contractorId}/routes: only the flights assigned to the carrier. */
export const fetchContractorFlights = (
  contractorId: number,
  query: FlightListApiQuery,
  signal?: AbortSignal,
) =>
  api.get<Page<ContractorRouteListItem>>(`/api/contractors/${contractorId}/routes`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const contractorFlightsQueryOptions = (contractorId: number, query: FlightListApiQuery) =>
  queryOptions({
    queryKey: [...FLIGHTS_KEY, 'contractor', contractorId, 'list', query] as const,
    queryFn: ({ signal }) => fetchContractorFlights(contractorId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useContractorFlights = (query: FlightListApiQuery) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({ ...contractorFlightsQueryOptions(contractorId, query), enabled: contractorId > 0 });
};
