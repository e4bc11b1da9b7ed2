import type { Vehicle, VehicleBody } from '@portal/contract/fleet/vehicles.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import type { FleetQuery } from './drivers';
import { VEHICLES_KEY } from './fleet-keys';

const vehiclesPath = (ownerType: 'customer' | 'contractor', ownerId: number) =>
  ownerType === 'customer' ? `/api/customers/${ownerId}/vehicles` : `/api/contractors/${ownerId}/vehicles`;

/** GET /api/contractors/{id}/vehicles or /api/customers/{id}/vehicles: a page of trucks and trailers. */
export const fetchVehicles = (
  ownerType: 'customer' | 'contractor',
  ownerId: number,
  query: FleetQuery,
  signal?: AbortSignal,
) => api.get<Page<Vehicle>>(vehiclesPath(ownerType, ownerId), { query, ...(signal ? { signal } : {}) });

export const useVehicles = (query: FleetQuery) => {
  const session = useSession();
  const ownerType = session?.ownerType ?? 'contractor';
  const ownerId = session?.ownerId ?? 0;
  return useQuery({
    queryKey: [...VEHICLES_KEY, ownerType, ownerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchVehicles(ownerType, ownerId, query, signal),
    placeholderData: keepPreviousData,
    enabled: ownerId > 0,
  });
};

/** GET …/vehicles/{vehicleId} */
export const useVehicle = (id: number) => {
  const session = useSession();
  const ownerType = session?.ownerType ?? 'contractor';
  const ownerId = session?.ownerId ?? 0;
  return useQuery({
    queryKey: [...VEHICLES_KEY, ownerType, ownerId, 'one', id] as const,
    queryFn: ({ signal }) => api.get<Vehicle>(`${vehiclesPath(ownerType, ownerId)}/${id}`, { signal }),
    enabled: ownerId > 0 && Number.isInteger(id) && id > 0,
  });
};

const useVehicleMutation = <A>(mutationFn: (ownerId: number, args: A) => Promise<Vehicle>) => {
  const ownerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => mutationFn(ownerId, args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
};

/** POST /api/contractors/{id}/vehicles → 201 (admin or manager). */
export const useCreateVehicleMutation = () =>
  useVehicleMutation((ownerId, body: VehicleBody) =>
    api.post<Vehicle>(`/api/contractors/${ownerId}/vehicles`, body),
  );

/** PUT /api/contractors/{id}/vehicles/{vehicleId} (the carrier's admin). */
export const useUpdateVehicleMutation = () =>
  useVehicleMutation((ownerId, { id, body }: { id: number; body: VehicleBody }) =>
    api.put<Vehicle>(`/api/contractors/${ownerId}/vehicles/${id}`, body),
  );

export type VehicleActionArgs =
  | { id: number; action: 'send_to_check' | 'send_to_verification' }
  | { id: number; action: 'to_cancel' | 'to_new'; reason: string };

/** PATCH …/vehicles/{vehicleId}/<action>: send_to_check is the carrier's, the rest the customer's. */
export const useVehicleActionMutation = () => {
  const ownerType = useSession()?.ownerType ?? 'contractor';
  return useVehicleMutation((ownerId, args: VehicleActionArgs) =>
    api.patch<Vehicle>(
      `${vehiclesPath(ownerType, ownerId)}/${args.id}/${args.action}`,
      'reason' in args ? { reason: args.reason } : undefined,
    ),
  );
};
