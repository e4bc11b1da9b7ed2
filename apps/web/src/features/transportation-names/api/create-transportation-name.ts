import type {
  TransportationName,
  TransportationNameBody,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { TRANSPORTATION_NAMES_KEY } from './transportation-name-keys';

/** POST /api/customers/{customerId}/transportation-names {name, color} → 201 (admin or manager). */
export const createTransportationName = (customerId: number, body: TransportationNameBody) =>
  api.post<TransportationName>(`/api/customers/${customerId}/transportation-names`, body);

export const useCreateTransportationNameMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransportationNameBody) => createTransportationName(customerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSPORTATION_NAMES_KEY }),
  });
};
