import type { Driver, DriverBody } from '@portal/contract/fleet/drivers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { DRIVERS_KEY } from './fleet-keys';

const useInvalidatingMutation = <A>(mutationFn: (ownerId: number, args: A) => Promise<Driver>) => {
  const ownerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => mutationFn(ownerId, args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
};

/** POST /api/contractors/{id}/drivers → 201 (admin or manager). */
export const useCreateDriverMutation = () =>
  useInvalidatingMutation((ownerId, body: DriverBody) =>
    api.post<Driver>(`/api/contractors/${ownerId}/drivers`, body),
  );

/** PUT /api/contractors/{id}/drivers/{driverId}: a verified driver's change becomes a draft. */
export const useUpdateDriverMutation = () =>
  useInvalidatingMutation((ownerId, { id, body }: { id: number; body: DriverBody }) =>
    api.put<Driver>(`/api/contractors/${ownerId}/drivers/${id}`, body),
  );

/** PATCH /api/contractors/{id}/drivers/{driverId}/tocheck|uncancel */
export const useCarrierDriverActionMutation = () =>
  useInvalidatingMutation((ownerId, { id, action }: { id: number; action: 'tocheck' | 'uncancel' }) =>
    api.patch<Driver>(`/api/contractors/${ownerId}/drivers/${id}/${action}`),
  );

export type CustomerDriverActionArgs = {
  id: number;
  action: 'to_verification' | 'tocancel' | 'tonew';
  reason?: string;
};

/** PATCH /api/customers/{id}/drivers/{driverId}/to_verification|tocancel|tonew (the last two with a reason). */
export const useCustomerDriverActionMutation = () =>
  useInvalidatingMutation((ownerId, { id, action, reason }: CustomerDriverActionArgs) =>
    api.patch<Driver>(
      `/api/customers/${ownerId}/drivers/${id}/${action}`,
      action === 'to_verification' ? undefined : { reason },
    ),
  );
