import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import type { VehicleKind } from '@portal/contract/fleet/fleet-references';
import type { RouteFleetBody } from '@portal/contract/fleet/route-fleet.schemas';
import type { Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import type { ContractorRoute } from '@portal/contract/freight/routes.schemas';
import type { Page } from '@portal/contract/pagination';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { FLIGHTS_KEY } from '../../flights/api/flights-keys';
import { DRIVERS_KEY, VEHICLES_KEY } from './fleet-keys';

export type FleetOption = { id: number; label: string };

const partnerPath = (contractorId: number, customerId: number, kind: 'drivers' | 'vehicles') =>
  `/api/contractors/${contractorId}/partners/${customerId}/${kind}`;

/** GET …/partners/{pid}/drivers: the carrier's verified drivers it may put on customer pid's flights. */
export const usePartnerDriverOptions = (customerId: number | null) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...DRIVERS_KEY, contractorId, 'partner', customerId] as const,
    queryFn: ({ signal }) =>
      api.get<Page<Driver>>(partnerPath(contractorId, customerId ?? 0, 'drivers'), {
        query: { limit: MAX_PAGE_LIMIT },
        signal,
      }),
    enabled: contractorId > 0 && customerId !== null,
    select: (page): FleetOption[] => page.items.map((driver) => ({ id: driver.id, label: driver.fullname })),
  });
};

/** GET …/partners/{pid}/vehicles?kind=: its verified trucks or trailers. */
export const usePartnerVehicleOptions = (customerId: number | null, kind: VehicleKind) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...VEHICLES_KEY, contractorId, 'partner', customerId, kind] as const,
    queryFn: ({ signal }) =>
      api.get<Page<Vehicle>>(partnerPath(contractorId, customerId ?? 0, 'vehicles'), {
        query: { limit: MAX_PAGE_LIMIT, kind },
        signal,
      }),
    enabled: contractorId > 0 && customerId !== null,
    select: (page): FleetOption[] =>
      page.items.map((vehicle) => ({
        id: vehicle.id,
        label: `${vehicle.plateNumber} · ${vehicle.model.name}`,
      })),
  });
};

/** PUT /api/contractors/{cid}/routes/{rid}: the carrier's vehicles, drivers and containers on the flight. */
export const useAssignFleetMutation = (flightId: number) => {
  const contractorId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteFleetBody) =>
      api.put<ContractorRoute>(`/api/contractors/${contractorId}/routes/${flightId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLIGHTS_KEY }),
  });
};

const useSideFleetOptions = <T>(kind: 'drivers' | 'vehicles', toOption: (item: T) => FleetOption) => {
  const session = useSession();
  const path = session
    ? `/api/${session.ownerType === 'customer' ? 'customers' : 'contractors'}/${session.ownerId}/${kind}`
    : null;
  return useQuery({
    queryKey: [...(kind === 'drivers' ? DRIVERS_KEY : VEHICLES_KEY), 'options', path] as const,
    queryFn: ({ signal }) => api.get<Page<T>>(path ?? '', { query: { limit: MAX_PAGE_LIMIT }, signal }),
    enabled: path !== null,
    select: (page) => page.items.map(toOption),
  });
};

/** The side's drivers for a filter: a carrier's own, a customer's partners' (the first 100, searched in place). */
export const useDriverOptions = () =>
  useSideFleetOptions<Driver>('drivers', (driver) => ({ id: driver.id, label: driver.fullname }));

/** The side's trucks and trailers for a filter, by plate. */
export const useVehicleOptions = () =>
  useSideFleetOptions<Vehicle>('vehicles', (vehicle) => ({
    id: vehicle.id,
    label: `${vehicle.plateNumber} · ${vehicle.model.name}`,
  }));
