import type {
  TransportationName,
  TransportationNameBody,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { TRANSPORTATION_NAMES_KEY } from './transportation-name-keys';

/** PUT /api/customers/{customerId}/transportation-names/{id} {name, color} → 200 (admin or manager). */
export const updateTransportationName = (customerId: number, id: number, body: TransportationNameBody) =>
  api.put<TransportationName>(`/api/customers/${customerId}/transportation-names/${id}`, body);

export const useUpdateTransportationNameMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TransportationNameBody }) =>
      updateTransportationName(customerId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSPORTATION_NAMES_KEY }),
  });
};
