import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { TRANSPORTATION_NAMES_KEY } from './transportation-name-keys';

/** DELETE /api/customers/{customerId}/transportation-names/{id} → 200 {message} (admin). */
export const deleteTransportationName = (customerId: number, id: number) =>
  api.delete<MessageResponse>(`/api/customers/${customerId}/transportation-names/${id}`);

export const useDeleteTransportationNameMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTransportationName(customerId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSPORTATION_NAMES_KEY }),
  });
};
