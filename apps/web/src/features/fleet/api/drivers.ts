import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { DRIVERS_KEY } from './fleet-keys';

export type FleetQuery = {
  page: number;
  limit: number;
  query?: string;
  status?: number;
  contractorId?: number;
};

/** Whose drivers the user sees: the carrier its own, the customer its partners'. */
const driversPath = (ownerType: 'customer' | 'contractor', ownerId: number) =>
  ownerType === 'customer' ? `/api/customers/${ownerId}/drivers` : `/api/contractors/${ownerId}/drivers`;

/** GET /api/contractors/{id}/drivers or /api/customers/{id}/drivers: a page of drivers. */
export const fetchDrivers = (
  ownerType: 'customer' | 'contractor',
  ownerId: number,
  query: FleetQuery,
  signal?: AbortSignal,
) => api.get<Page<Driver>>(driversPath(ownerType, ownerId), { query, ...(signal ? { signal } : {}) });

export const useDrivers = (query: FleetQuery) => {
  const session = useSession();
  const ownerType = session?.ownerType ?? 'contractor';
  const ownerId = session?.ownerId ?? 0;
  return useQuery(
    queryOptions({
      queryKey: [...DRIVERS_KEY, ownerType, ownerId, 'list', query] as const,
      queryFn: ({ signal }) => fetchDrivers(ownerType, ownerId, query, signal),
      placeholderData: keepPreviousData,
      enabled: ownerId > 0,
    }),
  );
};

/** GET …/drivers/{driverId} */
export const useDriver = (id: number) => {
  const session = useSession();
  const ownerType = session?.ownerType ?? 'contractor';
  const ownerId = session?.ownerId ?? 0;
  return useQuery({
    queryKey: [...DRIVERS_KEY, ownerType, ownerId, 'one', id] as const,
    queryFn: ({ signal }) => api.get<Driver>(`${driversPath(ownerType, ownerId)}/${id}`, { signal }),
    enabled: ownerId > 0 && Number.isInteger(id) && id > 0,
  });
};
